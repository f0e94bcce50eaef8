import type { Webinar } from '@tdp/shared/schemas/webinar';
import { WEBINAR_TIME_ZONE } from '@tdp/shared/schemas/webinar';
import { LOCALE } from '../../lib/intl.ts';

/** Webinars of one calendar month (in Pacific time), in the order given. */
export interface WebinarMonth {
  /** `YYYY-MM` of the start in Vancouver. */
  key: string;
  /** e.g. `November 2026`. */
  label: string;
  webinars: Webinar[];
}

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: WEBINAR_TIME_ZONE });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', timeZone: WEBINAR_TIME_ZONE });
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone: WEBINAR_TIME_ZONE });
const monthShortFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: WEBINAR_TIME_ZONE });
/** How a session's time is written: day, date, times and the zone's name. */
const WHEN_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const whenFormat = new Intl.DateTimeFormat(LOCALE, { ...WHEN_OPTIONS, timeZone: WEBINAR_TIME_ZONE });

/**
 * Groups webinars by the month they start in, in Pacific time (the `startsAtLocal` the admin typed), keeping
 * their order: the upcoming list, soonest first, gives the calendar month by month.
 */
export function groupWebinarsByMonth(webinars: readonly Webinar[]): WebinarMonth[] {
  const months: WebinarMonth[] = [];
  for (const webinar of webinars) {
    const key = webinar.startsAtLocal.slice(0, 7);
    let month = months.find((candidate) => candidate.key === key);
    if (!month) {
      month = { key, label: monthFormat.format(new Date(webinar.startsAt)), webinars: [] };
      months.push(month);
    }
    month.webinars.push(webinar);
  }
  return months;
}

/**
 * When a webinar runs, in Pacific time with the zone named, e.g.
 * `Wednesday, November 4, 2026, 10:00 a.m. – 11:00 a.m. PST` (a range over days for a conference).
 */
export function formatWebinarWhen(webinar: Pick<Webinar, 'startsAt' | 'endsAt'>): string {
  return whenFormat.formatRange(new Date(webinar.startsAt), new Date(webinar.endsAt));
}

/** The browser's own time zone (the agent's), e.g. `America/Toronto`. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * When a webinar runs in another zone than Vancouver's (the agent's own), e.g.
 * `Wednesday, November 4, 2026, 1:00–2:00 p.m. EST`; null when that zone keeps Vancouver's clock.
 */
export function formatWebinarWhenIn(webinar: Pick<Webinar, 'startsAt' | 'endsAt'>, timeZone: string): string | null {
  const local = new Intl.DateTimeFormat(LOCALE, { ...WHEN_OPTIONS, timeZone });
  const there = local.formatRange(new Date(webinar.startsAt), new Date(webinar.endsAt));
  return there === formatWebinarWhen(webinar) ? null : there;
}

/** The parts of a start date shown on a calendar tile: `{ weekday: 'Wed', day: '4', month: 'Nov' }`. */
export function webinarDateTile(webinar: Pick<Webinar, 'startsAt'>): { weekday: string; day: string; month: string } {
  const start = new Date(webinar.startsAt);
  return { weekday: weekdayFormat.format(start), day: dayFormat.format(start), month: monthShortFormat.format(start) };
}

/** Whether a webinar has started and not yet ended at `now`. */
export function isInProgress(webinar: Pick<Webinar, 'startsAt' | 'endsAt'>, now: Date = new Date()): boolean {
  return Date.parse(webinar.startsAt) <= now.getTime() && now.getTime() < Date.parse(webinar.endsAt);
}
