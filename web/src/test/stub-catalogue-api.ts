import { fakeFetch, reply } from './fake-api.ts';

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
 * Keyed by address rather than by route: new tests use the typed `fakeApi` (fake-api.ts), whose fake `fetch` this shares.
 */
export function stubCatalogueApi(handlers: Record<string, Handler>): FakeRequest[] {
  return fakeFetch(
    ({ method, path, query, body }): FakeRequest => ({ method, path, query, body }),
    async (request) => {
      const handler = handlers[`${request.method} ${request.path}`];
      const answer =
        typeof handler === 'function' ? await handler(request) : (handler ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not here.' } } });
      return reply(answer.status, answer.body);
    },
  );
}

// Fixtures of the catalogue's answers live in catalogue-fixtures.ts; re-exported for the tests still on this fake.
export { audit, editablePackage, packageRow } from './catalogue-fixtures.ts';
