import type { Page } from 'playwright-core';
import type { LocalStack } from '../../../infra/local/local-stack.ts';

/** The seeded local accounts (infra/local/seed/accounts-seed.ts). */
export const SEEDED_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin-dev-password', role: 'admin' },
  agent: { username: 'agent', password: 'agent-dev-password', role: 'agent' },
} as const;

/** A seeded account's session from the API's sign-in (for calls a test makes as that account). */
export async function signInThroughApi(
  stack: Pick<LocalStack, 'apiUrl'>,
  account: (typeof SEEDED_ACCOUNTS)[keyof typeof SEEDED_ACCOUNTS],
): Promise<{ accessToken: string; refreshToken: string; role: string }> {
  const answer = await fetch(`${stack.apiUrl}/api/auth/login/${account.role}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  if (!answer.ok) throw new Error(`Signing in as ${account.username} answered ${answer.status}`);
  return (await answer.json()) as { accessToken: string; refreshToken: string; role: string };
}

/**
 * Signs `page` in as a seeded account without the sign-in form: logs in through the API and stores the session as
 * the app does (accessToken, refreshToken, role, username in the browser), on a page of the site's origin.
 */
export async function signInThroughStorage(
  page: Page,
  stack: Pick<LocalStack, 'apiUrl' | 'webUrl'>,
  account: (typeof SEEDED_ACCOUNTS)[keyof typeof SEEDED_ACCOUNTS],
): Promise<void> {
  const session = await signInThroughApi(stack, account);
  await page.goto(`${stack.webUrl}/spinner`);
  await page.evaluate((values) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value)), {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    role: session.role,
    username: account.username,
  });
}
