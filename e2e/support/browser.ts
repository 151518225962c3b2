import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results/e2e');

export interface BrowserOptions {
  /** Show scroll bars as a desktop user sees them (Playwright hides them by default); they take width too. */
  showScrollBars?: boolean;
}

/** Debian's Chromium, headless, with no network chatter (the machine has no internet). */
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

/** Keeps a screenshot of the screen as a test artefact. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
