import { vi } from 'vitest';
import { abortAsFetchDoes } from './abort-as-fetch-does.ts';

/** A canned answer of the fake API: status and JSON body. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** One request the fake API received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** A 409 answer as the API words it, for tests. */
export function conflict(message: string, fields: Record<string, string>): FakeAnswer {
  return { status: 409, body: { error: { code: 'CONFLICT', message, fields } } };
}

/**
 * Replaces `fetch` with a fake API answering `"METHOD /path"` keys (a function may look at the request and
 * change what later answers return); unknown requests answer 404. Returns the requests received, in order.
 * Keyed by address rather than by route: new tests use the typed `fakeApi` (fake-api.ts).
 */
export function stubCatalogueApi(handlers: Record<string, Handler>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      abortAsFetchDoes(init);
      const url = new URL(String(input), 'http://api.test');
      const request: FakeRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      const handler = handlers[`${request.method} ${request.path}`];
      const answer =
        typeof handler === 'function'
          ? await handler(request)
          : (handler ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not here.' } } });
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

// Fixtures of the catalogue's answers live in catalogue-fixtures.ts; re-exported for the tests still on this fake.
export { audit, editablePackage, packageRow } from './catalogue-fixtures.ts';
