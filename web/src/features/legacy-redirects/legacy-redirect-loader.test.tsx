import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor } from '@testing-library/react';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { renderAppAt, type RenderedApp } from '../../test/render-in-app.tsx';
import { legacyRedirectLoader } from './legacy-redirect-loader.ts';

// Pages and menus load lazily; a busy test machine can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const tree = [
  { continent_id: 4, continent_name: 'Europe', countries: [{ id: 30, name: 'France', cities: [] }] },
  { continent_id: 5, continent_name: 'Mexico & Caribbean', countries: [{ id: 40, name: 'Mexico', cities: [] }] },
];

beforeEach(() => {
  // The deals page the redirects land on measures its layout; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function locationOf({ router }: RenderedApp): string {
  return router.state.location.pathname + router.state.location.search;
}

/** The loader's answer for an old address: the redirect it throws. */
async function redirectOf(path: string): Promise<Response> {
  try {
    await legacyRedirectLoader({ request: new Request(`http://site.test${path}`), params: {}, context: {} } as never);
  } catch (thrown) {
    return thrown as Response;
  }
  throw new Error(`${path} did not redirect`);
}

describe('legacy redirects', () => {
  it.each([
    ['/last-minute-deals', '/deals?travelStyleIds=[13]'],
    ['/cruises', '/cruise-deals?travelStyleIds=[4]'],
    ['/travel-destinations', '/deals'],
    ['/Last-Minute-Deals/', '/deals?travelStyleIds=[13]'],
  ])('replaces %s with %s, permanently', async (legacy, target) => {
    expect((await redirectOf(legacy)).status).toBe(301);
    const app = renderAppAt(legacy);
    await waitFor(() => expect(locationOf(app)).toBe(target), { timeout: 5000 });
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('sends an old destination page to the deals of the place of that name in the live tree', async () => {
    // Only what the redirect reads of each continent: an untyped answer.
    fakeApi({ listContinents: reply(200, tree) });
    const answer = await redirectOf('/travel-destinations/mexico-caribbean');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/deals?destinationIds=[%22country-40%22,%22continent-5%22]');
  });

  it('still lands on the deals list when the destination tree cannot be read', async () => {
    fakeApi({ listContinents: reply(404, {}) });
    const answer = await redirectOf('/travel-destinations/europe');
    expect(answer.headers.get('location')).toBe('/deals');
  });
});
