import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { systemRoutes } from '@tdp/shared/api/routes/system-routes';
import { answer } from '@tdp/shared/api/route-definition';
import { ApiError, setApiBaseUrl } from './api-client.ts';
import { isReadOf, readKey } from './read-key.ts';
import { isWorthRetrying, swrDefaults } from './swr-defaults.ts';
import { preloadApi, useApi } from './use-api.ts';

const packageRoute = { method: 'GET', path: '/packages/{id}', access: 'public', answer: answer<{ title: string }>() } as const;
const fetchMock = vi.fn<typeof fetch>();

function freshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{children}</SWRConfig>;
}

function PackageTitle({ id }: { id: string | null }) {
  const { data, error } = useApi(packageRoute, id ? { params: { id } } : null);
  if (error) return <p>failed: {error.code}</p>;
  return <p>{data ? data.title : 'waiting'}</p>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiBaseUrl('http://api.test');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setApiBaseUrl('');
});

describe('useApi', () => {
  it('reads a route once for all components asking for the same URL', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ title: 'Bali' }), { status: 200 }));
    render(
      <>
        <PackageTitle id="bali" />
        <PackageTitle id="bali" />
      </>,
      { wrapper: freshCache },
    );
    expect(await screen.findAllByText('Bali')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/packages/bali');
  });

  it('waits without calling the API while the route is null', () => {
    render(<PackageTitle id={null} />, { wrapper: freshCache });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exposes the ApiError of a failed read', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such package' } }), { status: 404 }));
    render(<PackageTitle id="gone" />, { wrapper: freshCache });
    expect(await screen.findByText('failed: NOT_FOUND')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses routes that change data', () => {
    const Delete = () => {
      useApi({ method: 'DELETE', path: '/packages/{id}', access: ['admin'] }, { params: { id: 'x' } });
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Delete />, { wrapper: freshCache })).toThrow('useApi reads GET routes only');
  });
});

describe('preloadApi', () => {
  // SWR's preload keeps its requests in the default cache, so this test renders without a fresh cache provider
  // and uses an id no other test reads.
  function DefaultCache({ children }: { children: ReactNode }) {
    return <SWRConfig value={swrDefaults}>{children}</SWRConfig>;
  }

  it('starts the read before any component renders, and the first useApi of that URL takes its answer', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ title: 'Preloaded Lisbon' }), { status: 200 }));
    preloadApi(packageRoute, { params: { id: 'preloaded-lisbon' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/packages/preloaded-lisbon');
    render(<PackageTitle id="preloaded-lisbon" />, { wrapper: DefaultCache });
    expect(await screen.findByText('Preloaded Lisbon')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts an answer that arrives before the component renders into the cache: its first render shows it, and nothing is asked again', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ title: 'Preloaded Kyoto' }), { status: 200 }));
    await preloadApi(packageRoute, { params: { id: 'preloaded-kyoto' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<PackageTitle id="preloaded-kyoto" />, { wrapper: DefaultCache });
    // No waiting: the very first render has the package.
    expect(screen.getByText('Preloaded Kyoto')).toBeTruthy();
    // The mount's revalidation takes the preloaded answer rather than a second request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands a failed read to the component as its error, without an unhandled rejection', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such package.' } }), { status: 404 }));
    preloadApi(packageRoute, { params: { id: 'preloaded-missing' } });
    render(<PackageTitle id="preloaded-missing" />, { wrapper: DefaultCache });
    expect(await screen.findByText('failed: NOT_FOUND')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses routes that change data', () => {
    expect(() => preloadApi({ method: 'POST', path: '/packages/deals', access: 'public' })).toThrow(/GET routes only/);
  });
});

describe('readKey', () => {
  it('is the route and the path and query of the call, for mutate() after a change', () => {
    expect(readKey(systemRoutes.health)).toBe('GET /health /health');
    expect(readKey({ method: 'GET', path: '/promotions' }, { query: { isFromAdmin: true } })).toBe('GET /promotions /promotions?isFromAdmin=true');
  });

  it("tells a route's reads from another route's whose URL looks alike", () => {
    const homepage = { method: 'GET', path: '/packages/six' } as const;
    const packagePage = readKey(packageRoute, { params: { id: 'six' } });
    expect(isReadOf(packagePage, packageRoute)).toBe(true);
    expect(isReadOf(packagePage, homepage)).toBe(false);
    expect(isReadOf([readKey(homepage), { page: 1 }], homepage)).toBe(true);
    expect(isReadOf('/packages/six', homepage)).toBe(false);
  });
});

describe('swrDefaults', () => {
  it('keeps a read fresh for 5 minutes, refetches it on focus and retries a failure twice', () => {
    expect(swrDefaults).toMatchObject({ dedupingInterval: 300_000, revalidateOnFocus: true, errorRetryCount: 2 });
  });

  it('retries failures a retry can fix, not refusals', () => {
    expect(isWorthRetrying(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
    expect(isWorthRetrying(new ApiError(503, 'INTERNAL', 'busy'))).toBe(true);
    expect(isWorthRetrying(new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down'))).toBe(true);
    expect(isWorthRetrying(new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(isWorthRetrying(new ApiError(403, 'FORBIDDEN', 'no'))).toBe(false);
  });
});
