import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { BANNER_SCENES, renderBannerPng } from '../../infra/local/seed/banner-image.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The site as `npm start` serves it to a new user: Vite's dev server, development React, <StrictMode>
 * (every component mounted, cleaned up and mounted again). The other browser tests run the production
 * build, where an effect that breaks on that second mount cannot show; this file walks the flows that
 * once broke there.
 */

/** The dev server transforms every module on first use: a Fluent admin page takes seconds to appear. */
const STEP_TIMEOUT_MS = 90_000;

let stack: LocalStack;
let browser: Browser;
let files: string;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  [stack, browser, files] = await Promise.all([startTestStack({ web: 'dev' }), launchBrowser(), mkdtemp(path.join(tmpdir(), 'tdp-dev-e2e-'))]);
  ({ page, context, consoleErrors } = await openPage(browser, 'desktop'));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
  if (files) await rm(files, { recursive: true, force: true });
});

describe('the dev server (development React, StrictMode)', () => {
  it('runs React in development mode, so StrictMode mounts every component twice', async () => {
    await page.goto(`${stack.webUrl}/admin-dashboard/FileManager?folder=package-images/`);
    await page.getByRole('list', { name: 'Folders and files in Package images' }).waitFor();
    // Vite's dev client is on the page only when it is the dev server that answers.
    expect(await page.evaluate(() => [...document.scripts].some((script) => script.src.includes('/@vite/client')))).toBe(true);
  });

  it('uploads files to the media library', async () => {
    const first = path.join(files, 'Harbour #1.png');
    const second = path.join(files, 'harbour-2.png');
    await writeFile(first, renderBannerPng(BANNER_SCENES[0]!, 800, 500));
    await writeFile(second, renderBannerPng(BANNER_SCENES[1] ?? BANNER_SCENES[0]!, 640, 400));
    await page.getByLabel('Upload files', { exact: true }).setInputFiles([first, second]);
    const progress = page.getByRole('region', { name: 'Upload progress' });
    await expect.poll(() => progress.getByText('Uploaded', { exact: true }).count(), { timeout: STEP_TIMEOUT_MS }).toBe(2);
    expect(await progress.getByText(/^Failed/).count()).toBe(0);
    const list = page.getByRole('list', { name: 'Folders and files in Package images' });
    const thumbnail = list.getByRole('img', { name: 'Harbour -1.png' });
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
    await saveScreenshot(page, 'dev-server-media-upload');
    expect(consoleErrors).toEqual([]);
  });
});
