import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '@tdp/shared/schemas/lead-routing';
import { addBusinessTime, businessHoursMs, weekDayOf, type BusinessCalendar } from './business-time.ts';
import { CALL_CENTRE_HOURS } from './lead-routing-settings.ts';
import { bcStatutoryHolidays } from './statutory-holidays.ts';

/**
 * The call centre of the specification: Monday to Saturday, 9 to 5 Pacific, with BC's statutory holidays. Times are the
 * time zone database's (Node 24: tzdata 2026c), in which British Columbia last changed its clocks on 8 March 2026 and
 * keeps Pacific daylight time (UTC-7) all year from then on.
 */
const holidays = new Set([...bcStatutoryHolidays(2026), ...bcStatutoryHolidays(2027), ...bcStatutoryHolidays(2028)].map((holiday) => holiday.date));
const callCentre: BusinessCalendar = { hours: CALL_CENTRE_HOURS, holidays };
/** The same, closed on Saturdays too (an admin's choice). */
const weekdays: BusinessCalendar = { ...callCentre, hours: { ...CALL_CENTRE_HOURS, saturday: null } satisfies BusinessHours };

const TWO_HOURS = businessHoursMs(2);

function due(start: string, calendar: BusinessCalendar, duration = TWO_HOURS): string {
  return addBusinessTime(new Date(start), duration, calendar).toISOString();
}

describe('addBusinessTime: evenings, nights and weekends', () => {
  it('counts straight through inside opening hours', () => {
    // Tuesday 9 March 2027, 10:00 PDT (17:00Z) + 2 h = 12:00.
    expect(due('2027-03-09T17:00:00.000Z', callCentre)).toBe('2027-03-09T19:00:00.000Z');
  });

  it('carries what is left at closing time to the next opening: 4:30 p.m. + 2 h is 10:30 the next morning', () => {
    expect(due('2027-03-09T23:30:00.000Z', callCentre)).toBe('2027-03-10T17:30:00.000Z');
  });

  it('starts counting at the opening when the lead arrives at night or before opening', () => {
    // Tuesday 23:00 and Wednesday 07:00: both due Wednesday 11:00.
    expect(due('2027-03-10T06:00:00.000Z', callCentre)).toBe('2027-03-10T18:00:00.000Z');
    expect(due('2027-03-10T14:00:00.000Z', callCentre)).toBe('2027-03-10T18:00:00.000Z');
  });

  it('skips Sunday (closed), and Saturday too when the admin closes it', () => {
    // Saturday 6 March 2027 16:00: 1 h that day, then Monday 9:00 + 1 h.
    expect(due('2027-03-06T23:00:00.000Z', callCentre)).toBe('2027-03-08T17:00:00.000Z');
    // Friday 16:00 with Saturdays closed: Monday 10:00.
    expect(due('2027-03-05T23:00:00.000Z', weekdays)).toBe('2027-03-08T17:00:00.000Z');
  });

  it('counts a half, as the halfway reminder does: 45 minutes of business time', () => {
    // Tuesday 16:30: 30 minutes that day, 15 the next morning.
    expect(due('2027-03-09T23:30:00.000Z', callCentre, businessHoursMs(1.5) / 2)).toBe('2027-03-10T16:15:00.000Z');
  });
});

describe('addBusinessTime: statutory holidays', () => {
  it('skips a holiday as a closed day: Thursday 1 July 2027 (Canada Day)', () => {
    // Wednesday 30 June 16:00: 1 h that day, nothing on the 1st, Friday 2 July 9:00 + 1 h.
    expect(due('2027-06-30T23:00:00.000Z', callCentre)).toBe('2027-07-02T17:00:00.000Z');
  });

  it('skips Good Friday, then counts on the Saturday', () => {
    // Thursday 25 March 2027 16:30: 30 min, Good Friday closed, Saturday 27th 9:00 + 1 h 30.
    expect(due('2027-03-25T23:30:00.000Z', callCentre)).toBe('2027-03-27T17:30:00.000Z');
  });

  it('knows BC’s statutory holidays, moved days included', () => {
    expect(bcStatutoryHolidays(2027).map((holiday) => holiday.date)).toEqual([
      '2027-01-01',
      '2027-02-15',
      '2027-03-26',
      '2027-05-24',
      '2027-07-01',
      '2027-08-02',
      '2027-09-06',
      '2027-09-30',
      '2027-10-11',
      '2027-11-11',
      '2027-12-25',
    ]);
    // Canada Day 2029 is a Sunday: observed Monday the 2nd. Easter 2028 is 16 April: Good Friday the 14th.
    expect(bcStatutoryHolidays(2029).find((holiday) => holiday.name === 'Canada Day')!.date).toBe('2029-07-02');
    expect(bcStatutoryHolidays(2028).find((holiday) => holiday.name === 'Good Friday')!.date).toBe('2028-04-14');
    expect(bcStatutoryHolidays(2028).find((holiday) => holiday.name === 'Victoria Day')!.date).toBe('2028-05-22');
  });
});

describe('addBusinessTime: daylight saving', () => {
  it('keeps the opening hours on the wall clock when the clocks go forward (Sunday 8 March 2026)', () => {
    // Saturday 7 March 16:00 PST (00:00Z): 1 h, then Monday 9 March 9:00 PDT (16:00Z) + 1 h.
    expect(due('2026-03-08T00:00:00.000Z', callCentre)).toBe('2026-03-09T17:00:00.000Z');
  });

  it('keeps the opening hours on the wall clock when the clocks go back (a zone that still changes: Toronto, 1 November 2026)', () => {
    // Saturday 31 October 16:00 EDT (20:00Z): 1 h, then Monday 2 November 9:00 EST (14:00Z) + 1 h.
    expect(due('2026-10-31T20:00:00.000Z', { ...callCentre, timeZone: 'America/Toronto' })).toBe('2026-11-02T15:00:00.000Z');
  });

  it('follows the zone’s rules, not a fixed offset: BC no longer falls back on 1 November 2026', () => {
    // Saturday 31 October 16:00 PDT (23:00Z): 1 h, then Monday 2 November 9:00, still PDT (16:00Z) + 1 h.
    expect(due('2026-10-31T23:00:00.000Z', callCentre)).toBe('2026-11-02T17:00:00.000Z');
  });
});

describe('the done-when of issue #30', () => {
  it('a lead sent at 4:55 p.m. on Friday is due at 10:55 a.m. on Monday when Saturday is closed, the minute exact, across the clock change', () => {
    // Friday 6 March 2026 16:55 PST; the clocks go forward on Sunday; Monday 9 March 10:55 PDT.
    expect(weekDayOf('2026-03-06')).toBe('friday');
    expect(due('2026-03-07T00:55:00.000Z', weekdays)).toBe('2026-03-09T17:55:00.000Z');
    // With the specification's hours (open Saturday 9 to 5), the same lead is due Saturday 10:55 a.m. PST.
    expect(due('2026-03-07T00:55:00.000Z', callCentre)).toBe('2026-03-07T18:55:00.000Z');
  });

  it('refuses a calendar that never opens rather than looping', () => {
    const closed: BusinessCalendar = {
      hours: { ...weekdays.hours, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null },
      holidays: new Set(),
    };
    expect(() => addBusinessTime(new Date('2027-03-09T18:00:00.000Z'), TWO_HOURS, closed)).toThrow(/no open hours/);
  });
});
