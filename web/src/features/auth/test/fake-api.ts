import { vi } from 'vitest';
import { fakeFetch, reply } from '../../../test/fake-api.ts';
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

/** A canned answer of the fake API: status, JSON body and headers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request the fake API received. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

/**
 * Replaces `fetch` with a fake API answering `"METHOD /path"` keys (a function may look at the request);
 * unknown requests answer 404. Returns the list of requests received, in order. Keyed by address: new tests use the
 * typed `fakeApi` (web/src/test/fake-api.ts), whose fake `fetch` this shares.
 */
export function stubApi(answers: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)>) {
  return fakeFetch(
    ({ method, path, body, authorization }): FakeRequest => ({ method, path, body, authorization }),
    async (request) => {
      const answer = answers[`${request.method} ${request.path}`];
      const { status, body, headers } =
        typeof answer === 'function' ? await answer(request) : (answer ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not here.' } } });
      return reply(status, body, headers);
    },
  );
}

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

/** Forgets the session and the fake API after a test. */
export function resetSessionAndApi(): void {
  localStorage.clear();
  appSession.syncFromStorage();
  vi.unstubAllGlobals();
}
