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

/** Audit fields of a stored item, for fixtures. */
export function audit(version = 1) {
  return { version, createdAt: '2026-01-05T10:00:00.000Z', createdBy: 'admin', updatedAt: '2026-02-10T10:00:00.000Z', updatedBy: 'admin' };
}

/** A row of the admin package list, for fixtures. */
export function packageRow(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    package_url: `package-${id}`,
    title: `Package ${id}`,
    banner_image: `package-images/p${id}.png`,
    price: 1000 + id,
    tax: 100,
    icons_data: [],
    dateRanges: [],
    destinationName: 'Mexico',
    durationNights: 7,
    status: 'published',
    validUntil: '2099-12-31',
    version: 1,
    updatedAt: '2026-02-10T10:00:00.000Z',
    updatedBy: 'admin',
    ...overrides,
  };
}

/** A whole package as `GET /packages/edit-form/{id}` returns it, for fixtures. */
export function editablePackage(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    package_url: `package-${id}`,
    title: `Package ${id}`,
    banner_image: `package-images/p${id}.png`,
    price: 1000 + id,
    tax: 100,
    icons_data: [],
    dateRanges: [{ id: 'd1', type: 'until', start: '2026-01-01', end: '2099-12-31' }],
    destinationIds: ['country-1'],
    travelStyleIds: [13],
    departureCityIds: [],
    status: 'published',
    validFrom: null,
    validUntil: '2099-12-31',
    seo: { title: '', description: '' },
    tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: {} }],
    ...audit(1),
    ...overrides,
  };
}
