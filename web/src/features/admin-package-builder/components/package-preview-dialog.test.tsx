import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { setAccessTokenProvider, setApiBaseUrl } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { PackageDetails } from '../../../components/package-details/package-details.tsx';
import { PackagePreviewDialog } from './package-preview-dialog.tsx';

// Fluent renders slowly on a busy machine: give the screen time rather than fail on a slow render.
configure({ asyncUtilTimeout: 5000 });

const audit = { version: 1, createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z' };
const draft: PublicPackage = {
  id: 9,
  package_url: 'alaska-2028-draft',
  title: 'Alaska 2028 (draft)',
  banner_image: 'package-images/banner-glacier.png',
  price: 1599,
  tax: 389.5,
  icons_data: [],
  dateRanges: [],
  destinationIds: [],
  travelStyleIds: [],
  departureCityIds: [],
  tabs: [{ tabName: 'Prices', layoutName: 'Layout 5', fields: { tableId: 12, intro: 'Per person.' } }],
  status: 'draft',
  validFrom: null,
  validUntil: null,
  seo: { title: '', description: '' },
  ...audit,
};
const unreleased = {
  id: 12,
  name: 'Alaska 2028 fares',
  columns: [
    { key: 'cabin', label: 'Cabin' },
    { key: 'may', label: 'May' },
  ],
  rows: [{ id: 'r1', cells: { cabin: 'Balcony', may: '$1,999' } }],
  ...audit,
};

const requests: Array<{ url: URL; authorization: string | undefined }> = [];

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  setAccessTokenProvider(() => 'admin-token');
  requests.length = 0;
  // Fluent's MessageBar watches its size; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // Like the API: a table no package on sale shows is answered to the admin view only.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
      requests.push({ url, authorization });
      const asAdmin = url.searchParams.get('isFromAdmin') === 'true' && authorization === 'Bearer admin-token';
      const body = url.pathname === '/packages/table/12' && asAdmin ? unreleased : { error: { code: 'NOT_FOUND', message: 'There is no such table.' } };
      return new Response(JSON.stringify(body), { status: body === unreleased ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(null);
  setApiBaseUrl('');
});

describe('PackagePreviewDialog', { timeout: 20_000 }, () => {
  it("reads the package's pricing tables as the admin, so a table no package on sale shows yet still appears", async () => {
    renderWithProviders(<PackagePreviewDialog pkg={draft} hasBanner onClose={() => undefined} />);
    expect(await screen.findByRole('table', { name: 'Alaska 2028 fares' })).toBeTruthy();
    const tableReads = requests.filter((request) => request.url.pathname === '/packages/table/12');
    expect(tableReads.map((request) => [request.url.search, request.authorization])).toEqual([['?isFromAdmin=true', 'Bearer admin-token']]);
  });

  it('leaves the public page reading tables as a visitor (no admin view, no token)', async () => {
    renderWithProviders(<PackageDetails pkg={draft} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    const tableReads = requests.filter((request) => request.url.pathname === '/packages/table/12');
    expect(tableReads.length).toBeGreaterThan(0);
    for (const request of tableReads) expect([request.url.search, request.authorization]).toEqual(['', undefined]);
  });
});
