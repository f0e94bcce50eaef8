import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';

/**
 * Today's date `YYYY-MM-DD` at the agency (Pacific time, where its offices are): the day validity and expiry are
 * judged on, so a deal valid until a day stays on sale until that day ends in Vancouver.
 */
export function agencyToday(now: Date = new Date()): string {
  return isoDateInTimeZone(now, AGENCY_TIME_ZONE);
}
