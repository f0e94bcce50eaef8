import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import type { PricingTable, PricingTableSummary } from '@tdp/shared/schemas/pricing-table';
import { audit } from '../../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams } from '../../../test/fake-api.ts';
import { TablesPage } from './tables-page.tsx';

// Fluent renders slowly on a busy machine: give the screen time rather than fail on a slow render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const cruise: PricingTable = {
  id: 7,
  name: 'Alaska cruise 2027',
  columns: [
    { key: 'cabin', label: 'Cabin' },
    { key: 'price', label: 'Price' },
  ],
  rows: [
    { id: 'row-1', cells: { cabin: 'Inside', price: '$1,299' } },
    { id: 'row-2', cells: { cabin: 'Balcony', price: '$1,899' } },
  ],
  ...audit(3),
};
const summary = (table: PricingTable): PricingTableSummary => ({
  id: table.id,
  name: table.name,
  version: table.version,
  updatedAt: table.updatedAt,
  updatedBy: table.updatedBy,
});

function renderPage() {
  return renderWithProviders(<TablesPage />, { path: '/admin-dashboard/tables' });
}

describe('TablesPage', () => {
  it('opens the first table and edits cells in place: Enter moves down, Tab right, Escape puts back; Save sends the version', async () => {
    const requests = fakeApi({
      listPricingTables: [summary(cruise)],
      getPricingTable: forParams({ id: '7' }, cruise),
      updatePricingTableGrid: forParams({ id: '7' }, (request) => ({ ...cruise, ...request.body, ...audit(4) })),
    });
    renderPage();
    const grid = await screen.findByRole('table', { name: 'Grid of Alaska cruise 2027' });
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(within(grid).getByRole('button', { name: 'Price, row 1: $1,299' }));
    const first = within(grid).getByRole('textbox', { name: 'Price, row 1' });
    fireEvent.change(first, { target: { value: '$1,199' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    const below = within(grid).getByRole('textbox', { name: 'Price, row 2' }) as HTMLInputElement;
    expect(below.value).toBe('$1,899');
    fireEvent.change(below, { target: { value: 'sold out' } });
    fireEvent.keyDown(below, { key: 'Escape' });
    expect(within(grid).getByRole('button', { name: 'Price, row 2: $1,899' })).toBeTruthy();

    fireEvent.click(within(grid).getByRole('button', { name: 'Cabin, row 2: Balcony' }));
    const cabin = within(grid).getByRole('textbox', { name: 'Cabin, row 2' });
    // The editor takes the keyboard as it opens, so Tab goes to it and not to the page.
    await waitFor(() => expect(document.activeElement).toBe(cabin));
    fireEvent.keyDown(cabin, { key: 'Tab' });
    expect(within(grid).getByRole('textbox', { name: 'Price, row 2' })).toBeTruthy();
    fireEvent.keyDown(within(grid).getByRole('textbox', { name: 'Price, row 2' }), { key: 'Escape' });

    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      columns: cruise.columns,
      rows: [
        { id: 'row-1', cells: { cabin: 'Inside', price: '$1,199' } },
        { id: 'row-2', cells: { cabin: 'Balcony', price: '$1,899' } },
      ],
      version: 3,
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('adds a column named in place and a row, and checks the grid before saving', async () => {
    const requests = fakeApi({
      listPricingTables: [summary(cruise)],
      getPricingTable: forParams({ id: '7' }, cruise),
    });
    renderPage();
    const grid = await screen.findByRole('table', { name: 'Grid of Alaska cruise 2027' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add column' })[0]!);
    const heading = within(grid).getByRole('textbox', { name: 'Heading of column 3' });
    fireEvent.change(heading, { target: { value: 'Sailing date' } });
    fireEvent.keyDown(heading, { key: 'Enter' });
    expect(within(grid).getByRole('button', { name: 'Rename column Sailing date' })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Add row' })[0]!);
    fireEvent.click(within(grid).getByRole('button', { name: 'Sailing date, row 3: empty' }));
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Sailing date, row 3' }), { target: { value: 'x'.repeat(200) } });
    fireEvent.keyDown(within(grid).getByRole('textbox', { name: 'Sailing date, row 3' }), { key: 'Enter' });
    fireEvent.click(within(grid).getByRole('button', { name: 'Remove column Cabin' }));
    expect(within(grid).queryByRole('button', { name: 'Rename column Cabin' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('keeps the edited grid on a 409 and offers to reload the saved table', async () => {
    let version = 3;
    fakeApi({
      listPricingTables: [summary(cruise)],
      getPricingTable: forParams({ id: '7' }, () => ({
        ...cruise,
        rows: version === 3 ? cruise.rows : [{ id: 'row-1', cells: { cabin: 'Suite', price: '$3,999' } }],
        ...audit(version),
      })),
      updatePricingTableGrid: forParams({ id: '7' }, () => {
        version = 5;
        return apiError(409, 'CONFLICT', 'This table was changed since you loaded it.', { version: 'is 5 now' });
      }),
    });
    renderPage();
    const grid = await screen.findByRole('table', { name: 'Grid of Alaska cruise 2027' });
    fireEvent.click(within(grid).getByRole('button', { name: 'Cabin, row 1: Inside' }));
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Cabin, row 1' }), { target: { value: 'Oceanview' } });
    fireEvent.keyDown(within(grid).getByRole('textbox', { name: 'Cabin, row 1' }), { key: 'Enter' });
    fireEvent.keyDown(within(grid).getByRole('textbox', { name: 'Cabin, row 2' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Someone else saved this table')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Cabin, row 1: Oceanview' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await within(grid).findByRole('button', { name: 'Cabin, row 1: Suite' })).toBeTruthy();
    expect(screen.queryByText('Someone else saved this table')).toBeNull();
  });

  it('creates a table with starter columns and opens it', async () => {
    let list = [summary(cruise)];
    const created: PricingTable = {
      id: 8,
      name: 'River cruise 2027',
      columns: [
        { key: 'departure', label: 'Departure' },
        { key: 'price_per_person', label: 'Price per person' },
      ],
      rows: [{ id: 'row-1', cells: {} }],
      ...audit(1),
    };
    const stored: Record<string, PricingTable> = { '7': cruise, '8': created };
    const requests = fakeApi({
      listPricingTables: () => list,
      getPricingTable: (request) => stored[request.params.id!] ?? apiError(404, 'NOT_FOUND', 'No such table.'),
      createPricingTable: () => {
        list = [...list, summary(created)];
        return created;
      },
    });
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Grid of Alaska cruise 2027' });
    fireEvent.click(screen.getByRole('button', { name: 'New table' }));
    const dialog = await screen.findByRole('dialog', { name: 'New table' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Table name/ }), { target: { value: ' River cruise 2027 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create table' }));
    expect(await screen.findByRole('table', { name: 'Grid of River cruise 2027' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'River cruise 2027',
      columns: created.columns,
      rows: [{ id: 'row-1', cells: {} }],
    });
    expect(router.state.location.search).toBe('?id=8');
  });
});
