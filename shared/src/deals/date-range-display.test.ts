import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DateRange } from '../schemas/date-range.ts';
import { formatCalendarDate, formatDateRangeParts, formatDateRanges } from './date-range-display.ts';

type Entry = Pick<DateRange, 'type' | 'start' | 'end'>;
const specific = (date: string): Entry => ({ type: 'specific', start: date, end: date });
const range = (start: string, end: string): Entry => ({ type: 'range', start, end });
const until = (end: string, start = '2026-01-01'): Entry => ({ type: 'until', start, end });

describe('formatDateRanges', () => {
  it('shows nothing for no dates', () => {
    expect(formatDateRanges([])).toBe('');
  });

  it('groups specific dates of a month as Mon d1, d2, year', () => {
    expect(formatDateRanges([specific('2027-01-05'), specific('2027-01-12')])).toBe('Jan 5, 12, 2027');
    expect(formatDateRanges([specific('2027-01-05')])).toBe('Jan 5, 2027');
  });

  it('sorts specific days and shows a repeated date once', () => {
    expect(formatDateRanges([specific('2027-01-19'), specific('2027-01-05'), specific('2027-01-12'), specific('2027-01-05')])).toBe('Jan 5, 12, 19, 2027');
  });

  it('keeps the same month of different years apart', () => {
    expect(formatDateRanges([specific('2028-01-07'), specific('2027-01-05')])).toBe('Jan 5, 2027 or Jan 7, 2028');
  });

  it('shows a range within a year as Mon D - Mon D, YYYY', () => {
    expect(formatDateRanges([range('2027-02-02', '2027-02-09')])).toBe('Feb 2 - Feb 9, 2027');
    expect(formatDateRanges([range('2027-03-28', '2027-04-04')])).toBe('Mar 28 - Apr 4, 2027');
  });

  it('adds the start year when a range crosses a year boundary', () => {
    expect(formatDateRanges([range('2026-12-28', '2027-01-04')])).toBe('Dec 28, 2026 - Jan 4, 2027');
  });

  it('shows a one-day range in the range form', () => {
    expect(formatDateRanges([range('2027-02-02', '2027-02-02')])).toBe('Feb 2 - Feb 2, 2027');
  });

  it('shows until entries as Valid Until Mon D, YYYY, using the end date', () => {
    expect(formatDateRanges([until('2027-03-31', '2026-11-01')])).toBe('Valid Until Mar 31, 2027');
  });

  it('joins with commas and a final or, in the documented order', () => {
    expect(formatDateRanges([until('2027-03-31'), range('2027-02-02', '2027-02-09'), specific('2027-01-12'), specific('2027-01-05')])).toBe(
      'Jan 5, 12, 2027, Feb 2 - Feb 9, 2027 or Valid Until Mar 31, 2027',
    );
  });

  it('joins two parts with or alone', () => {
    expect(formatDateRanges([specific('2027-01-05'), specific('2027-02-05')])).toBe('Jan 5, 2027 or Feb 5, 2027');
  });

  it('interleaves specific-date groups and ranges chronologically, until entries last', () => {
    expect(
      formatDateRanges([
        until('2027-01-15'),
        range('2027-03-01', '2027-03-08'),
        specific('2027-04-10'),
        range('2026-12-28', '2027-01-04'),
        specific('2027-02-14'),
      ]),
    ).toBe('Dec 28, 2026 - Jan 4, 2027, Feb 14, 2027, Mar 1 - Mar 8, 2027, Apr 10, 2027 or Valid Until Jan 15, 2027');
  });

  it('puts a group of specific dates before a range starting the same day, and ranges by end on a tie', () => {
    expect(formatDateRanges([range('2027-05-01', '2027-05-08'), range('2027-05-01', '2027-05-04'), specific('2027-05-01')])).toBe(
      'May 1, 2027, May 1 - May 4, 2027 or May 1 - May 8, 2027',
    );
  });

  it('shows repeated ranges and until entries once', () => {
    expect(
      formatDateRanges([range('2027-02-02', '2027-02-09'), range('2027-02-02', '2027-02-09'), until('2027-03-31'), until('2027-03-31', '2027-01-01')]),
    ).toBe('Feb 2 - Feb 9, 2027 or Valid Until Mar 31, 2027');
  });

  it('sorts several until entries by end', () => {
    expect(formatDateRanges([until('2027-06-30'), until('2027-03-31')])).toBe('Valid Until Mar 31, 2027 or Valid Until Jun 30, 2027');
  });

  it('reads dates as calendar dates, with no time-zone shift at month or year ends', () => {
    expect(formatDateRanges([specific('2027-01-01'), specific('2027-01-31')])).toBe('Jan 1, 31, 2027');
    expect(formatDateRanges([specific('2026-12-31')])).toBe('Dec 31, 2026');
    expect(formatDateRanges([specific('2028-02-29')])).toBe('Feb 29, 2028');
  });

  it('leaves out impossible dates and backwards ranges instead of failing', () => {
    const broken = [specific('2027-02-30'), specific('not a date'), range('2027-02-09', '2027-02-02'), until('2027-13-01'), specific('2027-01-05')];
    expect(formatDateRanges(broken as Entry[])).toBe('Jan 5, 2027');
    expect(formatDateRanges([{ type: 'weekly', start: '2027-01-05', end: '2027-01-05' } as unknown as Entry])).toBe('');
  });

  it('uses the English month names for English locales and falls back to English otherwise', () => {
    const entries = [specific('2027-09-05'), range('2027-05-01', '2027-06-01')];
    expect(formatDateRanges(entries, 'en-CA')).toBe('May 1 - Jun 1, 2027 or Sep 5, 2027');
    expect(formatDateRanges(entries, 'en-US')).toBe('May 1 - Jun 1, 2027 or Sep 5, 2027');
    expect(formatDateRanges(entries, 'de-DE')).toBe('May 1 - Jun 1, 2027 or Sep 5, 2027');
  });

  it('writes Canadian French days as Intl does (7 avr. 2027), the day before the month', () => {
    const entries = [specific('2027-09-05'), specific('2027-09-12'), range('2027-05-01', '2027-06-01'), range('2027-12-28', '2028-01-04'), until('2028-04-07')];
    expect(formatDateRanges(entries, 'fr-CA')).toBe('1 mai - 1 juin 2027, 5, 12 sept. 2027, 28 déc. 2027 - 4 janv. 2028 ou Valable jusqu’au 7 avr. 2028');
    const days = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2027-${String(month).padStart(2, '0')}-07`;
      expect(formatCalendarDate(iso, 'fr-CA')).toBe(days.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('names every month', () => {
    const months = Array.from({ length: 12 }, (_, index) => specific(`2027-${String(index + 1).padStart(2, '0')}-01`));
    expect(formatDateRangeParts(months).map((part) => part.split(' ')[0])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('never throws, shows each month group, range and until date once, and says or once', () => {
    const isoDate = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const entry = fc.record({ type: fc.constantFrom('specific', 'range', 'until'), start: isoDate, end: isoDate }) as fc.Arbitrary<Entry>;
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (generated) => {
        const entries = generated.map((e) => (e.type === 'specific' ? { ...e, end: e.start } : e));
        const parts = formatDateRangeParts(entries);
        const text = formatDateRanges(entries);
        const months = new Set(entries.filter((e) => e.type === 'specific').map((e) => e.start.slice(0, 7)));
        const ranges = new Set(entries.filter((e) => e.type === 'range' && e.start <= e.end).map((e) => `${e.start}/${e.end}`));
        const untils = new Set(entries.filter((e) => e.type === 'until').map((e) => e.end));
        expect(parts.filter((part) => part.startsWith('Valid Until'))).toHaveLength(untils.size);
        expect(parts.filter((part) => part.includes(' - '))).toHaveLength(ranges.size);
        expect(parts).toHaveLength(months.size + ranges.size + untils.size);
        expect(text.split(' or ')).toHaveLength(parts.length > 1 ? 2 : 1);
        expect(text === '').toBe(parts.length === 0);
      }),
    );
  });
});

describe('formatCalendarDate', () => {
  it('formats one date as Mon D, YYYY', () => {
    expect(formatCalendarDate('2027-03-31')).toBe('Mar 31, 2027');
    expect(formatCalendarDate('2027-02-30')).toBe('');
  });
});
