import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium: its headless shell (`chromium-headless-shell`, the same Blink and V8 without the browser's
 * own interface, which Playwright also runs by default) where installed, else the full browser; CHROMIUM_PATH
 * names another. Over two journey files the shell took 59 CPU-seconds against the full browser's 100, and the
 * journeys 707 s against 896.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results/e2e');

export interface BrowserOptions {
  /** Show scroll bars as a desktop user sees them (Playwright hides them by default); they take width too. */
  showScrollBars?: boolean;
}

/** Chromium, headless, with no network chatter (the machine has no internet). */
export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    ignoreDefaultArgs: options.showScrollBars ? ['--hide-scrollbars'] : [],
  });
}

/**
 * Whether the journeys keep screenshots. They are for people to open, and nothing reads them back, so `npm test`
 * turns them off (E2E_SCREENSHOTS=off): on 2026-12-03 the journeys took 896 s without them against 946 s, in the
 * full browser. A journey run alone keeps them in test-results/e2e.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/** Keeps a screenshot as a test artefact: of the whole page, or with `window` of what the window shows. */
export async function keepScreenshot(page: Page, name: string, { window = false } = {}): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: !window });
}
