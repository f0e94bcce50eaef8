import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';

/** How far `timeZone`'s clock is ahead of UTC at `instant` (negative west of Greenwich), in ms. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) a calendar day `YYYY-MM-DD` starts at the agency (Pacific time, daylight saving
 * included). The admin's date filters are agency days, whatever the server's or the browser's zone.
 */
export function agencyDayStart(isoDate: string, timeZone: string = AGENCY_TIME_ZONE): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the first guess may differ from the offset at the answer on a change day.
  let instant = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  instant = midnightAsUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The calendar day after `YYYY-MM-DD`. */
export function nextIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** An instant as the agency's clock shows it, `YYYY-MM-DD HH:mm` (24-hour), for exports a spreadsheet sorts. */
export function agencyDateTime(iso: string, timeZone: string = AGENCY_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
