import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/** Issue 5's budget for the JavaScript of a first visit to /deals, gzipped. */
const FIRST_VISIT_BUDGET_KIB = 150;

let stack: LocalStack;
let browser: Browser;
let packagePath: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  const answer = await fetch(`${stack.apiUrl}/packages/deals`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ limit: 1 }),
  });
  const { packages } = (await answer.json()) as { packages: Array<{ package_url: string }> };
  packagePath = `/deals/${packages[0]!.package_url}`;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Scripts a page downloads, by path, with their bodies, until `stop()` is called. */
function recordScripts(page: Page): { scripts: Map<string, Buffer>; stop: () => void } {
  const scripts = new Map<string, Buffer>();
  const record = (response: Response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    response.body().then(
      (body) => scripts.set(new URL(response.url()).pathname, body),
      () => undefined, // the page moved on before the body was read: not part of the visit measured
    );
  };
  page.on('response', record);
  return { scripts, stop: () => page.off('response', record) };
}

// Fluent UI's styling runtime (Griffel) inserts its rules into <style data-make-styles-bucket> elements; the
// public browsing pages are styled by the static stylesheet alone (docs/decisions/public-site-weight.md).
const runtimeStyleCount = (page: Page) => page.locator('style[data-make-styles-bucket]').count();

describe('what a public visit loads', () => {
  it.each([
    ['the landing page', () => '/'],
    ['the deals page', () => '/deals'],
    ['a package page', () => packagePath],
    ['the contact page', () => '/contact-us'],
    ['a page that does not exist', () => '/no-such-page'],
  ])('shows %s without Fluent UI’s styling runtime', async (_name, pathOf) => {
    const { page, context, consoleErrors } = await openPage(browser, 'phone');
    try {
      await page.goto(`${stack.webUrl}${pathOf()}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await runtimeStyleCount(page)).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the JavaScript of a first visit to /deals within the budget, and a form page loads Fluent with it', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const { scripts, stop } = recordScripts(page);
    try {
      await page.goto(`${stack.webUrl}/deals`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('article').first().waitFor();
      const gzipKiB = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
      console.info(`First visit to /deals: ${scripts.size} JS files, ${gzipKiB.toFixed(1)} KiB gzipped`);
      expect(gzipKiB).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_KIB);
      stop();

      // The request-a-quote form is built with Fluent: it arrives with the page, inside the same shell.
      await page.goto(`${stack.webUrl}/request-a-quote`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await runtimeStyleCount(page)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
