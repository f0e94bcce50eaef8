import { vi } from 'vitest';
import type { Role } from '@tdp/shared/api/route-definition';
import { appSession } from '../session/app-session.ts';
import { fakeAccessToken } from './fake-access-token.ts';

/**
 * How long app-level tests wait for a page: the whole app renders and each shell and page is a lazily
 * imported module, which takes seconds on a busy machine.
 */
export const APP_WAIT = { timeout: 10_000 } as const;

/** Test timeout for a test that renders the whole app. */
export const APP_TEST_TIMEOUT_MS = 30_000;

/** Puts a signed-in session in localStorage (as a previous visit would have) and lets the app read it. */
export function storeSignedInSession(role: Role, options: { username?: string; accessToken?: string } = {}): void {
  const username = options.username ?? role;
  const values = {
    accessToken: options.accessToken ?? fakeAccessToken({ role, username }),
    refreshToken: `refresh-${role}`,
    role,
    username,
  };
  Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
  appSession.syncFromStorage();
}

/** Forgets the session and the fake API (`fakeApi`, web/src/test/fake-api.ts) after a test. */
export function resetSessionAndApi(): void {
  localStorage.clear();
  appSession.syncFromStorage();
  vi.unstubAllGlobals();
}
