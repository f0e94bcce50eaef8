import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { LOCALE } from '../../lib/intl.ts';

const receivedFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});

/** When a lead arrived or a mail was sent, at the agency (Pacific), e.g. `Mar 7, 2027, 9:42 a.m.`: the inbox filters use agency days too. */
export function formatAgencyTime(iso: string): string {
  return receivedFormat.format(new Date(iso));
}
