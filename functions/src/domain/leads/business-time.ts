import { WEEK_DAYS, type BusinessHours, type WeekDay } from '@tdp/shared/schemas/lead-routing';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { nextIsoDate, zoneOffsetMs } from './agency-days.ts';

/**
 * Business time at the agency: the call centre's opening hours in its time zone, less its statutory holidays. A
 * first-contact deadline of "2 business hours" counts only the minutes the call centre is open, so a lead sent at
 * 4:55 p.m. is due late the next open morning. Every day is read on the agency's wall clock, so a daylight-saving
 * change moves the instants, never the opening hours.
 */
export interface BusinessCalendar {
  hours: BusinessHours;
  /** Closed agency days, `YYYY-MM-DD`. */
  holidays: ReadonlySet<string>;
  timeZone?: string;
}

const MINUTE_MS = 60_000;
/** A calendar open at least one day a week finds an open minute within a year, holidays and all. */
const MAX_DAYS_SEARCHED = 800;

/** The weekday of an ISO date. */
export function weekDayOf(isoDate: string): WeekDay {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

/** The instant (ms) the agency's wall clock reads `HH:mm` on `isoDate` (the later reading when a clock change repeats it). */
export function agencyWallClockInstant(isoDate: string, time: string, timeZone: string = AGENCY_TIME_ZONE): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes: the offset at the first guess may differ from the offset at the answer on a change day.
  let instant = asUtc - zoneOffsetMs(asUtc, timeZone);
  instant = asUtc - zoneOffsetMs(instant, timeZone);
  return instant;
}

/** The open interval of an agency day in ms, or null when the call centre is closed that day. */
function openingOf(isoDate: string, calendar: BusinessCalendar): { open: number; close: number } | null {
  if (calendar.holidays.has(isoDate)) return null;
  const hours = calendar.hours[weekDayOf(isoDate)];
  if (!hours) return null;
  const timeZone = calendar.timeZone ?? AGENCY_TIME_ZONE;
  return { open: agencyWallClockInstant(isoDate, hours.open, timeZone), close: agencyWallClockInstant(isoDate, hours.close, timeZone) };
}

/**
 * The instant `durationMs` of business time after `start`: time outside opening hours (evenings, closed days,
 * holidays) does not count. A start outside opening hours counts from the next opening.
 */
export function addBusinessTime(start: Date, durationMs: number, calendar: BusinessCalendar): Date {
  const timeZone = calendar.timeZone ?? AGENCY_TIME_ZONE;
  let remaining = durationMs;
  let cursor = start.getTime();
  let day = isoDateInTimeZone(start, timeZone);
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched += 1) {
    const opening = openingOf(day, calendar);
    if (opening) {
      const from = Math.max(cursor, opening.open);
      if (from < opening.close) {
        if (remaining <= opening.close - from) return new Date(from + remaining);
        remaining -= opening.close - from;
      }
    }
    day = nextIsoDate(day);
    cursor = agencyWallClockInstant(day, '00:00', timeZone);
  }
  throw new Error('the business calendar has no open hours in the next two years');
}

/** Business hours as ms, e.g. 2 → 7,200,000. */
export function businessHoursMs(hours: number): number {
  return Math.round(hours * 60) * MINUTE_MS;
}
