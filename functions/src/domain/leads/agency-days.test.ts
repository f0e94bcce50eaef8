import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { agencyDayStart, nextIsoDate } from './agency-days.ts';

const agencyClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENCY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `YYYY-MM-DD HH:MM` at the agency, from the time-zone database itself. */
function atAgency(instant: number): string {
  const part = (type: string) => agencyClock.formatToParts(new Date(instant)).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('agencyDayStart', () => {
  it('is 08:00 UTC on a winter day and 07:00 UTC on a summer day (Pacific time)', () => {
    expect(agencyDayStart('2026-01-07')).toBe('2026-01-07T08:00:00.000Z');
    expect(agencyDayStart('2026-07-01')).toBe('2026-07-01T07:00:00.000Z');
  });

  it('is the instant the agency clock shows midnight, on clock-change days too, whatever the rules of the year', () => {
    const days = ['2025-03-09', '2025-03-10', '2025-11-02', '2025-11-03', '2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02'];
    for (const day of days) {
      const start = Date.parse(agencyDayStart(day));
      expect(atAgency(start)).toBe(`${day} 00:00`);
      expect(atAgency(start - 60_000).slice(0, 10)).not.toBe(day);
    }
  });

  it('holds for any day of the decade', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        const start = Date.parse(agencyDayStart(day));
        return atAgency(start) === `${day} 00:00` && atAgency(start - 60_000).slice(0, 10) !== day;
      }),
      { numRuns: 300 },
    );
  });
});

describe('nextIsoDate', () => {
  it('rolls over months and years', () => {
    expect(nextIsoDate('2026-01-31')).toBe('2026-02-01');
    expect(nextIsoDate('2028-02-28')).toBe('2028-02-29');
    expect(nextIsoDate('2026-12-31')).toBe('2027-01-01');
  });
});
