import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { findAccessibilityViolations } from './support/accessibility.ts';
import { launchBrowser, openPage, saveScreenshot, type ViewportName } from './support/browser.ts';
import { signedInChunkFiles } from './support/build-manifest.ts';
import { startTestStack } from './support/stack.ts';

let stack: LocalStack;
let browser: Browser;
let config: RuntimeConfig;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  config = (await (await fetch(`${stack.webUrl}/config.json`)).json()) as RuntimeConfig;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('public shell', () => {
  it.each<ViewportName>(['desktop', 'phone'])(
    'shows header, main and footer landmarks with the brand and the configured contact facts (%s)',
    async (viewport) => {
      const { page, context, consoleErrors } = await openPage(browser, viewport);
      try {
        await page.goto(`${stack.webUrl}/`);
        const banner = page.getByRole('banner');
        await banner.waitFor();
        expect(await banner.getByRole('link', { name: 'TBB Travel home page' }).textContent()).toContain('TBB Travel');
        const phoneLink = banner.getByRole('link', { name: `Call us ${config.phone}` });
        expect(await phoneLink.getAttribute('href')).toBe(`tel:+${config.phone.replace(/\D/g, '')}`);
        expect(await page.getByRole('main').isVisible()).toBe(true);
        const footer = page.getByRole('contentinfo');
        expect(await footer.getByRole('link', { name: config.supportEmail }).isVisible()).toBe(true);
        expect(await footer.getByText(config.hours).isVisible()).toBe(true);
        await saveScreenshot(page, `public-shell-${viewport}`);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('shows the coming-soon page inside the shell for an unknown path, with a working link home', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/no-such-page/at-all`);
      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { level: 1, name: 'Coming soon' });
      await heading.waitFor();
      expect(await page.title()).toBe('Coming soon | TBB Travel');
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      await saveScreenshot(page, 'coming-soon-desktop');
      await main.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(`${stack.webUrl}/`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets keyboard users skip straight to the main content', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/`);
      await page.getByRole('banner').waitFor();
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skipLink.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await skipLink.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    } finally {
      await context.close();
    }
  });

  it('has no WCAG A/AA violations found by axe', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/no-such-page`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('downloads no agent-portal or admin-dashboard code on a public visit', async () => {
    const privateChunks = await signedInChunkFiles();
    expect(privateChunks.length).toBeGreaterThanOrEqual(2);

    const { page, context } = await openPage(browser, 'desktop');
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, await response.body());
    });
    try {
      await page.goto(`${stack.webUrl}/no-such-page`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const loaded = [...scripts.keys()];
      expect(loaded.filter((file) => privateChunks.includes(file))).toEqual([]);
      const gzipBytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
      console.info(`First public visit: ${loaded.length} JS files, ${(gzipBytes / 1024).toFixed(1)} KiB gzipped`);
    } finally {
      await context.close();
    }
  });
});
