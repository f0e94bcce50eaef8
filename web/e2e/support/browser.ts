import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium-path.ts';

/** Where screenshots go (gitignored): look at them after a run. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Viewports the site is checked at: a desktop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Headless Debian Chromium with a fresh temporary profile and nothing that calls home. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page in its own context, plus every console error and uncaught page error it produces. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions, in order; a healthy page leaves this empty. */
  consoleErrors: string[];
}

/** Opens a page at a viewport (`desktop` 1280 px or `phone` 390 px) with reduced motion. */
export async function openPage(browser: Browser, viewport: ViewportName = 'desktop'): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: 'reduce',
    locale: 'en-CA',
  });
  const page = await context.newPage();
  waitForTheAppAfterEachGoto(page);
  return { context, page, consoleErrors: collectConsoleErrors(page) };
}

/**
 * Public pages arrive rendered and the app starts after their load: a test that clicks a menu or fills a form
 * right after `goto` would act on the server's HTML. `goto` to one of the site's pages (an HTML answer) therefore
 * also waits until the app runs the page (`data-app-running`, set by the root layout).
 */
function waitForTheAppAfterEachGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response && /text\/html/.test(response.headers()['content-type'] ?? '')) await waitForHydration(page);
    return response;
  };
}

/** Starts recording console errors and uncaught exceptions of `page`; returns the live list. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A page that does not exist is answered 404 on purpose (kept out of search results); Chromium reports the
    // document's own status as a failed load. Any other resource's failure still counts.
    if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
    errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Saves a full-page screenshot as `web/e2e/screenshots/<name>.png` and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Waits until the app runs the server-rendered page (hydration done, effects run: `data-app-running` on `<html>`,
 * set by the root layout): what a page does in the browser only (e.g. remembering the agent a visit came through)
 * has happened by then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-app-running]').waitFor({ state: 'attached' });
}
