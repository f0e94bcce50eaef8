import { useState } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { newDepartureRow, type DepartureRow } from '../departure-rows.ts';
import { DeparturesEditor } from './departures-editor.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const cities = [
  { id: 1, name: 'Vancouver' },
  { id: 2, name: 'Calgary' },
];

const row = (overrides: Partial<DepartureRow>): DepartureRow => ({
  ...newDepartureRow(undefined),
  departureCityId: 1,
  date: '2026-05-02',
  price: '1719.00',
  tax: '372.24',
  ...overrides,
});

function Editor({ initial = [], saved = null }: { initial?: DepartureRow[]; saved?: { id: number; version: number } | null }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <DeparturesEditor rows={rows} onChange={setRows} cities={cities} errors={{}} saved={saved} />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}

const rowsShown = (): DepartureRow[] => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as DepartureRow[];

describe('DeparturesEditor', () => {
  it('adds a departure and edits cells with the keyboard: arrows move, Enter or F2 edits, Enter keeps, Escape puts back', async () => {
    renderWithProviders(<Editor initial={[row({ id: 'a' })]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add departure' }));
    expect(rowsShown()).toHaveLength(2);
    expect(rowsShown()[1]).toMatchObject({ departureCityId: 1, price: '1719.00', date: '' });

    const priceCell = screen.getByRole('gridcell', { name: /Edit Price of departure 1/ });
    priceCell.focus();
    fireEvent.keyDown(priceCell, { key: 'Enter' });
    const editor = screen.getByRole('textbox', { name: 'Edit Price of departure 1' });
    fireEvent.change(editor, { target: { value: '1650' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(rowsShown()[0]!.price).toBe('1650');
    // Enter moved down a row; the all-in column shows the sum.
    expect(screen.getByRole('gridcell', { name: /Edit All-in of departure 1: \$2,022\.24/ })).toBeTruthy();

    const taxCell = screen.getByRole('gridcell', { name: /Edit Price of departure 2/ });
    fireEvent.keyDown(taxCell, { key: 'ArrowRight' });
    const moved = screen.getByRole('gridcell', { name: /Edit Taxes of departure 2/ });
    expect(document.activeElement).toBe(moved);
    fireEvent.keyDown(moved, { key: 'F2' });
    const taxEditor = screen.getByRole('textbox', { name: 'Edit Taxes of departure 2' });
    fireEvent.change(taxEditor, { target: { value: '999' } });
    fireEvent.keyDown(taxEditor, { key: 'Escape' });
    expect(rowsShown()[1]!.tax).toBe('372.24');
  });

  it('marks the selected departures sold out', async () => {
    renderWithProviders(<Editor initial={[row({ id: 'a' }), row({ id: 'b', date: '2026-05-09' })]} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select departure 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark sold out' }));
    expect(rowsShown().map((entry) => entry.availability)).toEqual(['available', 'sold-out']);
  });

  it('adds a series: Saturdays over three weeks from two cities at their own prices', async () => {
    renderWithProviders(<Editor />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a series' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-05-02' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-05-16' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vancouver' }));
    fireEvent.change(within(dialog).getByLabelText('Price from Vancouver'), { target: { value: '1719' } });
    fireEvent.change(within(dialog).getByLabelText('Taxes from Vancouver'), { target: { value: '372.24' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Calgary' }));
    fireEvent.change(within(dialog).getByLabelText('Price from Calgary'), { target: { value: '1799' } });
    expect(within(dialog).getByRole('status').textContent).toBe('6 departures will be added.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add departures' }));
    expect(rowsShown().map((entry) => `${entry.departureCityId} ${entry.date} ${entry.price} ${entry.tax}`)).toEqual([
      '1 2026-05-02 1719.00 372.24',
      '2 2026-05-02 1799.00 372.24',
      '1 2026-05-09 1719.00 372.24',
      '2 2026-05-09 1799.00 372.24',
      '1 2026-05-16 1719.00 372.24',
      '2 2026-05-16 1799.00 372.24',
    ]);
  });

  it('changes the price of the selection by a percentage, previewed first', async () => {
    renderWithProviders(<Editor initial={[row({ id: 'a' }), row({ id: 'b', date: '2026-05-09', price: '1000.00' })]} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select departure 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Percent (%)' }));
    fireEvent.change(within(dialog).getByLabelText('Change'), { target: { value: '-12.5' } });
    expect(within(dialog).getByRole('region', { name: 'Preview' }).textContent).toContain('$1,000.00 → $875.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(rowsShown().map((entry) => entry.price)).toEqual(['1719.00', '875.00']);
  });

  it('imports a CSV file into the grid of a package never saved: merged rows keep their id, the others are added', async () => {
    const requests = fakeApi({});
    renderWithProviders(<Editor initial={[row({ id: 'a', price: '1500.00' }), row({ id: 'b', date: '2026-05-09' })]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    const csv = [
      'City,Date,Price,Tax,Occupancy,Availability,Note',
      'vancouver,2026-05-02,1719,372.24,Double occupancy,,',
      '2,2026-05-16,$1799.50,380,double,sold out,"Upper deck, ocean view"',
    ].join('\r\n');
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [new File([csv], 'departures.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowsShown().map((entry) => [entry.id, entry.departureCityId, entry.date, entry.price, entry.tax, entry.availability, entry.note])).toEqual([
      ['a', 1, '2026-05-02', '1719.00', '372.24', 'available', ''],
      ['b', 1, '2026-05-09', '1719.00', '372.24', 'available', ''],
      [expect.any(String), 2, '2026-05-16', '1799.50', '380.00', 'sold-out', 'Upper deck, ocean view'],
    ]);
    expect(await screen.findByText('2 departures imported from the file (1 added, 1 replaced). Save the package to keep them.')).toBeTruthy();
    // Read in the browser: nothing was sent.
    expect(requests).toEqual([]);
  });

  it('replaces the rows with the file when asked', async () => {
    renderWithProviders(<Editor initial={[row({ id: 'a' }), row({ id: 'b', date: '2026-05-09' })]} saved={{ id: 7, version: 3 }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'replaces every departure' }));
    const csv = 'city,date,price,tax,occupancy\nCalgary,2026-06-06,999,99,quad\nVancouver,2026-05-09,1650,372.24,double\n';
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [new File([csv], 'departures.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowsShown().map((entry) => `${entry.id === 'b' ? 'b' : 'new'} ${entry.departureCityId} ${entry.date} ${entry.price} ${entry.occupancy}`)).toEqual([
      'new 2 2026-06-06 999.00 quad',
      'b 1 2026-05-09 1650.00 double',
    ]);
  });

  it('reports every refused row with its line, column and reason, and changes no row', async () => {
    renderWithProviders(<Editor initial={[row({ id: 'a' })]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    const csv = [
      'city,date,price,tax,occupancy',
      'Kelowna,2026-05-09,1719,372.24,double',
      'Vancouver,2026-05-16,12.345,abc,double',
      'Calgary,2026-05-23,100,10,double',
    ].join('\n');
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [new File([csv], 'departures.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('table', { name: 'Nothing was imported' });
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((line) => line.textContent),
    ).toEqual(['2city"Kelowna" is not a departure city', '3pricemust have at most two decimals', '3taxmust be a number, e.g. 1719.00']);
    expect(within(dialog).getByText('2 rows of the file were refused; nothing was imported. Correct them and import the file again.')).toBeTruthy();
    expect(rowsShown().map((entry) => entry.id)).toEqual(['a']);

    // A file without its columns is refused as a whole.
    fireEvent.change(dialog.querySelector('input[type="file"]')!, {
      target: { files: [new File(['city,date,cost\nVancouver,2026-05-09,1'], 'other.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(within(dialog).getByText('The file cannot be read; nothing was imported.')).toBeTruthy());
    expect(within(within(dialog).getByRole('table', { name: 'Nothing was imported' })).getAllByRole('row')[1]!.textContent).toContain(
      'lacks the columns price, tax, occupancy',
    );
    expect(rowsShown().map((entry) => entry.id)).toEqual(['a']);
  });
});
