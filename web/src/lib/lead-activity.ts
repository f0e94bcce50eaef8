import { leadStatusOf, type LeadActivity, type LeadBooking, type LeadLoss } from '@tdp/shared/schemas/lead-records';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { formatDate, formatMessage, formatPrice, LOCALE } from './intl.ts';
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS } from './lead-option-labels.ts';

/** Words of a lead's history, shared by the admin's lead page and the agent's (features do not import each other). */
export const leadActivityMessages = {
  heading: 'History',
  empty: 'No changes yet.',
  status: 'Status: {from} → {to}',
  booking: '{value}, departing {date}, {travellers}',
  adult: '{count} adult',
  adults: '{count} adults',
  child: '{count} child',
  children: '{count} children',
  lostBecause: '{reason}: {note}',
  assigned: 'Assigned to {to}',
  reassigned: 'Reassigned from {from} to {to}',
  unassigned: 'Unassigned from {from}',
  toDesk: 'Given to the agency desk',
  desk: 'the agency desk',
  note: 'Added a note',
  reminder: 'First-contact reminder sent to {to}',
  escalation: 'First-contact deadline passed: the desk was told',
  because: '{what} ({reason})',
  byAdmin: '{by} (admin), {date}',
  byAgent: '{by} (agent), {date}',
  bySystem: 'Automatic, {date}',
} as const;

/** What a history entry changed, without its reason. */
function describeChange(entry: Omit<LeadActivity, 'by'>, agentName: (slug: string) => string): string {
  const m = leadActivityMessages;
  const holder = (slug: string | null) => (slug === null ? m.desk : agentName(slug));
  if (entry.change === 'note') return m.note;
  if (entry.change === 'first-contact-reminder') return formatMessage(m.reminder, { to: holder(entry.to) });
  if (entry.change === 'first-contact-escalation') return m.escalation;
  if (entry.change === 'status') {
    // A legacy status in an old entry (`won`) reads as its pipeline status.
    const label = (status: string | null) => (status ? LEAD_STATUS_LABELS[leadStatusOf(status)] : '');
    return formatMessage(m.status, { from: label(entry.from), to: label(entry.to) });
  }
  if (entry.from === null && entry.to === null) return m.toDesk;
  if (entry.from === null) return formatMessage(m.assigned, { to: agentName(entry.to ?? '') });
  if (entry.to === null) return formatMessage(m.unassigned, { from: agentName(entry.from) });
  return formatMessage(m.reassigned, { from: agentName(entry.from), to: agentName(entry.to) });
}

/** A booking in words: `$8,420.50, departing Feb 14, 2027, 2 adults, 1 child` (children only when there are some). */
export function describeLeadBooking(booking: LeadBooking): string {
  const m = leadActivityMessages;
  const adults = formatMessage(booking.adults === 1 ? m.adult : m.adults, { count: booking.adults });
  const children = booking.children === 0 ? [] : [formatMessage(booking.children === 1 ? m.child : m.children, { count: booking.children })];
  const travellers = [adults, ...children].join(', ');
  return formatMessage(m.booking, { value: formatPrice(booking.value), date: formatDate(booking.departureDate), travellers });
}

/** Why a lead was lost in words: the reason of the list, and the note after it when there is one. */
export function describeLeadLoss(loss: LeadLoss): string {
  const reason = LOST_REASON_LABELS[loss.reason];
  return loss.note ? formatMessage(leadActivityMessages.lostBecause, { reason, note: loss.note }) : reason;
}

/**
 * What one history entry changed, in words, with its reason (an assignment's, a loss's) or booking when it has one;
 * `agentName` turns a slug into the agent's name.
 */
export function describeLeadActivity(entry: Omit<LeadActivity, 'by'>, agentName: (slug: string) => string): string {
  const what = describeChange(entry, agentName);
  const why = entry.booking ? describeLeadBooking(entry.booking) : entry.loss ? describeLeadLoss(entry.loss) : entry.reason;
  return why ? formatMessage(leadActivityMessages.because, { what, reason: why }) : what;
}

/** Who made a history entry and when (`date` already formatted). */
export function leadActivityBy(entry: LeadActivity, date: string): string {
  const m = leadActivityMessages;
  return formatMessage(entry.role === 'agent' ? m.byAgent : entry.role === 'system' ? m.bySystem : m.byAdmin, { by: entry.by, date });
}

const leadTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

/** When a lead arrived or changed, at the agency (Pacific), e.g. `Mar 7, 2027, 9:42 a.m.`. */
export function formatLeadTime(iso: string): string {
  return leadTimeFormat.format(new Date(iso));
}
