import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { addCalendarDays, weekdayOf } from '@tdp/shared/departures/calendar-date';
import { parseDestinationId } from '@tdp/shared/catalogue/destination-ids';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import type { ReportSource } from '@tdp/shared/schemas/lead-reports';
import type { LeadType, VisitSource } from '@tdp/shared/schemas/lead-forms';
import type { LeadActivity, LeadBooking, LeadStatus } from '@tdp/shared/schemas/lead-records';
import type { LeadFirstContact } from '@tdp/shared/schemas/lead-routing';

/**
 * What one lead adds to the report counters (docs/decisions/lead-reports.md). The counters are the sum, over every lead,
 * of {@link reportCountsOf}; a write that changes a lead adds the difference between what the lead counts after and
 * before ({@link reportCountChanges}), in the same transaction as the lead, so a reassignment, a booking corrected or a
 * booked lead lost later moves its counts exactly, and the figures never need a scan of the leads.
 */

/** The fields of a lead the counters depend on (nothing else a change touches moves a figure). */
export interface ReportedLead {
  type: LeadType;
  status: LeadStatus;
  createdAt: string;
  attributedAgent: string | null;
  assignedAgent: string | null;
  packageUrl: string | null;
  form: Record<string, unknown>;
  visit?: VisitSource;
  activity?: readonly LeadActivity[];
  booking?: LeadBooking;
  firstContact?: LeadFirstContact;
}

/** The agency desk (no agent) in the counters' keys and attribute names. */
export const DESK = '-';

/** An aggregate item of the counters: one agent's week, a package's week, a destination's week, one agent's month. */
export type ReportItem =
  | { kind: 'agent-week'; week: string; agent: string }
  | { kind: 'package-week'; week: string; packageUrl: string }
  | { kind: 'destination-week'; week: string; destinationId: string }
  | { kind: 'agent-month'; month: string; agent: string };

/** One number a lead adds to one attribute of one aggregate item. */
export interface ReportCount {
  item: ReportItem;
  attribute: string;
  amount: number;
}

/*
 * Attribute names. An agent's week: `leads|{source}`, `booked|{source}`, `contacted|{source}`, `onTime|{source}` and
 * `t{step}|{source}` (the first-contact steps below). A package's or destination's week: `leads|{agent}|{source}` and
 * `booked|{agent}|{source}`. An agent's month: `bookings|{source}` and `cents|{source}` (booked value in cents).
 */

/**
 * Upper ends of the first-contact steps, in minutes: 5-minute steps to 2 hours, 15-minute steps to 8 hours, hourly to
 * 2 days, daily to 14 days, then one step to 90 days that also holds anything later.
 */
export const FIRST_CONTACT_STEPS: readonly number[] = (() => {
  const steps: number[] = [];
  const run = (from: number, to: number, step: number) => {
    for (let minutes = from; minutes <= to; minutes += step) steps.push(minutes);
  };
  run(5, 120, 5);
  run(135, 480, 15);
  run(540, 2880, 60);
  run(4320, 20160, 1440);
  steps.push(129600);
  return steps;
})();

/** The step of a first contact `ms` after arrival: the first whose upper end it does not pass. */
export function firstContactStep(ms: number): number {
  const index = FIRST_CONTACT_STEPS.findIndex((minutes) => ms <= minutes * 60_000);
  return index < 0 ? FIRST_CONTACT_STEPS.length - 1 : index;
}

/** Hosts of search engines: a referrer from one of them makes a visit's source `search`. */
const SEARCH_ENGINE_HOST =
  /(^|\.)(google\.[a-z]{2,3}(\.[a-z]{2})?|bing\.com|duckduckgo\.com|search\.yahoo\.com|yahoo\.com|yandex\.[a-z]{2,3}|baidu\.com|ecosia\.org|qwant\.com|search\.brave\.com|startpage\.com|ask\.com|naver\.com|seznam\.cz)$/i;

/** Whether a kept referrer (origin and path) is a search engine's. */
export function isSearchEngineReferrer(referrer: string): boolean {
  try {
    return SEARCH_ENGINE_HOST.test(new URL(referrer).hostname);
  } catch {
    return false;
  }
}

/**
 * Where a lead came from, first rule that holds: an agent's page or share link brought it (`share-link`); the visit
 * carried any `utm_*` on its first or last touch (`campaign`); a search engine referred its first or last touch
 * (`search`); anything else, no visit recorded included (`direct`).
 */
export function reportSourceOf(lead: Pick<ReportedLead, 'attributedAgent' | 'visit'>): ReportSource {
  if (lead.attributedAgent) return 'share-link';
  const touches = [lead.visit?.first, lead.visit?.last].filter((touch) => touch !== undefined);
  if (touches.some((touch) => touch.utmSource || touch.utmMedium || touch.utmCampaign || touch.utmTerm || touch.utmContent)) return 'campaign';
  if (touches.some((touch) => touch.referrer !== undefined && isSearchEngineReferrer(touch.referrer))) return 'search';
  return 'direct';
}

