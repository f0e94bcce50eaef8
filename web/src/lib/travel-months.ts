import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { nextMonth } from '@tdp/shared/departures/calendar-date';

/** Travel months the deals filter offers: this month and the eleven after it. */
export const TRAVEL_MONTHS_OFFERED = 12;

const agencyMonthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The agency's month (America/Vancouver) at `now`, `YYYY-MM`. */
export function agencyMonth(now: Date): string {
  const parts = agencyMonthFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * The months a visitor can pick, `YYYY-MM`: the agency's month at `now` and the following ones, plus any month already
 * chosen outside them (an old link), so it can be unticked; in calendar order.
 */
export function travelMonthChoices(now: Date, chosen: readonly string[] = [], count = TRAVEL_MONTHS_OFFERED): string[] {
  const months = new Set<string>();
  for (let month = agencyMonth(now); months.size < count; month = nextMonth(month)) months.add(month);
  for (const month of chosen) months.add(month);
  return [...months].sort();
}
