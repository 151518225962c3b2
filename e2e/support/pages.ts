import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { keepScreenshot } from './browser.js';

export const PASSWORD = 'dashboard-demo';

/** A fresh browser context (its own cookies) on the server, at a desktop or a phone width. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: { locale?: string; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  return context.newPage();
}

export async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Keeps a screenshot and asserts axe finds nothing serious or critical on the screen. */
export async function checkScreen(page: Page, name: string) {
  await keepScreenshot(page, name);
  const violations = await seriousAxeViolations(page);
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    name,
  ).toEqual([]);
}

/** Reads an API answer with the page's session, as the web app does. */
export async function apiJson(page: Page, path: string) {
  return page.evaluate(async (url) => (await fetch(url)).json(), path);
}
