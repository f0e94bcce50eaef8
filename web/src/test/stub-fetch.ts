import { fakeFetch, reply } from './fake-api.ts';

/** A canned answer of the fake API: status, JSON body and headers (e.g. `Retry-After`). */
export interface StubAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request the fake API received. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

/** An answer, or a function of the request that returns one. */
export type StubHandler = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

/** An API error body as the server words it. */
export function apiErrorAnswer(status: number, code: string, message: string, fields?: Record<string, string>, headers?: Record<string, string>): StubAnswer {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } }, headers };
}

/**
 * Replaces `fetch` with a fake API answering `"METHOD /path"` keys; unknown requests answer 404. Returns the requests
 * received, in order. Undo with `vi.unstubAllGlobals()`. Keyed by address rather than by route: new tests use the typed
 * `fakeApi` (fake-api.ts), which this shares its fake `fetch` with.
 */
export function stubFetch(handlers: Record<string, StubHandler>): StubRequest[] {
  return fakeFetch(
    (seen): StubRequest => seen,
    async (request) => {
      const handler = handlers[`${request.method} ${request.path}`];
      const answer =
        typeof handler === 'function' ? await handler(request) : (handler ?? apiErrorAnswer(404, 'NOT_FOUND', `No stub for ${request.method} ${request.path}.`));
      return reply(answer.status, answer.body, answer.headers);
    },
  );
}
