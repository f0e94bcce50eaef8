import { createHash } from 'node:crypto';
import type { StoredLeadStatus } from '@tdp/shared/schemas/lead-records';

/**
 * Every key of the leads table, built in one place. Only the leads group reads or writes this table.
 *
 * Access patterns (GetItem, Query or single-item conditional writes; never Scan):
 *
 * | pattern                                          | key                                                         |
 * |--------------------------------------------------|-------------------------------------------------------------|
 * | a lead by id                                     | PK=LEAD#{id}, SK=LEAD                                       |
 * | one queued mail of a lead, as rendered           | PK=LEAD#{id}, SK=MAIL#{mailId}                              |
 * | leads of a status, newest first, by date range   | GSI1PK=LEADS_BY_STATUS#{status}, GSI1SK={createdAt}#{id}    |
 * | leads of an agent (or unassigned), newest first  | GSI2PK=LEADS_BY_AGENT#{slug or -}, GSI2SK={createdAt}#{id}  |
 * | form submissions counted per address / e-mail    | PK=RATE#{scope}#{SHA-256 of subject}, SK=WINDOW             |
 * | a lead's id by its short reference (unique)      | PK=LEADREF#{reference}, SK=LEADREF                          |
 * | every agent's link counts of a month             | PK=AGENT_LINKS#{YYYY-MM}, SK=AGENT#{slug}                   |
 * | lead-routing settings (one item)                 | PK=LEAD_ROUTING, SK=SETTINGS                                |
 * | an agent's round-robin mark (last routed lead)   | PK=LEAD_ROUTING, SK=AGENT#{slug}                            |
 * | first-contact steps due by a time, oldest first  | PK=LEAD_DEADLINES, SK={dueAt}#{leadId}#{step}               |
 * | report counters of one agency week (Monday)      | PK=REPORT_WEEK#{monday}, SK=AGENT#{slug or -}, PACKAGE#{url}, DEST#{destinationId} |
 * | report counters of one agency month              | PK=REPORT_MONTH#{YYYY-MM}, SK=AGENT#{slug or -}             |
 *
 * Listing every status merges the five status partitions (each read newest first); type and kind are
 * filters on top. The inbox search is a filter too, on each lead's normalised `search` key (lead-search-key.ts), over
 * at most `LEAD_SEARCH_READ_LIMIT` index items a request; the admin menu counts new leads with a COUNT Query of their
 * status partition. Rate-limit subjects (addresses, e-mails) are hashed so counters hold no personal data.
 */

/** Primary key of a leads-table item. */
export interface LeadsKey {
  PK: string;
  SK: string;
}

/** Key of a lead item. */
export function leadKey(id: string): LeadsKey {
  return { PK: `LEAD#${id}`, SK: 'LEAD' };
}

/** Key of one mail a lead caused, as rendered for the mail queue (its status is on the lead: `mails.{mailId}`). */
export function leadMailKey(leadId: string, mailId: string): LeadsKey {
  return { PK: `LEAD#${leadId}`, SK: `MAIL#${mailId}` };
}

/** Key of the item that claims a short lead reference (`TBB-7K4F-29`) for one lead, so no two leads share it. */
export function leadReferenceKey(reference: string): LeadsKey {
  return { PK: `LEADREF#${reference}`, SK: 'LEADREF' };
}

/** Index that lists leads of one status. */
export const LEADS_BY_STATUS_INDEX = 'GSI1';
/** Index that lists leads of one assigned agent. */
export const LEADS_BY_AGENT_INDEX = 'GSI2';

/** GSI1 partition of the leads of one status. */
export function leadsByStatusPartition(status: StoredLeadStatus): string {
  return `LEADS_BY_STATUS#${status}`;
}

/** GSI2 partition of the leads assigned to an agent; null lists the unassigned ones. */
export function leadsByAgentPartition(agentSlug: string | null): string {
  return `LEADS_BY_AGENT#${agentSlug ?? '-'}`;
}

