import { describe, expect, it } from 'vitest';
import { appendRows, changeRowPrices, changedPrice, departureInputOf, markRowsSoldOut, newDepartureRow, type DepartureRow } from './departure-rows.ts';

const row = (overrides: Partial<DepartureRow>): DepartureRow => ({
  ...newDepartureRow(undefined),
  departureCityId: 1,
  date: '2027-05-01',
  price: '1719.00',
  tax: '372.24',
  ...overrides,
});

describe('departure rows', () => {
  it('changes a price by an amount or a percentage, to the cent, never below zero', () => {
    expect(changedPrice('1719.00', { by: 'amount', value: 50 })).toBe('1769.00');
    expect(changedPrice('1719.00', { by: 'percent', value: -10 })).toBe('1547.10');
    expect(changedPrice('99.99', { by: 'percent', value: 3.333 })).toBe('103.32');
    expect(changedPrice('20.00', { by: 'amount', value: -50 })).toBe('0.00');
  });

  it('changes and marks sold out only the selected rows', () => {
    const rows = [row({ id: 'a' }), row({ id: 'b' }), row({ id: 'c', price: '' })];
    const changed = changeRowPrices(rows, new Set(['a', 'c']), { by: 'amount', value: 1 });
    expect(changed.map((entry) => entry.price)).toEqual(['1720.00', '1719.00', '']);
    expect(markRowsSoldOut(rows, new Set(['b'])).map((entry) => entry.availability)).toEqual(['available', 'sold-out', 'available']);
  });

  it('leaves out added rows that repeat a listed city, date and occupancy', () => {
    const result = appendRows([row({ id: 'a' })], [row({ id: 'b' }), row({ id: 'c', date: '2027-05-08' })]);
    expect(result.rows.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(result.skipped).toBe(1);
  });

  it('sends amounts as numbers and leaves empty optional texts out', () => {
    expect(departureInputOf(row({ id: 'a', note: '  ' }))).toEqual({
      id: 'a',
      departureCityId: 1,
      date: '2027-05-01',
      price: 1719,
      tax: 372.24,
      occupancy: 'double',
      availability: 'available',
    });
  });
});
