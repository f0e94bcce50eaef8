import { useState } from 'react';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import type { Package } from '@tdp/shared/schemas/package';
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

const row = (overrides: Partial<DepartureRow>): DepartureRow => ({ ...newDepartureRow(undefined), departureCityId: 1, date: '2026-05-02', price: '1719.00', tax: '372.24', ...overrides });

function Editor({ initial = [], saved = null, onImported = () => {} }: { initial?: DepartureRow[]; saved?: { id: number; version: number } | null; onImported?: (pkg: Package) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <DeparturesEditor rows={rows} onChange={setRows} cities={cities} errors={{}} saved={saved} isDirty={false} onImported={onImported} />
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

  it('adds a series: Saturdays over three weeks from two cities', async () => {
    renderWithProviders(<Editor />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a series' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-05-02' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-05-16' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vancouver' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Calgary' }));
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '1719' } });
    fireEvent.change(within(dialog).getByLabelText('Taxes'), { target: { value: '372.24' } });
    expect(within(dialog).getByRole('status').textContent).toBe('6 departures will be added.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add departures' }));
    expect(rowsShown().map((entry) => `${entry.departureCityId} ${entry.date} ${entry.price}`)).toEqual([
      '1 2026-05-02 1719.00',
      '2 2026-05-02 1719.00',
      '1 2026-05-09 1719.00',
      '2 2026-05-09 1719.00',
      '1 2026-05-16 1719.00',
      '2 2026-05-16 1719.00',
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

  it("shows the server's report of refused rows and applies nothing", async () => {
    const onImported = vi.fn();
    const requests = fakeApi({
      importDepartures: () =>
        apiError(400, 'VALIDATION_FAILED', '2 rows of the file were refused; nothing was imported. Correct them and import the file again.', {
          'rows.3.city': '"Kelowna" is not a departure city',
          'rows.5.price': 'must be a number, e.g. 1719.00',
        }),
    });
    renderWithProviders(<Editor initial={[row({ id: 'a' })]} saved={{ id: 7, version: 3 }} onImported={onImported} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['city,date,price,tax,occupancy\n'], 'departures.csv', { type: 'text/csv' });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('table', { name: 'Nothing was imported' });
    expect(within(report).getAllByRole('row').slice(1).map((line) => line.textContent)).toEqual(['3city"Kelowna" is not a departure city', '5pricemust be a number, e.g. 1719.00']);
    expect(requests[0]!.body).toEqual({ csv: 'city,date,price,tax,occupancy\n', mode: 'merge', version: 3 });
    expect(onImported).not.toHaveBeenCalled();
    expect(rowsShown()).toHaveLength(1);
  });
});
