/**
 * Arithmetic on calendar dates written `YYYY-MM-DD`. A calendar date has no time of day and no time zone, so
 * it is counted as a day number in UTC, where every day has 24 hours: adding seven days to the Saturday before
 * a daylight-saving change gives the next Saturday, whatever zone the machine runs in. (Adding 7 × 24 hours to
 * a local midnight would land on 23:00 or 01:00 and, read back as a date, could slip a day.)
 */

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / MS_PER_DAY);
}

/** The calendar date of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The date `days` days after `isoDate` (before it when negative). */
export function addCalendarDays(isoDate: string, days: number): string {
  return dateOfDayNumber(dayNumber(isoDate) + days);
}

/** Day of the week of a calendar date: 0 Sunday, 1 Monday, ... 6 Saturday (as `Date.getDay`). */
export function weekdayOf(isoDate: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(isoDate) + 4) % 7) + 7) % 7;
}

/** The travel month `YYYY-MM` of a calendar date. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The month `steps` months after `YYYY-MM` (before it when negative). */
export function shiftMonth(month: string, steps: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + steps;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  return shiftMonth(month, 1);
}

/** Every month `YYYY-MM` a span of days touches, from `start`'s to `end`'s, at most `limit` of them. */
export function monthsSpanned(start: string, end: string, limit = Number.POSITIVE_INFINITY): string[] {
  const months: string[] = [];
  const last = monthOf(end);
  for (let month = monthOf(start); month <= last && months.length < limit; month = nextMonth(month)) months.push(month);
  return months;
}
