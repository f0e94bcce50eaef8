import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import path from 'node:path';
import { launchBrowser, openPage, SCREENSHOT_DIR, saveScreenshot } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The French site in a browser (issue #31): the language switch keeps the page and its filters, the French page runs
 * in French after hydration (its links stay under /fr), and the choice is remembered for the next arrival.
 */

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the French site', () => {
  it('switches a filtered deals list to French and back on a phone, keeping the filter, and remembers the choice', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'phone');
    try {
      const query = '?sort=price-asc';
      await page.goto(`${stack.webUrl}/deals${query}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
      const toFrench = page.getByRole('link', { name: 'Français', exact: true });
      expect(await toFrench.getAttribute('lang')).toBe('fr-CA');
      await toFrench.click();
      await page.waitForURL(`${stack.webUrl}/fr/deals${query}`);
      await page.locator('html[data-app-running]').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.getByRole('heading', { level: 1, name: 'Aubaines voyage' }).waitFor();
      // The app runs the page in French: its links stay French.
      expect(await page.getByRole('link', { name: 'Demander une soumission' }).first().getAttribute('href')).toBe('/fr/request-a-quote');
      await saveScreenshot(page, 'french-deals-phone');
      // What a phone shows first: the header with its switch, the French heading and filter.
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'french-deals-phone-first-screen.png'), animations: 'disabled' });
      // Back to English from the French page, same page and filter.
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await page.waitForURL(`${stack.webUrl}/deals${query}`);
      // A visitor who chose French, arriving again from outside the site, is sent to the French page.
      await page.getByRole('link', { name: 'Français', exact: true }).click();
      await page.waitForURL(`${stack.webUrl}/fr/deals${query}`);
      await page.goto(`${stack.webUrl}/contact-us`, { waitUntil: 'load' });
      await page.waitForURL(`${stack.webUrl}/fr/contact-us`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
