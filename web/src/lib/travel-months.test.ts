import { describe, expect, it } from 'vitest';
import { formatMonth } from './intl.ts';
import { agencyMonth, travelMonthChoices } from './travel-months.ts';

describe('travel months', () => {
  it('counts the month at the agency (Vancouver), not in UTC', () => {
    // 1 May 2027, 03:00 UTC is still 30 April in Vancouver.
    expect(agencyMonth(new Date('2027-05-01T03:00:00Z'))).toBe('2027-04');
  });

  it('offers twelve months from the agency month, across the new year, with chosen ones kept', () => {
    const months = travelMonthChoices(new Date('2027-04-15T18:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2027-04');
    expect(months.at(-1)).toBe('2028-03');
    expect(travelMonthChoices(new Date('2027-04-15T18:00:00Z'), ['2026-12', '2027-05'])).toEqual(['2026-12', ...months]);
  });

  it('names a month the same everywhere', () => {
    expect(formatMonth('2027-04')).toBe('Apr 2027');
    expect(formatMonth('2028-12')).toBe('Dec 2028');
  });
});
