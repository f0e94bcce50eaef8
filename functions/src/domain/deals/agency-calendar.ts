import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';

/** The agency works on Pacific time (spec section 1): a deal valid until a day stays on sale until that day ends there. */
export const AGENCY_TIME_ZONE = 'America/Vancouver';

/** Today's date `YYYY-MM-DD` at the agency, the day validity and expiry are judged on. */
export function agencyToday(now: Date = new Date()): string {
  return isoDateInTimeZone(now, AGENCY_TIME_ZONE);
}
