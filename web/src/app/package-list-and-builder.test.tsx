import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render-routes.tsx';
import { editablePackage, packageRow, stubCatalogueApi, type FakeRequest } from '../test/stub-catalogue-api.ts';
import { PackagesPage } from '../features/admin-catalogue/components/packages-page.tsx';
import { PackageBuilderPage } from '../features/admin-package-builder/components/package-builder-page.tsx';

// The package list and the builder are two features; the way from one to the other and back is tested here, where
// both are in reach (a feature does not import another).

afterEach(() => {
  vi.unstubAllGlobals();
});

function pageOf(request: FakeRequest, rows: ReturnType<typeof packageRow>[]) {
  const page = Number(request.query.get('page'));
  const limit = Number(request.query.get('limit'));
  return { status: 200, body: { packages: rows.slice((page - 1) * limit, page * limit), total: rows.length } };
}

const lookups = {
  'GET /destinations/continents': { status: 200, body: [] },
  'GET /travel-styles': { status: 200, body: [] },
};

function listRequests(requests: FakeRequest[]) {
  return requests.filter((request) => request.path === '/packages/admin-all');
}

describe('Package list and builder', { timeout: 60_000 }, () => {
  it('opens with the search, filters and order of its address; Back from the builder restores them', async () => {
    const requests = stubCatalogueApi({
      ...lookups,
      'GET /departures': { status: 200, body: [] },
      'GET /tables': { status: 200, body: [] },
      'GET /packages/admin-all': (request) => pageOf(request, [packageRow(1)]),
      'GET /packages/edit-form/1': { status: 200, body: editablePackage(1) },
    });
    const listAddress = '/admin-dashboard/packages?q=nice&status=draft&style=4&sort=title&dir=desc';
    const { router } = renderRoutes(listAddress, {
      '/admin-dashboard/packages': <PackagesPage />,
      '/admin-dashboard/packages/edit/:id': <PackageBuilderPage />,
    });
    await screen.findByText('Package 1');
    const first = listRequests(requests)[0]!.query;
    expect([first.get('search'), first.get('status'), first.get('travelStyleId'), first.get('sort'), first.get('dir')]).toEqual([
      'nice',
      'draft',
      '4',
      'title',
      'desc',
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search packages' }) as HTMLInputElement).value).toBe('nice');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('draft');
    expect(screen.getByRole('columnheader', { name: /Package/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('link', { name: 'Edit Package 1' }));
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(router.state.location.pathname).toBe('/admin-dashboard/packages/edit/1');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Packages' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(listAddress));
    await screen.findByText('Package 1');
    const again = listRequests(requests).at(-1)!.query;
    expect([again.get('search'), again.get('status'), again.get('sort'), again.get('dir')]).toEqual(['nice', 'draft', 'title', 'desc']);
  });
});
