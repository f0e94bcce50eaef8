import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import type { DepartureRow } from '../departure-rows.ts';
import { DepartureSeriesDialog } from './departure-series-dialog.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const cities = [
  { id: 1, name: 'Vancouver' },
  { id: 2, name: 'Calgary' },
  { id: 3, name: 'Toronto' },
];

async function openDialog() {
  const onAdd = vi.fn<(rows: DepartureRow[]) => void>();
  renderWithProviders(<DepartureSeriesDialog cities={cities} onAdd={onAdd} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add a series of departures' });
  const type = (label: string, value: string) => {
    const input = within(dialog).getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  const tick = (name: string) => fireEvent.click(within(dialog).getByRole('checkbox', { name }));
  /** The message Fluent's Field shows under the field labelled `label`, if any. */
  const messageOf = (label: string) => {
    const input = within(dialog).getByLabelText(label);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '') ?? null;
  };
  return { dialog, onAdd, type, tick, messageOf };
}

describe('DepartureSeriesDialog', () => {
  it('prices each chosen city on its own; a city ticked later starts from the price above it', async () => {
    const { dialog, onAdd, type, tick } = await openDialog();
    expect(within(dialog).getByText('Tick the departure cities to price them.')).toBeTruthy();
    type('From', '2027-05-01');
    type('To', '2027-09-26');
    tick('Vancouver');
    type('Price from Vancouver', '1719');
    type('Taxes from Vancouver', '372.24');
    tick('Calgary');
    expect((within(dialog).getByLabelText('Price from Calgary') as HTMLInputElement).value).toBe('1719');
    expect((within(dialog).getByLabelText('Taxes from Calgary') as HTMLInputElement).value).toBe('372.24');
    type('Price from Calgary', '1799');
    type('Taxes from Calgary', '380');
    // Every Saturday from 1 May to 25 September 2027: 22 weeks from two cities.
    expect(within(dialog).getByRole('status').textContent).toBe('44 departures will be added.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add departures' }));
    const rows = onAdd.mock.calls[0]![0];
    expect(rows).toHaveLength(44);
    expect(rows.slice(0, 2).map((row) => [row.departureCityId, row.date, row.price, row.tax, row.occupancy])).toEqual([
      [1, '2027-05-01', '1719.00', '372.24', 'double'],
      [2, '2027-05-01', '1799.00', '380.00', 'double'],
    ]);
    expect(new Set(rows.filter((row) => row.departureCityId === 2).map((row) => `${row.price}+${row.tax}`))).toEqual(new Set(['1799.00+380.00']));
    expect(rows.at(-1)).toMatchObject({ departureCityId: 2, date: '2027-09-25' });
  });

  it("names each wrong field, the city's own price included, and adds nothing until they are right", async () => {
    const { dialog, onAdd, type, tick, messageOf } = await openDialog();
    tick('Vancouver');
    tick('Toronto');
    // A field says nothing before it has been left.
    expect(messageOf('Price from Vancouver')).toBeNull();
    type('From', '2027-05-01');
    type('To', '2027-04-30');
    type('Price from Vancouver', '1719.999');
    type('Taxes from Vancouver', 'abc');
    expect(messageOf('To')).toBe('To must be on or after from.');
    expect(messageOf('Price from Vancouver')).toBe('Price from Vancouver must have at most two decimals.');
    expect(messageOf('Taxes from Vancouver')).toBe('Taxes from Vancouver must be a number.');
    expect(messageOf('Price from Toronto')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add departures' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('Correct the marked fields first.');
    // Add shows the fields not left yet too.
    expect(messageOf('Price from Toronto')).toBe('Price from Toronto is required.');
    expect(messageOf('Taxes from Toronto')).toBe('Taxes from Toronto is required.');

    // Unticking every weekday and every city says so.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sat' }));
    tick('Vancouver');
    tick('Toronto');
    expect(within(dialog).getByText('Tick at least one day of the week.')).toBeTruthy();
    expect(within(dialog).getByText('Tick at least one departure city.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sun' }));
    type('To', '2027-05-09');
    tick('Toronto');
    type('Price from Toronto', '999');
    type('Taxes from Toronto', '0');
    expect(within(dialog).queryByText('Correct the marked fields first.')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('2 departures will be added.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add departures' }));
    expect(onAdd.mock.calls[0]![0].map((row) => [row.departureCityId, row.date, row.price, row.tax])).toEqual([
      [3, '2027-05-02', '999.00', '0.00'],
      [3, '2027-05-09', '999.00', '0.00'],
    ]);
  });

  it('says when no day in the dates falls on the chosen weekdays, and cannot add', async () => {
    const { dialog, type, tick } = await openDialog();
    type('From', '2027-05-03');
    type('To', '2027-05-07');
    tick('Calgary');
    type('Price from Calgary', '100');
    type('Taxes from Calgary', '10');
    expect(within(dialog).getByRole('status').textContent).toBe('No day in these dates falls on the chosen weekdays.');
    expect((within(dialog).getByRole('button', { name: 'Add departures' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
