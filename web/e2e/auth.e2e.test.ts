import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { findAccessibilityViolations } from './support/accessibility.ts';
import { launchBrowser, openPage, saveScreenshot, SCREENSHOT_DIR, VIEWPORTS, type ViewportName } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/** Short-lived access tokens, so the test sees the app refresh them (a quarter of the life before `exp`). */
const ACCESS_TOKEN_TTL_SECONDS = 30;
/** The app refreshes this long after a token was issued; reloads are done inside this quiet window. */
const QUIET_WINDOW_MS = ACCESS_TOKEN_TTL_SECONDS * 750;
const SESSION_KEYS = ['accessToken', 'refreshToken', 'role', 'username'];

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack({ env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

function storedSession(page: Page): Promise<Array<string | null>> {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);
}

function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('accessToken'));
}

/** Waits until the app has stored an access token other than `previous` (a refresh just finished). */
async function waitForRefreshAfter(page: Page, previous: string): Promise<string> {
  await page.waitForFunction((token) => [null, token].indexOf(localStorage.getItem('accessToken')) === -1, previous, {
    timeout: QUIET_WINDOW_MS + 10_000,
  });
  return (await storedAccessToken(page))!;
}

/** `exp` of an access token, in milliseconds. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return payload.exp * 1000;
}

async function signIn(page: Page, path: '/login' | '/admin-login', username: string, password: string) {
  await page.goto(`${stack.webUrl}${path}`);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Calls the admin-profile route with a token from outside the browser (unseen by the page); answers the HTTP status. */
