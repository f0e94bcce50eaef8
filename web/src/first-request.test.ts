import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { appRouterOptions, appRoutes } from './app/router.tsx';
import { startFirstPageData } from './app/routes/first-page-data.ts';
import { setApiBaseUrl } from './lib/api-client.ts';
import { testRuntimeConfig } from './test/test-config.ts';

/** A request `fetch` received: method, address and body text. */
type Sent = [method: string, url: string, body: string | undefined];

const sent: Sent[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  sent.push([init?.method ?? 'GET', String(input), typeof init?.body === 'string' ? init.body : undefined]);
  const url = String(input);
  if (url === '/config.json') return new Response(JSON.stringify({ ...testRuntimeConfig, apiBaseUrl: '', cdnPrefix: '/media/' }), { status: 200 });
  if (new URL(url, 'https://site.test').pathname === '/packages/deals') return new Response(JSON.stringify({ packages: [{ id: 3, banner_image: 'package-images/first deal.png' }], total: 1 }), { status: 200 });
  return new Response(JSON.stringify({ banner_image: 'package-images/banner-beach.png' }), { status: 200 });
});

beforeEach(() => {
  sent.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiBaseUrl('');
  window.history.replaceState(null, '', '/');
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

/** What the app's routes ask for first at this address (app/routes/first-page-data.ts through apiFetch). */
function appFirstRequests(address: string): Sent[] {
  const router = createMemoryRouter(appRoutes, { ...appRouterOptions, initialEntries: [address] });
  sent.length = 0;
  setApiBaseUrl('https://site.test');
  startFirstPageData(router.state, { ...testRuntimeConfig, apiBaseUrl: 'https://site.test' });
  router.dispose();
  return sent.splice(0);
}

describe('firstRequestOf', () => {
  const addresses = [
    '/deals',
    '/deals/',
    '/DEALS',
    '/deals?destinationIds=%5B%22country-12%22%2C%22continent-2%22%5D&travelStyleIds=%5B3%2C28%5D',
    '/deals?travelStyleIds=not-a-list',
    '/deals/disney',
    '/deals/disney?destinationIds=%5B%22continent-2%22%5D',
    '/cruise-deals',
    '/cruise-deals/4/2/33',
    '/cruise-deals/5/2',
    '/cruise-deals/4?destinationIds=%5B%22city-7%22%5D',
    '/deals/7-night-st-john-s-all-inclusive-at-blue-horizon-island-resort',
    '/deals/caf%C3%A9-de-paris',
    '/',
    '/contact-us',
    '/holidays/somewhere-new',
  ];

  it.each(addresses)('asks for %s exactly what the app’s routes ask for (method, address, body), or nothing when they ask nothing', async (address) => {
    const { firstRequestOf } = await import('./first-request.ts');
    const app = appFirstRequests(address);
    const url = new URL(address, 'https://site.test');
    const early = firstRequestOf(url.pathname, url.search);
    expect(early === null ? [] : [[early.method, `https://site.test${early.path}`, early.body === undefined ? undefined : JSON.stringify(early.body)]]).toEqual(app);
  });
});

describe('first-request.ts, run as the page’s first script', () => {
  it('asks for /config.json and the package of a package page, preloads its banner, and hands both to the app', async () => {
    window.history.replaceState(null, '', '/deals/lisbon-city-break');
    vi.resetModules();
    const { runtimeConfigResponse } = await import('./first-request.ts');
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
    expect(sent.map(([method, url]) => `${method} ${url}`)).toEqual(['GET /config.json', 'GET /packages/lisbon-city-break']);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/media/package-images/banner-beach.png');
    // The app reads the same answers: the config's body is still unread, and the package is taken, not asked again.
    expect(await (await runtimeConfigResponse).json()).toMatchObject({ cdnPrefix: '/media/' });
    const { apiFetch } = await import('./lib/api-client.ts');
    const { routes } = await import('@tdp/shared/api/routes');
    expect(await apiFetch(routes.getPackage, { params: { id: 'lisbon-city-break' } })).toEqual({ banner_image: 'package-images/banner-beach.png' });
    expect(sent).toHaveLength(2);
  });

  it('asks only for /config.json on a page without a main read', async () => {
    window.history.replaceState(null, '', '/contact-us');
    vi.resetModules();
    await import('./first-request.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map(([method, url]) => `${method} ${url}`)).toEqual(['GET /config.json']);
  });

  it('starts nothing more when /config.json cannot be read, leaving the app to say so', async () => {
    window.history.replaceState(null, '', '/deals');
    fetchMock.mockImplementationOnce(async () => new Response('<html>', { status: 502 }));
    vi.resetModules();
    await import('./first-request.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('preloadPicture', () => {
  it('asks the browser for the picture at high priority, for the page’s <img> of the same address to take', async () => {
    const { preloadPicture } = await import('./first-request.ts');
    preloadPicture('https://media.test/package-images/banner-beach.png');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.href).toBe('https://media.test/package-images/banner-beach.png');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    link?.remove();
  });
});
