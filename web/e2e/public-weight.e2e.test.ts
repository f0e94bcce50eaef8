import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { isSignedInChunk, readBuildManifest, signedInChunkFiles } from './support/build-manifest.ts';
import { startTestStack } from './support/stack.ts';

/** The budget for the JavaScript of a first visit to /deals, gzipped (issue 18; `npm run bench:web` prints it too). */
const FIRST_VISIT_BUDGET_KIB = 120;

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
      const signedIn = await signedInChunkFiles();
      expect([...scripts.keys()].filter((file) => signedIn.includes(file))).toEqual([]);
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

describe('when the app starts', () => {
  // A wide window too: the package page's banner, a flat illustration in the seed, is one the browser leaves out of
  // the largest paint (too little file per pixel shown), and the app must not wait for its report.
  it.each([
    ['the landing page', 'phone', (): string => '/'],
    ['the deals page', 'phone', (): string => '/deals'],
    ['a package page', 'phone', (): string => packagePath],
    ['a package page', 'desktop', (): string => packagePath],
    ['the deals page', 'desktop', (): string => '/deals'],
  ] as const)('%s on a %s: its scripts are asked for after the largest paint has been shown, not by the fallback', async (_name, viewport, pathOf) => {
    const { page, context } = await openPage(browser, viewport);
    try {
      // Before the page's own script: every largest-paint report, with the time the browser gives it.
      await page.addInitScript(() => {
        const reports: number[] = [];
        (window as unknown as { largestPaints: number[] }).largestPaints = reports;
        new PerformanceObserver((list) => list.getEntries().forEach((paint) => reports.push(paint.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      await page.goto(`${stack.webUrl}${pathOf()}`, { waitUntil: 'networkidle' });
      const timings = await page.evaluate(() => {
        const entry = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
        const asked = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith(entry));
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return { entry, asked: asked?.startTime, load: navigation!.loadEventEnd, paints: (window as unknown as { largestPaints: number[] }).largestPaints };
      });
      expect(timings.entry).toMatch(/^\/assets\/index-.+\.js$/);
      expect(timings.paints.length, 'the browser reported a largest paint').toBeGreaterThan(0);
      expect(timings.asked, 'the entry script was asked for').toBeDefined();
      // Every largest paint the page reports was shown before the app was asked for: the app competes with none.
      expect(
        timings.paints.filter((time) => time > timings.asked!),
        JSON.stringify(timings),
      ).toEqual([]);
      // Started by the paint report, well before the one-second fallback after the pictures are decoded.
      expect(timings.asked! - timings.load, JSON.stringify(timings)).toBeLessThan(900);
    } finally {
      await context.close();
    }
  });
});

describe("the signed-in areas' files", () => {
  it('are imported by no public page’s code: the entry, a lazily loaded page or part, the pages built with Fluent', async () => {
    const manifest = await readBuildManifest();
    const signedIn = new Set(Object.entries(manifest).flatMap(([key, chunk]) => (isSignedInChunk(chunk) ? [key] : [])));
    expect(signedIn.size).toBeGreaterThanOrEqual(4);
    /** A chunk and what it imports statically (what the browser downloads with it), by manifest key. */
    const withImports = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) withImports(imported, seen);
      return seen;
    };
    const publicStarts = Object.entries(manifest)
      .filter(([key, chunk]) => chunk.src !== undefined && !signedIn.has(key))
      .map(([key]) => key);
    expect(publicStarts).toContain('src/app/routes/fluent-pages.tsx');
    const leaks = publicStarts.flatMap((start) => [...withImports(start)].filter((key) => signedIn.has(key)).map((key) => `${start} → ${manifest[key]!.name}`));
    expect(leaks).toEqual([]);
  });
});

describe('the deals filter', () => {
  it('arrives drawn by the server with its boxes disabled, and filters once the page has hydrated', async () => {
    // The server's HTML alone (no script runs): every box is there, and disabled, since a tick would do nothing.
    const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await serverOnly.newPage();
      await page.goto(`${stack.webUrl}/deals`);
      const box = page.getByRole('checkbox', { name: 'Europe', exact: true });
      expect(await box.isVisible()).toBe(true);
      expect(await box.isDisabled()).toBe(true);
      const styles = page.getByRole('group', { name: 'Travel styles' }).getByRole('checkbox');
      expect(await styles.count()).toBeGreaterThan(1);
      expect(await styles.first().isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Places in Europe' }).isDisabled()).toBe(true);
    } finally {
      await serverOnly.close();
    }

    // Hydrated: the same boxes, enabled; a click filters.
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals`);
      await page.locator('html[data-app-running]').waitFor({ state: 'attached' });
      const box = page.getByRole('checkbox', { name: 'Europe', exact: true });
      expect(await box.isEnabled()).toBe(true);
      await box.click();
      await page.waitForURL((url) => url.searchParams.has('destinationIds'));
      await expect.poll(() => box.isChecked()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is the deals lists’ own file that only the deals lists load', async () => {
    type ManifestChunk = { file: string; name?: string; src?: string; imports?: string[] };
    const manifest = JSON.parse(await readFile(path.join(inject('webOutDir'), '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const dealsList = Object.entries(manifest).find(([, chunk]) => chunk.name === 'deals-list')?.[0];
    expect(dealsList).toBeDefined();
    // A module another page needs, captured with the deals lists' code, would make that page download all of it.
    const importers = Object.values(manifest)
      .filter((chunk) => chunk.imports?.includes(dealsList!))
      .map((chunk) => chunk.src ?? chunk.name);
    expect(importers).toContain('src/features/deals/components/disney-deals-page.tsx');
    expect(importers.filter((importer) => !importer?.startsWith('src/features/deals/'))).toEqual([]);
  });
});
