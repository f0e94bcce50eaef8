import { describe, expect, it } from 'vitest';
import { dateRangeSchema, dateRangesSchema, earliestDepartureOn, lastTravelDate } from './date-range.ts';

describe('date range entries', () => {
  it('accepts the three types with their date rules', () => {
    expect(dateRangeSchema.parse({ id: 'a', type: 'specific', start: '2027-01-05', end: '2027-01-05' }).type).toBe('specific');
    expect(dateRangeSchema.parse({ id: 'b', type: 'range', start: '2027-02-02', end: '2027-02-09' }).type).toBe('range');
    expect(dateRangeSchema.parse({ id: 'c', type: 'range', start: '2027-02-02', end: '2027-02-02' }).type).toBe('range');
    expect(dateRangeSchema.parse({ id: 'd', type: 'until', start: '2026-12-01', end: '2027-03-31' }).type).toBe('until');
  });

  it('refuses a range or until ending before it starts', () => {
    for (const type of ['range', 'until']) {
      const result = dateRangeSchema.safeParse({ id: 'x', type, start: '2027-02-09', end: '2027-02-02' });
      expect(result.error!.issues[0]).toMatchObject({ path: ['end'], message: 'must be on or after start' });
    }
  });

  it('refuses a specific date whose end differs from its start', () => {
    const result = dateRangeSchema.safeParse({ id: 'x', type: 'specific', start: '2027-01-05', end: '2027-01-06' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['end'], message: 'must equal start for a specific date' });
  });

  it('refuses unknown types, impossible dates and extra fields', () => {
    expect(dateRangeSchema.safeParse({ id: 'x', type: 'weekly', start: '2027-01-05', end: '2027-01-05' }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ id: 'x', type: 'specific', start: '2027-02-30', end: '2027-02-30' }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ id: 'x', type: 'specific', start: '2027-01-05', end: '2027-01-05', note: 'x' }).success).toBe(false);
  });

  it('refuses two entries with the same id', () => {
    const entry = { id: 'same', type: 'specific', start: '2027-01-05', end: '2027-01-05' };
    expect(dateRangesSchema.safeParse([entry, { ...entry, start: '2027-01-06', end: '2027-01-06' }]).error!.issues[0]!.path).toEqual([1, 'id']);
  });
});

describe('earliest departure', () => {
  const today = '2027-02-01';

  it('picks the soonest future day across types', () => {
    expect(
      earliestDepartureOn(
        [
          { type: 'specific', start: '2027-03-10', end: '2027-03-10' },
          { type: 'range', start: '2027-02-20', end: '2027-02-27' },
        ],
        today,
      ),
    ).toBe('2027-02-20');
  });

  it('counts today for a range already under way and for an until entry', () => {
    expect(earliestDepartureOn([{ type: 'range', start: '2027-01-20', end: '2027-02-10' }], today)).toBe(today);
    expect(earliestDepartureOn([{ type: 'until', start: '2026-11-01', end: '2027-03-31' }], today)).toBe(today);
  });

  it('is null when every entry is past', () => {
    expect(
      earliestDepartureOn(
        [
          { type: 'specific', start: '2027-01-31', end: '2027-01-31' },
          { type: 'until', start: '2026-01-01', end: '2027-01-31' },
        ],
        today,
      ),
    ).toBeNull();
    expect(earliestDepartureOn([], today)).toBeNull();
  });
});

describe('last travel date', () => {
  it('is the latest end of any entry, whatever their order and kind, or null without entries', () => {
    expect(lastTravelDate([])).toBeNull();
    expect(lastTravelDate([{ end: '2027-03-31' }, { end: '2027-11-02' }, { end: '2027-06-15' }])).toBe('2027-11-02');
  });
});
