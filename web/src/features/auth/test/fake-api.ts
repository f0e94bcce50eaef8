import { vi } from 'vitest';
import { abortAsFetchDoes } from '../../../test/abort-as-fetch-does.ts';
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
 * unknown requests answer 404. Returns the list of requests received, in order.
 */
export function stubApi(answers: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      abortAsFetchDoes(init);
      const url = new URL(String(input), 'http://api.test');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const request: FakeRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        authorization: headers.Authorization,
      };
      requests.push(request);
      const answer = answers[`${request.method} ${request.path}`];
      const { status, body, headers: answerHeaders } =
        typeof answer === 'function' ? await answer(request) : (answer ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not here.' } } });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...answerHeaders },
      });
    }),
  );
  return requests;
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