async function profileStatusWith(token: string): Promise<number> {
  return (await fetch(`${stack.apiUrl}/api/admin/byusername/admin`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

describe('sessions in the browser', () => {
  it('signs the admin in, keeps the session across a reload, refreshes it transparently in two tabs, and signs out', { timeout: 240_000 }, async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await signIn(page, '/admin-login', 'admin', 'admin-dev-password');
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);
      const account = page.getByRole('group', { name: 'Signed in as Alex Morgan' });
      await account.waitFor();
      expect(await account.getByText('Operations Manager').isVisible()).toBe(true);
      await saveScreenshot(page, 'auth-admin-dashboard-desktop');
      // The header's account block on a phone: picture and Sign out (the visible top of the page is enough).
      await page.setViewportSize(VIEWPORTS.phone);
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'auth-admin-dashboard-phone.png') });
      await page.setViewportSize(VIEWPORTS.desktop);
      const [firstToken, refreshToken, role, username] = await storedSession(page);
      expect([role, username]).toEqual(['admin', 'admin']);
      expect(refreshToken).toBeTruthy();

      await page.reload();
      await account.waitFor();
      expect(page.url()).toBe(`${stack.webUrl}/admin-dashboard/top-best-bets`);
      expect(await storedAccessToken(page)).toBe(firstToken);

      // A second tab shares the session; both tabs' timers fire, and only one may spend the refresh token.
      const secondTab = await context.newPage();
      await secondTab.goto(`${stack.webUrl}/admin-dashboard/packages`);
      await secondTab.getByRole('button', { name: 'Sign out' }).waitFor();

      // The app refreshes on its own before the first token expires; past its expiry only the new one works.
      const currentToken = await waitForRefreshAfter(page, firstToken!);
      await page.waitForTimeout(Math.max(0, expiryOf(firstToken!) - Date.now() + 1500));
      expect(await storedAccessToken(page)).toBe(currentToken);
      expect(await secondTab.evaluate(() => localStorage.getItem('accessToken'))).toBe(currentToken);
      expect(await profileStatusWith(firstToken!)).toBe(401);
      expect(await profileStatusWith(currentToken)).toBe(200);

      // A reload while a refresh is on its way loses the new pair (the server has spent the old one), so the
      // reloads below start right after the next refresh, with the one after it QUIET_WINDOW_MS away.
      await waitForRefreshAfter(page, currentToken);

      // The app's own authenticated call after the expiry succeeds in both tabs (nothing was revoked).
      for (const tab of [page, secondTab]) {
        const profileAnswer = tab.waitForResponse((response) => response.url().includes('/api/admin/byusername/') && response.status() === 200);
        await tab.reload();
        await profileAnswer;
        await tab.getByRole('group', { name: 'Signed in as Alex Morgan' }).waitFor();
      }

      // A call answered 401 is retried once after one refresh.
      let refused = false;
      await page.route('**/api/admin/byusername/**', async (route) => {
        if (refused) return route.continue();
        refused = true;
        await route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"error":{"code":"UNAUTHORIZED","message":"The access token is not valid."}}',
        });
      });
      const tokenBefore401 = await storedAccessToken(page);
      const refreshAnswer = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh_token'));
      const retriedAnswer = page.waitForResponse((response) => response.url().includes('/api/admin/byusername/') && response.status() === 200);
      await page.reload();
      expect((await refreshAnswer).status()).toBe(200);
      expect((await retriedAnswer).status()).toBe(200);
      await page.getByRole('group', { name: 'Signed in as Alex Morgan' }).waitFor();
      expect(await storedAccessToken(page)).not.toBe(tokenBefore401);
      await page.unroute('**/api/admin/byusername/**');

      const logoutAnswer = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
      await page.getByRole('button', { name: 'Sign out' }).click();
      expect((await logoutAnswer).status()).toBe(204);
      await page.waitForURL(`${stack.webUrl}/admin-login`);
      expect(await storedSession(page)).toEqual([null, null, null, null]);
      // The other tab follows the sign-out.
      await secondTab.waitForURL(`${stack.webUrl}/admin-login`);
    } finally {
      await context.close();
    }
  });

  it('says so when the password is wrong, and keeps the visitor signed out', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await signIn(page, '/login', 'agent', 'not-the-password');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('The username or password is not correct.');
      await saveScreenshot(page, 'auth-login-wrong-password-desktop');
      expect(page.url()).toBe(`${stack.webUrl}/login`);
      expect(await storedSession(page)).toEqual([null, null, null, null]);
    } finally {
      await context.close();
    }
  });

  it('lets an agent into the portal but not into the admin dashboard', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await signIn(page, '/login', 'agent', 'agent-dev-password');
      await page.waitForURL(`${stack.webUrl}/agent-dashboard`);
      // An agent lands where the work is: the portal home, their open leads first.
      await page.getByRole('heading', { level: 2, name: 'My open leads' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('agent');
      // An agent at an admin address is told why, with the way to their portal, not sent to the admin sign-in.
      await page.goto(`${stack.webUrl}/admin-dashboard`);
      await page.getByRole('heading', { level: 1, name: 'This page is not for your account' }).waitFor();
      expect(page.url()).toBe(`${stack.webUrl}/admin-dashboard`);
      await page.getByRole('link', { name: 'Go to your Connected Agent portal' }).click();
      await page.waitForURL(/\/agent-dashboard/);
    } finally {
      await context.close();
    }
  });

  it('sends a visitor without a session from the portal to /login', async () => {
    const { page, context } = await openPage(browser, 'phone');
    try {
      await page.goto(`${stack.webUrl}/agent-dashboard/WelcomeVideo`);
      await page.waitForURL(`${stack.webUrl}/login`);
      await page.getByRole('heading', { level: 1, name: 'Connected Agent sign in' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it.each<[string, string, ViewportName]>([
    ['/login', 'Connected Agent sign in', 'desktop'],
    ['/login', 'Connected Agent sign in', 'phone'],
    ['/admin-login', 'Admin sign in', 'desktop'],
    ['/admin-login', 'Admin sign in', 'phone'],
    ['/ForgotPassword', 'Forgot your password?', 'desktop'],
    ['/ForgotPassword', 'Forgot your password?', 'phone'],
  ])('%s shows "%s" without accessibility violations (%s)', async (path, heading, viewport) => {
    const { page, context } = await openPage(browser, viewport);
    try {
      await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(`${heading} | TBB Travel`);
      await saveScreenshot(page, `auth${path.replace(/\//g, '-').toLowerCase()}-${viewport}`);
      expect(await findAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('resets a forgotten password through the e-mailed link, then signs in with the new one', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/ForgotPassword`);
      await page.getByRole('textbox', { name: 'Username or e-mail address' }).fill('jordan.lee@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();

      const outbox = (await (await fetch(`${stack.apiUrl}/__dev/outbox`)).json()) as { messages: Array<{ text?: string }> };
      const link = outbox.messages.map((message) => message.text?.match(/https?:\/\/\S+\/resetpassword\/\S+/)?.[0]).find(Boolean);
      expect(link).toBeTruthy();
      await page.goto(link!);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a new agent passphrase');
      await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('a new agent passphrase');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.waitForURL(`${stack.webUrl}/login`);
      expect(await page.getByRole('alert').textContent()).toContain('Your password has been changed.');

      await page.getByRole('textbox', { name: 'Username', exact: true }).fill('agent');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a new agent passphrase');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${stack.webUrl}/agent-dashboard`);

      // The link works once.
      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