/** The agency week (Monday, `YYYY-MM-DD`) of an instant. */
export function agencyWeekOf(iso: string): string {
  const day = isoDateInTimeZone(new Date(iso), AGENCY_TIME_ZONE);
  return addCalendarDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The agency month (`YYYY-MM`) of an instant. */
export function agencyMonthOf(iso: string): string {
  return isoDateInTimeZone(new Date(iso), AGENCY_TIME_ZONE).slice(0, 7);
}

/** Whether a lead of this type is a sale the figures count: quote requests and contact messages, not applications. */
export function isReportedType(type: LeadType): boolean {
  return type === 'quote' || type === 'contact';
}

/**
 * The lead's first contact: its first change of status from `new` (what stops the first-contact clock), when, and who
 * held the lead then (replaying the assignments of its history; the desk as {@link DESK}).
 */
export function firstContactOf(lead: Pick<ReportedLead, 'assignedAgent' | 'activity'>): { at: string; holder: string } | null {
  const activity = lead.activity ?? [];
  const firstAssignment = activity.find((entry) => entry.change === 'assignment');
  let holder = firstAssignment ? firstAssignment.from : lead.assignedAgent;
  for (const entry of activity) {
    if (entry.change === 'assignment') holder = entry.to;
    else if (entry.change === 'status' && entry.from === 'new' && entry.to !== 'new') return { at: entry.at, holder: holder ?? DESK };
  }
  return null;
}

/** When the lead's current booking was made: the last change into booked from another status (a correction keeps it). */
function bookedAt(lead: Pick<ReportedLead, 'activity' | 'createdAt'>): string {
  const entered = (lead.activity ?? []).filter(
    (entry) => entry.change === 'status' && entry.to === 'booked' && entry.from !== 'booked' && entry.from !== 'won',
  );
  // A lead stored `won` before the pipeline has no such entry: its arrival's month stands for it.
  return entered.at(-1)?.at ?? lead.createdAt;
}

/** Catalogue destinations a lead names, each once (malformed ids are left out). */
function destinationsOf(form: Record<string, unknown>): string[] {
  const ids = Array.isArray(form.destinationIds) ? form.destinationIds : [];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && parseDestinationId(id) !== null))];
}

/** Everything one lead adds to the counters as it stands. */
export function reportCountsOf(lead: ReportedLead): ReportCount[] {
  if (!isReportedType(lead.type)) return [];
  const source = reportSourceOf(lead);
  const week = agencyWeekOf(lead.createdAt);
  const holder = lead.assignedAgent ?? DESK;
  const booked = lead.status === 'booked';
  const counts: ReportCount[] = [];
  const add = (item: ReportItem, attribute: string, amount = 1) => counts.push({ item, attribute, amount });

  const agentWeek: ReportItem = { kind: 'agent-week', week, agent: holder };
  add(agentWeek, `leads|${source}`);
  if (booked) add(agentWeek, `booked|${source}`);

  const contact = firstContactOf(lead);
  if (contact) {
    const contactWeek: ReportItem = { kind: 'agent-week', week, agent: contact.holder };
    add(contactWeek, `contacted|${source}`);
    add(contactWeek, `t${firstContactStep(Date.parse(contact.at) - Date.parse(lead.createdAt))}|${source}`);
    if (lead.firstContact && contact.at <= lead.firstContact.dueAt) add(contactWeek, `onTime|${source}`);
  }

  const breakdowns: ReportItem[] = [
    ...(lead.packageUrl ? [{ kind: 'package-week', week, packageUrl: lead.packageUrl } as const] : []),
    ...destinationsOf(lead.form).map((destinationId) => ({ kind: 'destination-week', week, destinationId }) as const),
  ];
  for (const item of breakdowns) {
    add(item, `leads|${holder}|${source}`);
    if (booked) add(item, `booked|${holder}|${source}`);
  }

  if (booked) {
    const month: ReportItem = { kind: 'agent-month', month: agencyMonthOf(bookedAt(lead)), agent: holder };
    add(month, `bookings|${source}`);
    if (lead.booking) add(month, `cents|${source}`, Math.round(lead.booking.value * 100));
  }
  return counts;
}

/** A stable text of an item, to group counts by item. */
function itemId(item: ReportItem): string {
  return JSON.stringify(item);
}

/** What one write adds to one aggregate item: attribute → amount (never 0). */
export interface ReportItemChange {
  item: ReportItem;
  adds: Record<string, number>;
}

/**
 * What the counters must add when a lead goes from `before` to `after` (null: not there): the lead's counts after less
 * its counts before, item by item, leaving out what does not change.
 */
export function reportCountChanges(before: ReportedLead | null, after: ReportedLead | null): ReportItemChange[] {
  const changes = new Map<string, ReportItemChange>();
  const apply = (counts: ReportCount[], sign: 1 | -1) => {
    for (const { item, attribute, amount } of counts) {
      const id = itemId(item);
      const change = changes.get(id) ?? { item, adds: {} };
      change.adds[attribute] = (change.adds[attribute] ?? 0) + sign * amount;
      changes.set(id, change);
    }
  };
  if (before) apply(reportCountsOf(before), -1);
  if (after) apply(reportCountsOf(after), 1);
  const result: ReportItemChange[] = [];
  for (const change of changes.values()) {
    const adds = Object.fromEntries(Object.entries(change.adds).filter(([, amount]) => amount !== 0));
    if (Object.keys(adds).length > 0) result.push({ item: change.item, adds });
  }
  return result;
}
