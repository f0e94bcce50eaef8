import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiError, fakeApi, reply } from '../../test/fake-api.ts';
import { publicRoutes } from './public-routes.tsx';

/** The deal page's route, as the router and the server renderer run it. */
const packageRoute = publicRoutes.find((route) => route.path === '/deals/:id')!;

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
    const requests = fakeApi({ getPackage: reply(200, pkg) });
    const { thrown } = await load('/deals/alaska-cruise-2026?utm_source=mail');
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/deals/alaska-inside-passage-cruise?utm_source=mail');
    // `replace`: a client-side navigation replaces the old address in the history.
    expect(answer.headers.get('X-Remix-Replace')).toBe('true');
    // Nothing else is read for a page that is not shown.
    expect(requests).toHaveLength(1);
  });

  it('shows the package at its current url, with the deals like it', async () => {
    fakeApi({ getPackage: reply(200, pkg), listRelatedPackages: [] });
    const { answer, thrown } = await load('/deals/alaska-inside-passage-cruise');
    expect(thrown).toBeUndefined();
    expect(Object.values((answer as { reads: Record<string, unknown> }).reads)).toEqual([{ data: pkg }, { data: [] }]);
  });

  it('keeps a package that does not exist as the page to show (404), not a redirect', async () => {
    fakeApi({ getPackage: apiError(404, 'NOT_FOUND', 'There is no such package, or it is no longer on sale.') });
    const { answer, thrown } = await load('/deals/no-such-deal');
    expect(thrown).toBeUndefined();
    expect(Object.values((answer as { reads: Record<string, { error: { status: number } }> }).reads)[0]!.error.status).toBe(404);
  });
});
