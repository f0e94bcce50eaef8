import type { DateRange } from '../schemas/date-range.ts';

/**
 * How a package's dates read on cards and on the deal page:
 * - specific dates grouped per month: `Jan 5, 12, 2027`;
 * - ranges: `Feb 2 - Feb 9, 2027`, with the start year when the years differ: `Dec 28, 2026 - Jan 4, 2027`;
 * - until entries: `Valid Until Mar 31, 2027`;
 * - joined by ', ' with ' or ' before the last: `Jan 5, 12, 2027, Feb 2 - Feb 9, 2027 or Valid Until Mar 31, 2027`.
 *
 * Order: specific-date groups and ranges chronologically by their first day (a group before a range
 * starting the same day), then the until entries by their end. Repeated dates and entries are shown
 * once. Entries with an impossible date, or a range ending before it starts, are left out rather than
 * breaking the page. Dates are calendar dates: no time zone is involved.
 */

interface DateRangeWording {
  months: readonly string[];
  /** `Jan 5` (en) or `5 janv.` (fr): a day of a month, without its year. */
  monthDay: (month: string, day: string) => string;
  /** The year after a day or days: `Jan 5, 2027` (en), `5 janv. 2027` (fr). */
  yearSeparator: string;
  validUntil: string;
  or: string;
}

const ENGLISH: DateRangeWording = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  monthDay: (month, day) => `${month} ${day}`,
  yearSeparator: ', ',
  validUntil: 'Valid Until',
  or: 'or',
};

/** Canadian French, as `Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium' })` writes a day: `7 avr. 2027`. */
const FRENCH: DateRangeWording = {
  months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  monthDay: (month, day) => `${day} ${month}`,
  yearSeparator: ' ',
  validUntil: 'Valable jusqu’au',
  or: 'ou',
};

/** Wording per language; a language without one reads in English until its wording is added here. */
const WORDINGS: Readonly<Record<string, DateRangeWording>> = { en: ENGLISH, fr: FRENCH };

function wordingFor(locale: string): DateRangeWording {
  const language = locale.split('-')[0]!.toLowerCase();
  return WORDINGS[language] ?? ENGLISH;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** The `YYYY-MM-DD` text, which sorts chronologically. */
  iso: string;
}

/** Reads `YYYY-MM-DD` as a calendar date, or null when it is not one (`2027-02-30`, `2027-1-5`). */
function parseCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, iso: value };
}

function monthDay(date: CalendarDate, wording: DateRangeWording): string {
  return wording.monthDay(wording.months[date.month - 1]!, String(date.day));
}

/** A day with its year: `Jan 5, 2027`, `5 janv. 2027`. */
function fullDate(date: CalendarDate, wording: DateRangeWording): string {
  return `${monthDay(date, wording)}${wording.yearSeparator}${date.year}`;
}

/** One calendar date as `Jan 5, 2027`; '' when the value is not a date. */
export function formatCalendarDate(value: string, locale = 'en-CA'): string {
  const date = parseCalendarDate(value);
  return date ? fullDate(date, wordingFor(locale)) : '';
}

interface Part {
  sortKey: string;
  /** Breaks ties between parts starting the same day: groups of specific dates first. */
  rank: number;
  text: string;
}

function specificDateParts(dates: CalendarDate[], wording: DateRangeWording): Part[] {
  const byMonth = new Map<string, CalendarDate[]>();
  for (const date of dates) {
    const key = date.iso.slice(0, 7);
    const group = byMonth.get(key) ?? [];
    if (!group.some((known) => known.day === date.day)) group.push(date);
    byMonth.set(key, group);
  }
  return [...byMonth.values()].map((group) => {
    group.sort((a, b) => a.day - b.day);
    const first = group[0]!;
    const days = group.map((date) => date.day).join(', ');
    return { sortKey: first.iso, rank: 0, text: `${wording.monthDay(wording.months[first.month - 1]!, days)}${wording.yearSeparator}${first.year}` };
  });
}

function rangePart(start: CalendarDate, end: CalendarDate, wording: DateRangeWording): Part {
  const text = start.year === end.year ? `${monthDay(start, wording)} - ${fullDate(end, wording)}` : `${fullDate(start, wording)} - ${fullDate(end, wording)}`;
  return { sortKey: `${start.iso}/${end.iso}`, rank: 1, text };
}

/** The display parts of a package's dates, in display order (see the module comment). */
export function formatDateRangeParts(ranges: ReadonlyArray<Pick<DateRange, 'type' | 'start' | 'end'>>, locale = 'en-CA'): string[] {
  const wording = wordingFor(locale);
  const specificDates: CalendarDate[] = [];
  const rangeParts = new Map<string, Part>();
  const untilDates = new Map<string, CalendarDate>();

  for (const range of ranges) {
    if (range.type === 'specific') {
      const date = parseCalendarDate(range.start);
      if (date) specificDates.push(date);
    } else if (range.type === 'range') {
      const start = parseCalendarDate(range.start);
      const end = parseCalendarDate(range.end);
      if (start && end && start.iso <= end.iso) {
        const part = rangePart(start, end, wording);
        rangeParts.set(part.sortKey, part);
      }
    } else if (range.type === 'until') {
      const end = parseCalendarDate(range.end);
      if (end) untilDates.set(end.iso, end);
    }
  }

  const dated = [...specificDateParts(specificDates, wording), ...rangeParts.values()].sort(
    (a, b) => compareIso(a.sortKey.slice(0, 10), b.sortKey.slice(0, 10)) || a.rank - b.rank || compareIso(a.sortKey, b.sortKey),
  );
  const until = [...untilDates.values()].sort((a, b) => compareIso(a.iso, b.iso)).map((date) => `${wording.validUntil} ${fullDate(date, wording)}`);
  return [...dated.map((part) => part.text), ...until];
}

/**
 * Orders ISO dates (and `start/end` keys) by their characters, which is their calendar order. Not `localeCompare`:
 * a locale-aware comparison costs the browser its locale data on a page's first render, for nothing here.
 */
function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A package's dates as one line, e.g. `Jan 5, 12, 2027, Feb 2 - Feb 9, 2027 or Valid Until Mar 31, 2027`; '' when none. */
export function formatDateRanges(ranges: ReadonlyArray<Pick<DateRange, 'type' | 'start' | 'end'>>, locale = 'en-CA'): string {
  const parts = formatDateRangeParts(ranges, locale);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${wordingFor(locale).or} ${parts.at(-1)}`;
}
