import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { publicRoutes } from './public-routes.tsx';

/** The deal page's route, as the router and the server renderer run it. */
const packageRoute = publicRoutes.find((route) => route.path === 'deals/:id')!;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A published package as the public read answers it (only what the loader looks at matters here). */
const pkg = { id: 5, package_url: 'alaska-inside-passage-cruise', title: '7-Night Alaska Cruise', travelStyleIds: [4] };

/** Runs the route's loader for a deal page's address: its answer, or what it threw. */
async function load(path: string): Promise<{ answer?: unknown; thrown?: unknown }> {
  const url = new URL(`http://site.test${path}`);
  const args = { request: new Request(url), params: { id: decodeURIComponent(url.pathname.split('/').pop()!) }, context: {} } as unknown as LoaderFunctionArgs;
  try {
    return { answer: await (packageRoute.loader as (args: LoaderFunctionArgs) => Promise<unknown>)(args) };
  } catch (thrown) {
    return { thrown };
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the deal page loader', () => {
  it("redirects an old url of a package to its current page, permanently, keeping the address's query", async () => {
    const fetchMock = vi.fn(async () => json(200, pkg));
    vi.stubGlobal('fetch', fetchMock);
    const { thrown } = await load('/deals/alaska-cruise-2026?utm_source=mail');
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/deals/alaska-inside-passage-cruise?utm_source=mail');
    // `replace`: a client-side navigation replaces the old address in the history.
    expect(answer.headers.get('X-Remix-Replace')).toBe('true');
    // Nothing else is read for a page that is not shown.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the package at its current url, with the deals like it', async () => {
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => (String(input).includes('/packages/three') ? json(200, []) : json(200, pkg))));
    const { answer, thrown } = await load('/deals/alaska-inside-passage-cruise');
    expect(thrown).toBeUndefined();
    expect(Object.values((answer as { reads: Record<string, unknown> }).reads)).toEqual([{ data: pkg }, { data: [] }]);
  });

  it('keeps a package that does not exist as the page to show (404), not a redirect', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(404, { error: { code: 'NOT_FOUND', message: 'There is no such package, or it is no longer on sale.' } })));
    const { answer, thrown } = await load('/deals/no-such-deal');
    expect(thrown).toBeUndefined();
    expect(Object.values((answer as { reads: Record<string, { error: { status: number } }> }).reads)[0]!.error.status).toBe(404);
  });
});
