import type { LeadActivity, LeadStatus } from '@tdp/shared/schemas/lead';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { formatMessage, LOCALE } from './intl.ts';
import { LEAD_STATUS_LABELS } from './lead-option-labels.ts';

/** Words of a lead's history, shared by the admin's lead page and the agent's (features do not import each other). */
export const leadActivityMessages = {
  heading: 'History',
  empty: 'No changes yet.',
  status: 'Status: {from} → {to}',
  assigned: 'Assigned to {to}',
  reassigned: 'Reassigned from {from} to {to}',
  unassigned: 'Unassigned from {from}',
  note: 'Added a note',
  byAdmin: '{by} (admin), {date}',
  byAgent: '{by} (agent), {date}',
} as const;

/** What one history entry changed, in words; `agentName` turns a slug into the agent's name. */
export function describeLeadActivity(entry: LeadActivity, agentName: (slug: string) => string): string {
  const m = leadActivityMessages;
  if (entry.change === 'note') return m.note;
  if (entry.change === 'status') {
    const label = (status: string | null) => (status ? (LEAD_STATUS_LABELS[status as LeadStatus] ?? status) : '');
    return formatMessage(m.status, { from: label(entry.from), to: label(entry.to) });
  }
  if (entry.from === null) return formatMessage(m.assigned, { to: agentName(entry.to ?? '') });
  if (entry.to === null) return formatMessage(m.unassigned, { from: agentName(entry.from) });
  return formatMessage(m.reassigned, { from: agentName(entry.from), to: agentName(entry.to) });
}

/** Who made a history entry and when (`date` already formatted). */
export function leadActivityBy(entry: LeadActivity, date: string): string {
  return formatMessage(entry.role === 'agent' ? leadActivityMessages.byAgent : leadActivityMessages.byAdmin, { by: entry.by, date });
}

const leadTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

/** When a lead arrived or changed, at the agency (Pacific), e.g. `Mar 7, 2027, 9:42 a.m.`. */
export function formatLeadTime(iso: string): string {
  return leadTimeFormat.format(new Date(iso));
}
