import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { routes } from '@tdp/shared/api/routes';
import { ApiError, setApiBaseUrl, type ApiRoute } from './api-client.ts';
import { isWorthRetrying, swrDefaults } from './swr-defaults.ts';
import { apiKey, preloadApi, useApi } from './use-api.ts';

const packageRoute: ApiRoute = { method: 'GET', path: '/packages/{id}', access: 'public' };
const fetchMock = vi.fn<typeof fetch>();

function freshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{children}</SWRConfig>;
}

function PackageTitle({ id }: { id: string | null }) {
  const { data, error } = useApi<{ title: string }>(id ? packageRoute : null, { id: id ?? '' });
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
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such package' } }), { status: 404 }),
    );
    render(<PackageTitle id="gone" />, { wrapper: freshCache });
    expect(await screen.findByText('failed: NOT_FOUND')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses routes that change data', () => {
    const Delete = () => {
      useApi({ method: 'DELETE', path: '/packages/{id}', access: ['admin'] }, { id: 'x' });
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
    preloadApi(packageRoute, { id: 'preloaded-lisbon' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/packages/preloaded-lisbon');
    render(<PackageTitle id="preloaded-lisbon" />, { wrapper: DefaultCache });
    expect(await screen.findByText('Preloaded Lisbon')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts an answer that arrives before the component renders into the cache: its first render shows it, and nothing is asked again', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ title: 'Preloaded Kyoto' }), { status: 200 }));
    await preloadApi(packageRoute, { id: 'preloaded-kyoto' });
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
    preloadApi(packageRoute, { id: 'preloaded-missing' });
    render(<PackageTitle id="preloaded-missing" />, { wrapper: DefaultCache });
    expect(await screen.findByText('failed: NOT_FOUND')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses routes that change data', () => {
    expect(() => preloadApi({ method: 'POST', path: '/packages/deals', access: 'public' })).toThrow(/GET routes only/);
  });
});

describe('apiKey', () => {
  it('is the path and query of the call, for mutate() after a change', () => {
    expect(apiKey(routes.health)).toBe('/health');
    expect(apiKey({ path: '/promotions' }, {}, { isFromAdmin: true })).toBe('/promotions?isFromAdmin=true');
  });
});

describe('swrDefaults', () => {
  it('follows the spec: fresh for 5 minutes, refetched on focus, 2 retries', () => {
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
