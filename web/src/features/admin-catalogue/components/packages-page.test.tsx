import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import type { AdminPackagePage } from '@tdp/shared/schemas/package';
import { editablePackage, packageRow } from '../../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams, type FakeHandlers, type FakeRequest } from '../../../test/fake-api.ts';
import { PackagesPage } from './packages-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOTAL = 75;

function pageOf(request: FakeRequest, rows = Array.from({ length: TOTAL }, (_, index) => packageRow(index + 1))): AdminPackagePage {
  const page = Number(request.query.get('page'));
  const limit = Number(request.query.get('limit'));
  return { packages: rows.slice((page - 1) * limit, page * limit), total: rows.length };
}

const lookups: FakeHandlers = { listContinents: [], listTravelStyles: [] };

function listRequests(requests: FakeRequest[]) {
  return requests.filter((request) => request.path === '/packages/admin-all');
}

describe('PackagesPage', { timeout: 60_000 }, () => {
  it('loads 60 packages at a time while fewer are loaded than match, and filters on the server', async () => {
    const requests = fakeApi({ ...lookups, listPackagesForAdmin: (request) => pageOf(request) });
    const { router } = renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    expect(await screen.findByText('Showing 60 of 75 packages')).toBeTruthy();
    expect(listRequests(requests)[0]!.query.get('limit')).toBe('60');

    fireEvent.click(screen.getByRole('button', { name: 'Load more packages' }));
    expect(await screen.findByText('Showing 75 of 75 packages')).toBeTruthy();
    expect(listRequests(requests).map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more packages' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    await waitFor(() => expect(listRequests(requests).at(-1)!.query.get('status')).toBe('draft'));
    expect(listRequests(requests).at(-1)!.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=draft');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search packages' }), { target: { value: 'nice' } });
    await waitFor(() => expect(listRequests(requests).at(-1)!.query.get('search')).toBe('nice'));
    expect(router.state.location.search).toBe('?q=nice&status=draft');
  });

  it('sorts by a column header on the server, turning it round on a second click, and keeps the order in the address', async () => {
    const requests = fakeApi({ ...lookups, listPackagesForAdmin: (request) => pageOf(request, [packageRow(1), packageRow(2)]) });
    const { router } = renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    const priceHeader = (await screen.findByRole('columnheader', { name: /All in/ })) as HTMLElement;
    expect(priceHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /Last changed/ }).getAttribute('aria-sort')).toBe('descending');
    expect(listRequests(requests)[0]!.query.get('sort')).toBe('updated');

    fireEvent.click(within(priceHeader).getByRole('button'));
    await waitFor(() => expect(listRequests(requests).at(-1)!.query.get('sort')).toBe('price'));
    expect(listRequests(requests).at(-1)!.query.get('dir')).toBe('asc');
    expect(router.state.location.search).toBe('?sort=price');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /All in/ }).getAttribute('aria-sort')).toBe('ascending'));

    fireEvent.keyDown(within(screen.getByRole('columnheader', { name: /All in/ })).getByRole('button'), { key: 'Enter' });
    await waitFor(() => expect(listRequests(requests).at(-1)!.query.get('dir')).toBe('desc'));
    expect(router.state.location.search).toBe('?sort=price&dir=desc');
    expect(screen.getByRole('columnheader', { name: /All in/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Last changed/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('shows the last travel date as Valid until, and the last day shown as Shown until', async () => {
    fakeApi({
      ...lookups,
      listPackagesForAdmin: (request) =>
        pageOf(request, [
          packageRow(1, {
            validUntil: '2027-01-31',
            dateRanges: [
              { id: 'a', type: 'range', start: '2027-02-01', end: '2027-03-15' },
              { id: 'b', type: 'specific', start: '2027-06-02', end: '2027-06-02' },
              { id: 'c', type: 'until', start: '2026-01-01', end: '2027-04-30' },
            ],
          }),
          packageRow(2, { validUntil: null, dateRanges: [] }),
        ]),
    });
    renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    const table = await screen.findByRole('table', { name: 'Packages' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const column = (name: string) => headers.findIndex((text) => text?.includes(name));
    const cells = (title: string) =>
      within(within(table).getByText(title).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Package 1')[column('Valid until')]).toBe('Jun 2, 2027');
    expect(cells('Package 1')[column('Shown until')]).toBe('Jan 31, 2027');
    expect(cells('Package 2')[column('Valid until')]).toBe('No dates');
    expect(cells('Package 2')[column('Shown until')]).toBe('No end date');
  });

  it('edits a price in place: checks it, sends that one field with the version the list showed in one request', async () => {
    let rows = [packageRow(1), packageRow(2)];
    const requests = fakeApi({
      ...lookups,
      listPackagesForAdmin: (request) => pageOf(request, rows),
      patchPackage: forParams({ id: '2' }, (request) => {
        rows = [packageRow(1), packageRow(2, { price: request.body.price, version: 2 })];
        return editablePackage(2, { version: 2 });
      }),
    });
    renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    fireEvent.click(await screen.findByRole('button', { name: '$1,002.00: change the price of Package 2' }));
    const input = screen.getByRole('spinbutton', { name: 'Price of Package 2' });
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Price must be 0 or more.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.change(input, { target: { value: '1799.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByRole('button', { name: '$1,799.50: change the price of Package 2' })).toBeTruthy();
    const writes = requests.filter((request) => request.path === '/packages/2');
    expect(writes.map((request) => [request.method, request.body])).toEqual([['PATCH', { price: 1799.5, version: 1 }]]);
  });

  it("shows a package priced by its departures at the day's all-in price, says how many are open, and links its price to them instead of editing it", async () => {
    fakeApi({
      ...lookups,
      listPackagesForAdmin: (request) =>
        pageOf(request, [
          packageRow(1, { price: 2565, tax: 494.8, priceSource: { from: 'departures', open: 3 } }),
          packageRow(2, { price: 2409, tax: 494.14, priceSource: { from: 'departures', open: 0 } }),
          packageRow(3, { price: 1500, tax: 120.5 }),
        ]),
    });
    renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    const first = (await screen.findByText('Package 1')).closest('tr')!;
    expect(within(first).getByText('$3,059.80')).toBeTruthy();
    expect(within(first).getByText('from 3 open departures')).toBeTruthy();
    const price = within(first).getByRole('link', { name: '$2,565.00: the price of Package 1 comes from its departures; open them' });
    expect(price.getAttribute('href')).toBe('/admin-dashboard/packages/edit/1#departures');
    expect(within(first).getByRole('link', { name: '$494.80: the tax of Package 1 comes from its departures; open them' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /change the price/ })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Published: change the status of Package 1' })).toBeTruthy();

    const second = screen.getByText('Package 2').closest('tr')!;
    expect(within(second).getByText('no open departures')).toBeTruthy();
    // A package at its own price: its all-in total, and its price and tax edited in place.
    const third = screen.getByText('Package 3').closest('tr')!;
    expect(within(third).getByText('$1,620.50')).toBeTruthy();
    expect(within(third).queryByText(/open departure/)).toBeNull();
    expect(within(third).getByRole('button', { name: '$1,500.00: change the price of Package 3' })).toBeTruthy();
  });

  it('offers Reload when the package was saved by someone else since the list loaded', async () => {
    fakeApi({
      ...lookups,
      listPackagesForAdmin: (request) => pageOf(request, [packageRow(1)]),
      patchPackage: forParams(
        { id: '1' },
        apiError(409, 'CONFLICT', 'This item changed since you loaded it. Reload to see the latest version.', { version: 'is out of date' }),
      ),
    });
    renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    fireEvent.click(await screen.findByRole('button', { name: 'Published: change the status of Package 1' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status of Package 1' }), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the status' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved “Package 1”');
    expect(alert.textContent).toContain('Reload to see their changes');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows the failure toast when a delete fails, after asking first', async () => {
    const requests = fakeApi({
      ...lookups,
      listPackagesForAdmin: (request) => pageOf(request, [packageRow(1)]),
      deletePackage: forParams({ id: '1' }, apiError(500, 'INTERNAL', 'Something went wrong.')),
    });
    renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Package 1' }));
    // Under jsdom, Fluent's focus manager (Tabster) may mark an open dialog aria-hidden after a moment.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete package?', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    // The toast and Fluent's live region both hold the text.
    expect((await screen.findAllByText('Failed to delete package. Please try again later.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('duplicates as a draft with one request to the server', async () => {
    const requests = fakeApi({
      ...lookups,
      listPackagesForAdmin: (request) => pageOf(request, [packageRow(1)]),
      duplicatePackage: forParams({ id: '1' }, editablePackage(9, { title: 'Package 1 (copy)', package_url: 'package-1-copy', status: 'draft' })),
    });
    renderWithProviders(<PackagesPage />, { path: '/admin-dashboard/packages' });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Package 1' }));
    expect((await screen.findAllByText('Draft copy “Package 1 (copy)” created.')).length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /packages/1/duplicate',
    ]);
  });
});
