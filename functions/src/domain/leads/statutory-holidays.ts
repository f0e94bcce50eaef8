import type { Holiday } from '@tdp/shared/schemas/lead-routing';

/**
 * British Columbia's statutory holidays of a year (the call centre is in Burnaby and Langley, and closed on them): the
 * defaults of the lead-routing settings, which the admin edits (an added closure, a holiday observed on another day).
 */

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The `n`th Monday of a month (1-based). */
function nthMonday(year: number, month: number, n: number): string {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstWeekday) % 7);
  return iso(year, month, firstMonday + (n - 1) * 7);
}

/** The Monday before May 25 (Victoria Day). */
function mondayBeforeMay25(year: number): string {
  const weekday = new Date(Date.UTC(year, 4, 24)).getUTCDay();
  return iso(year, 5, 24 - ((weekday + 6) % 7));
}

/** Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher). */
function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

function goodFriday(year: number): string {
  const easter = easterSunday(year);
  const friday = new Date(Date.UTC(year, easter.month - 1, easter.day - 2));
  return iso(year, friday.getUTCMonth() + 1, friday.getUTCDate());
}

/** A fixed-date holiday on a Sunday is observed the Monday after (Canada Day by statute; the others by practice). */
function observed(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? iso(year, month, day + 1) : iso(year, month, day);
}

/** BC's statutory holidays of `year`, in date order. */
export function bcStatutoryHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: nthMonday(year, 2, 3), name: 'Family Day' },
    { date: goodFriday(year), name: 'Good Friday' },
    { date: mondayBeforeMay25(year), name: 'Victoria Day' },
    { date: observed(year, 7, 1), name: 'Canada Day' },
    { date: nthMonday(year, 8, 1), name: 'British Columbia Day' },
    { date: nthMonday(year, 9, 1), name: 'Labour Day' },
    { date: observed(year, 9, 30), name: 'National Day for Truth and Reconciliation' },
    { date: nthMonday(year, 10, 2), name: 'Thanksgiving' },
    { date: observed(year, 11, 11), name: 'Remembrance Day' },
    { date: observed(year, 12, 25), name: 'Christmas Day' },
  ];
  return holidays.sort((a, b) => (a.date < b.date ? -1 : 1));
}
