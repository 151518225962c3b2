import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { keepScreenshot } from './browser.js';

export const PASSWORD = 'dashboard-demo';

export interface PageOptions {
  /** The browser's language (the login page follows it); en-US by default. */
  locale?: string;
  width?: number;
  height?: number;
  /** The interface language already chosen on this device (localStorage `locale`, e.g. `es-mx`). */
  storedLocale?: string;
  /** The browser's time zone (IANA name); the machine's by default. */
  timezoneId?: string;
}

/** A fresh browser context (its own cookies) on the server, at a desktop or a phone width. */
export async function newPage(browser: Browser, baseUrl: string, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const { storedLocale } = options;
  if (storedLocale) await context.addInitScript((tag) => localStorage.setItem('locale', tag), storedLocale);
  return context.newPage();
}

/** Fills and sends the login form on screen, in any interface language. */
export async function submitLogin(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel(/username|nombre de usuario/i).fill(username);
  await page.getByLabel(/password|contraseña/i).fill(password);
  await page.getByRole('button', { name: /sign in|iniciar sesión/i }).click();
}

/** Signs in from the login page (which follows the browser's language). */
export async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await submitLogin(page, username);
}

/**
 * Picks the interface language in the header (inside the menu on a phone). A signed-in screen starts in the
 * district's language (en-US on the demo district) until the customer picks another.
 */
export async function chooseLanguage(page: Page, locale: string) {
  const toggle = page.locator('.app-header__menu-toggle');
  await page.locator('.app-header').waitFor();
  const isPhone = await toggle.isVisible();
  if (isPhone) await toggle.click();
  await page.locator('.language-select select').selectOption(locale.toLowerCase());
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
  if (isPhone) await toggle.click();
}

/** Clicks a header link, opening the phone menu first when the header is collapsed. */
export async function openFromHeader(page: Page, name: string) {
  const toggle = page.locator('.app-header__menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('.app-header').getByRole('link', { name, exact: true }).click();
}

/** Asserts axe finds nothing serious or critical on the screen. */
export async function expectNoSeriousViolations(page: Page, name: string) {
  const violations = await seriousAxeViolations(page);
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    name,
  ).toEqual([]);
}

/** Keeps a screenshot and asserts axe finds nothing serious or critical on the screen. */
export async function checkScreen(page: Page, name: string) {
  await keepScreenshot(page, name);
  await expectNoSeriousViolations(page, name);
}

/** A modal as the user sees it (the window, not the whole page), with no serious axe finding. */
export async function checkDialog(page: Page, name: string) {
  await keepScreenshot(page, name, { window: true });
  await expectNoSeriousViolations(page, name);
}

/** Reads an API answer with the page's session, as the web app does. */
export async function apiJson(page: Page, path: string) {
  return page.evaluate(async (url) => (await fetch(url)).json(), path);
}

/** The signed-in customer's district. */
export async function districtIdOf(page: Page): Promise<number> {
  return ((await apiJson(page, '/n/customer_info')).data as { district_id: number }).district_id;
}

/**
 * Whether a field shows the whole of its text. An input's placeholder (or value) is typed in for a moment and its
 * scroll width read, as the browser lays it out (a search field keeps room for its clear button). A select's chosen
 * option is measured in the select's font against the room inside its padding and beside its arrow.
 */
export const showsWholeText = (field: Locator) =>
  field.evaluate((element: HTMLSelectElement | HTMLInputElement) => {
    if (element instanceof HTMLInputElement) {
      const value = element.value;
      element.value = value || element.placeholder;
      const fits = element.scrollWidth <= element.clientWidth;
      element.value = value;
      return fits;
    }
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.cssText = 'position: absolute; visibility: hidden; white-space: pre';
    probe.style.font = style.font;
    probe.textContent = element.selectedOptions[0]!.text;
    document.body.append(probe);
    const textWidth = probe.getBoundingClientRect().width;
    probe.remove();
    const arrow = 24;
    return (
      textWidth <=
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow
    );
  });
