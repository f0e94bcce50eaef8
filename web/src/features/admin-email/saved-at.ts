import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { formatMessage, LOCALE } from '../../lib/intl.ts';
import { adminEmailMessages as messages } from './messages.ts';

const savedFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

/** "Nov 3, 2026, 9:20 a.m. by admin": when and by whom a template or type was last saved (agency time). */
export function formatSavedAt(iso: string, by: string | null): string {
  const date = savedFormat.format(new Date(iso));
  return by ? formatMessage(messages.savedBy, { date, by }) : date;
}
