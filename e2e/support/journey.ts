import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type BrowserOptions } from './browser.js';
import { newPage, type PageOptions } from './pages.js';
import { startServer, type PrepareData, type RunningServer } from './server.js';

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh signed-out page (its own cookies) on the server. */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * The real server (demo district) and a browser for one e2e file: started before its tests, stopped after
 * them. Its parts are read once started, that is inside hooks and tests.
 */
export function useJourney(
  options: BrowserOptions & { env?: Record<string, string>; prepare?: PrepareData } = {},
): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options.env, options.prepare);
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = () => {
    if (!server || !browser) throw new Error('the journey is read before beforeAll has started it');
    return { server, browser };
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    newPage: (pageOptions) => newPage(started().browser, started().server.baseUrl, pageOptions),
  };
}