/** Sort key of a lead in both indexes: creation time first, so the order is by date; the id keeps it unique. */
export function leadTimeSortKey(createdAt: string, id: string): string {
  return `${createdAt}#${id}`;
}

/** The index attributes a lead item carries, from the fields they are derived from. */
export function leadIndexAttributes(lead: { id: string; createdAt: string; status: StoredLeadStatus; assignedAgent: string | null }) {
  const sortKey = leadTimeSortKey(lead.createdAt, lead.id);
  return {
    GSI1PK: leadsByStatusPartition(lead.status),
    GSI1SK: sortKey,
    GSI2PK: leadsByAgentPartition(lead.assignedAgent),
    GSI2SK: sortKey,
  };
}

/** Key of a form submission counter of `scope` (e.g. `form-address`) for a subject, stored hashed. */
export function leadRateLimitKey(scope: string, subject: string): LeadsKey {
  const subjectHash = createHash('sha256').update(subject, 'utf8').digest('hex');
  return { PK: `RATE#${scope}#${subjectHash}`, SK: 'WINDOW' };
}

/** Key of one agent's link counts (visits, leads) in one agency month `YYYY-MM`: a month's agents share a partition. */
export function agentLinkStatsKey(month: string, slug: string): LeadsKey {
  return { PK: agentLinkStatsPartition(month), SK: `AGENT#${slug}` };
}

/** Partition of every agent's link counts of one month. */
export function agentLinkStatsPartition(month: string): string {
  return `AGENT_LINKS#${month}`;
}

/** Partition of the lead-routing settings and the agents' round-robin marks: one small Query reads them all. */
export const LEAD_ROUTING_PARTITION = 'LEAD_ROUTING';

/** Key of the lead-routing settings. */
export function leadRoutingSettingsKey(): LeadsKey {
  return { PK: LEAD_ROUTING_PARTITION, SK: 'SETTINGS' };
}

/** Key of an agent's round-robin mark: when routing last gave them a lead. */
export function routingMarkKey(slug: string): LeadsKey {
  return { PK: LEAD_ROUTING_PARTITION, SK: `AGENT#${slug}` };
}

/** Partition of the first-contact steps waiting for their time (a reminder, an escalation). */
export const LEAD_DEADLINES_PARTITION = 'LEAD_DEADLINES';

/** The steps of a lead's first-contact clock. */
export type FirstContactStep = 'remind' | 'escalate';

/** Key of one step of a lead's first-contact clock, sorted by when it is due. */
export function leadDeadlineKey(dueAt: string, leadId: string, step: FirstContactStep): LeadsKey {
  return { PK: LEAD_DEADLINES_PARTITION, SK: `${dueAt}#${leadId}#${step}` };
}

/** Partition of the report counters of one agency week (its Monday `YYYY-MM-DD`): every agent, package and destination. */
export function reportWeekPartition(week: string): string {
  return `REPORT_WEEK#${week}`;
}

/** Partition of the report counters of one agency month `YYYY-MM` (booked value), one item per agent. */
export function reportMonthPartition(month: string): string {
  return `REPORT_MONTH#${month}`;
}

/** Key of the report counters of one agent's (or the desk's, `-`) week. */
export function reportAgentWeekKey(week: string, agent: string): LeadsKey {
  return { PK: reportWeekPartition(week), SK: `AGENT#${agent}` };
}

/** Key of the report counters of one package's week (every agent's and source's leads in its attribute names). */
export function reportPackageWeekKey(week: string, packageUrl: string): LeadsKey {
  return { PK: reportWeekPartition(week), SK: `PACKAGE#${packageUrl}` };
}

/** Key of the report counters of one catalogue destination's week. */
export function reportDestinationWeekKey(week: string, destinationId: string): LeadsKey {
  return { PK: reportWeekPartition(week), SK: `DEST#${destinationId}` };
}

/** Key of the report counters of one agent's (or the desk's) month. */
export function reportAgentMonthKey(month: string, agent: string): LeadsKey {
  return { PK: reportMonthPartition(month), SK: `AGENT#${agent}` };
}
