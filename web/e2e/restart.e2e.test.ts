import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage } from './support/browser.ts';

/**
 * Stored data survives a restart: an admin signs in and adds a travel style, the whole local stack stops and
 * starts again on the same ports and data folder, and the open page carries on: same session (its access
 * token still verifies, its refresh token still refreshes) and the travel style still there.
 */

const STYLE = 'Aurora Borealis Nights';

let dataDir: string;
let browser: Browser;
let stack: LocalStack | undefined;

interface Ports {
  apiPort: number;
  webPort: number;
  dynamoPort: number;
  s3Port: number;
}

function start(ports: Ports): Promise<LocalStack> {
  // vite.config.ts serves the build made once for this run from here.
  process.env.TDP_WEB_OUT_DIR = inject('webOutDir');
  return startLocalStack({ ...ports, dataDir, web: 'preview', seed: true, quiet: true });
}

function portOf(address: string): number {
  return Number(new URL(address).port);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tdp-restart-'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function session(page: Page): Promise<{ accessToken: string | null; refreshToken: string | null; role: string | null }> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    role: localStorage.getItem('role'),
  }));
}

/** A token shaped like ours whose `exp` has passed: the app must refresh before its next call. */
function expiredLookingToken(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 60 };
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.expired`;
}

async function profileStatus(apiUrl: string, token: string): Promise<number> {
  return (await fetch(`${apiUrl}/api/admin/byusername/admin`, { headers: { authorization: `Bearer ${token}` } })).status;
}

describe('restarting the local stack mid-session', () => {
  it('keeps the signed-in session and what the admin created', async () => {
    stack = await start({ apiPort: 0, webPort: 0, dynamoPort: 0, s3Port: 0 });
    const ports: Ports = {
      apiPort: portOf(stack.apiUrl),
      webPort: portOf(stack.webUrl),
      dynamoPort: portOf(stack.dynamoEndpoint),
      s3Port: portOf(stack.s3Endpoint),
    };
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/admin-login`);
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('admin-dev-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);

      await page.goto(`${stack.webUrl}/admin-dashboard/packages/travel-styles`);
      await page.getByRole('table', { name: 'Travel Styles' }).waitFor();
      await page.getByRole('textbox', { name: /Add a travel style/ }).fill(STYLE);
      await page.getByRole('button', { name: 'Add style' }).click();
      await page.getByRole('cell', { name: STYLE, exact: true }).waitFor();
      const before = await session(page);
      expect(before.role).toBe('admin');

      await stack.stop();
      stack = undefined;
      expect(
        await fetch(`http://127.0.0.1:${ports.apiPort}/health`).then(
          () => 'answered',
          () => 'refused',
        ),
      ).toBe('refused');
      stack = await start(ports);
      expect([stack.apiUrl, stack.webUrl]).toEqual([`http://127.0.0.1:${ports.apiPort}`, `http://127.0.0.1:${ports.webPort}`]);

      // The signing key lives in the data folder: the token issued before the restart still verifies.
      expect(await profileStatus(stack.apiUrl, before.accessToken!)).toBe(200);
      await page.reload();
      await page.getByRole('cell', { name: STYLE, exact: true }).waitFor();
      expect(page.url()).toBe(`${stack.webUrl}/admin-dashboard/packages/travel-styles`);

      // The refresh token family is stored too: with its access token expired, the page refreshes and carries on.
      await page.evaluate((token) => localStorage.setItem('accessToken', token), expiredLookingToken(before.accessToken!));
      await page.reload();
      await page.getByRole('cell', { name: STYLE, exact: true }).waitFor();
      await expect.poll(async () => (await session(page)).refreshToken, { timeout: 30_000 }).not.toBe(before.refreshToken);
      const after = await session(page);
      expect(after.role).toBe('admin');
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(await profileStatus(stack.apiUrl, after.accessToken!)).toBe(200);
      expect(page.url()).toBe(`${stack.webUrl}/admin-dashboard/packages/travel-styles`);
    } finally {
      await context.close();
    }
  });
});
