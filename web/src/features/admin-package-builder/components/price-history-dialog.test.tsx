import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceHistoryEntry } from '@tdp/shared/departures/price-history';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { PriceHistoryDialog } from './price-history-dialog.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const cityName = (id: number) => ({ 1: 'Vancouver', 2: 'Calgary' })[id] ?? `#${id}`;

const created: PriceHistoryEntry = {
  packageId: 7,
  version: 1,
  // 02:05 UTC on 2 May is the evening before at the agency (Pacific).
  changedAt: '2027-05-02T02:05:00.000Z',
  changedBy: 'alex.admin',
  package: { from: null, to: { price: 1719, tax: 372.24 } },
  departures: [
    { departureId: 'a', departureCityId: 1, date: '2027-06-05', from: null, to: { price: 1719, tax: 372.24 } },
    { departureId: 'b', departureCityId: 2, date: '2027-06-05', from: null, to: { price: 1799, tax: 380 } },
  ],
};

const changed: PriceHistoryEntry = {
  packageId: 7,
  version: 3,
  changedAt: '2027-05-10T19:30:00.000Z',
  changedBy: 'sam.admin',
  departures: [
    { departureId: 'b', departureCityId: 2, date: '2027-06-05', from: { price: 1799, tax: 380 }, to: { price: 1750, tax: 380 } },
    { departureId: 'a', departureCityId: 1, date: '2027-06-05', from: { price: 1719, tax: 372.24 }, to: null },
  ],
};

/** A cell's text with Intl's narrow no-break spaces as plain spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('PriceHistoryDialog', () => {
  it('shows when each change was made at the agency, who made it, and the first prices from “—”', async () => {
    const requests = fakeApi({ listPriceHistory: { items: [changed, created] } });
    renderWithProviders(<PriceHistoryDialog packageId={7} cityName={cityName} onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Price history' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual(['When (Pacific)', 'Who', 'Change']);
    const [newest, oldest] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

    expect(text(cells(newest)[0]!)).toBe('May 10, 2027, 12:30 p.m.');
    expect(cells(newest)[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2027-05-10T19:30:00.000Z');
    expect(text(cells(newest)[1]!)).toBe('sam.admin');
    expect(within(cells(newest)[2]!).getAllByRole('listitem').map(text)).toEqual([
      'Calgary Jun 5, 2027: $1,799.00 + $380.00 → $1,750.00 + $380.00',
      'Vancouver Jun 5, 2027: $1,719.00 + $372.24 → — (removed)',
    ]);

    // The creation: the evening of 1 May in Vancouver, not 2 May as in UTC.
    expect(text(cells(oldest)[0]!)).toBe('May 1, 2027, 7:05 p.m.');
    expect(within(cells(oldest)[2]!).getAllByRole('listitem').map(text)).toEqual([
      'Package “from” price: — → $1,719.00 + $372.24',
      'Vancouver Jun 5, 2027: — → $1,719.00 + $372.24',
      'Calgary Jun 5, 2027: — → $1,799.00 + $380.00',
    ]);
    expect(requests[0]!.params).toEqual({ id: '7' });
  });

  it('says so when no price has been recorded', async () => {
    fakeApi({ listPriceHistory: { items: [] } });
    renderWithProviders(<PriceHistoryDialog packageId={7} cityName={cityName} onClose={() => {}} />);
    expect(await screen.findByText('No price has changed since the history started.')).toBeTruthy();
  });
});
