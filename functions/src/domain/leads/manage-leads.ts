import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import {
  LEAD_EXPORT_MAX_ROWS,
  LEAD_LIST_DEFAULT_LIMIT,
  UNASSIGNED_AGENT,
  type LeadBulkUpdateInput,
  type LeadBulkUpdateResult,
  type LeadDetail,
  type LeadExport,
  type LeadExportQuery,
  type LeadListPage,
  type LeadListQuery,
  type LeadSend,
  type LeadSummary,
  type LeadUpdateInput,
  normalizeLeadReference,
} from '@tdp/shared/schemas/lead-records';
import { findAgentProfile, listAgentProfiles, type StoredAgentProfile } from '../../data/agent-profile-repository.ts';
import { listPackageCards } from '../../data/package-repository.ts';
import { leadMailsInOrder } from '../../data/lead-mail-repository.ts';
import { findLead, findLeadIdByReference, LEAD_NOT_FOUND_MESSAGE, listLeads, type Lead, type LeadCriteria } from '../../data/lead-repository.ts';
import { leadSearchTerms } from '../../data/lead-search-key.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { logger } from '../../observability/logger.ts';
import { Conflict, Invalid, NotFound } from '../domain-errors.ts';
import { agencyDateTime, agencyDayStart, nextIsoDate } from './agency-days.ts';
import { applyLeadFollowUp, loadLeadAt, sendLeadAssignedEmail } from './lead-follow-up.ts';
import { notesForAdmins } from './lead-notes.ts';
import { packageTitleOf } from './lead-package-title.ts';
import { leadEmailValues, REQUEST_KIND_NAMES } from './lead-email-values.ts';
import { toCsv } from './leads-csv.ts';
import { fileFirstContactClock, hasFirstContactClock, startFirstContactClock } from './first-contact.ts';
import { readLeadRoutingSettings } from './lead-routing-settings.ts';
import type { LeadFirstContact } from '@tdp/shared/schemas/lead-routing';

/** Who acts and when (the admin's username from the access token). */
export interface LeadActor {
  username: string;
  now: string;
}

// A cursor is the sort key of the last lead of a page: creation time and id.
const SORT_KEY_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z#[0-9A-HJKMNP-TV-Z]{26}$/;

export function encodeCursor(sortKey: string): string {
  return Buffer.from(sortKey, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): string {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!SORT_KEY_PATTERN.test(sortKey)) throw new Invalid('Check the field: query.cursor.', { 'query.cursor': 'is not a cursor we issued' });
  return sortKey;
}

function criteriaOf(query: LeadExportQuery): LeadCriteria {
  return {
    type: query.type,
    kind: query.kind,
    status: query.status,
    agent: query.agent === undefined ? undefined : query.agent === UNASSIGNED_AGENT ? null : query.agent,
    from: query.from ? agencyDayStart(query.from) : undefined,
    before: query.to ? agencyDayStart(nextIsoDate(query.to)) : undefined,
  };
}

/** Whether a lead passes the inbox filters (for a lead found by reference rather than listed). */
function matchesCriteria(lead: Lead, criteria: LeadCriteria): boolean {
  if (criteria.type !== undefined && lead.type !== criteria.type) return false;
  if (criteria.kind !== undefined && lead.kind !== criteria.kind) return false;
  if (criteria.status !== undefined && lead.status !== criteria.status) return false;
  if (criteria.agent !== undefined && lead.assignedAgent !== criteria.agent) return false;
  if (criteria.from !== undefined && lead.createdAt < criteria.from) return false;
  if (criteria.before !== undefined && lead.createdAt >= criteria.before) return false;
  return true;
}

/** Every mail of a lead: those sent before the mail queue (`sends`), then the queued ones in the order queued. */
function leadSends(lead: Lead): LeadSend[] {
  return [...(lead.sends ?? []), ...leadMailsInOrder(lead.mails)];
}

/** The inbox row of a lead. */
export function leadSummary(lead: Lead): LeadSummary {
  return {
    id: lead.id,
    reference: lead.reference ?? null,
    type: lead.type,
    kind: lead.kind,
    language: lead.language,
    status: lead.status,
    createdAt: lead.createdAt,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    headline: lead.headline,
    attributedAgent: lead.attributedAgent,
    assignedAgent: lead.assignedAgent,
    source: lead.source,
    packageUrl: lead.packageUrl,
    failedSends: leadSends(lead).filter((send) => send.status === 'failed').length,
    version: lead.version,
  };
}

async function leadDetail(lead: Lead): Promise<LeadDetail> {
  return {
    ...leadSummary(lead),
    marketingOptIn: lead.marketingOptIn,
    packageTitle: await packageTitleOf(lead.packageUrl),
    form: lead.form,
    notes: notesForAdmins(lead),
    activity: lead.activity ?? [],
    sends: leadSends(lead),
    ...(lead.emailProblem ? { emailProblem: lead.emailProblem } : {}),
    ...(lead.departure ? { departure: lead.departure } : {}),
    ...(lead.visit ? { visit: lead.visit } : {}),
    ...(lead.assignment ? { assignment: lead.assignment } : {}),
    ...(lead.firstContact ? { firstContact: lead.firstContact } : {}),
    ...(lead.booking ? { booking: lead.booking } : {}),
    ...(lead.loss ? { loss: lead.loss } : {}),
    updatedAt: lead.updatedAt,
    updatedBy: lead.updatedBy,
  };
}

/**
 * The reference a search names: typed with its prefix (`tbb 7k4f29`) or in its written groups (`7K4F-29`), never six
 * bare letters (`daniel` would read as one).
 */
function referenceSearched(typed: string): string | null {
  const trimmed = typed.trim();
  return /^tbb/i.test(trimmed) || /^[0-9a-z]{4}[\s-][0-9a-z]{2}$/i.test(trimmed) ? normalizeLeadReference(trimmed) : null;
}

/** A page of the admin inbox, newest first. */
export async function listLeadsForAdmin(query: LeadListQuery): Promise<LeadListPage> {
  const reference = query.reference !== undefined ? normalizeLeadReference(query.reference) : query.q !== undefined ? referenceSearched(query.q) : null;
  if (reference !== null) {
    // A reference names one lead: the answer is that lead (when it also passes the other filters) or nothing.
    const id = await findLeadIdByReference(reference);
    const lead = id ? await findLead(id) : null;
    return { leads: lead && matchesCriteria(lead, criteriaOf(query)) ? [leadSummary(lead)] : [], nextCursor: null };
  }
  const search = query.q !== undefined ? leadSearchTerms(query.q) : undefined;
  // Typed text with nothing to compare (only punctuation) finds nothing, rather than every lead.
  if (search !== undefined && search.length === 0) return { leads: [], nextCursor: null };
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const page = await listLeads({ ...criteriaOf(query), search }, query.limit ?? LEAD_LIST_DEFAULT_LIMIT, after);
  return {
    leads: page.leads.map(leadSummary),
    nextCursor: page.cursor ? encodeCursor(page.cursor) : null,
    ...(page.searchedDownTo ? { searchedSince: page.searchedDownTo.slice(0, page.searchedDownTo.indexOf('#')) } : {}),
  };
}

/** One lead for the detail view; 404 when there is none. */
export async function readLead(id: string): Promise<LeadDetail> {
  const lead = await findLead(id);
  if (!lead) throw new NotFound(LEAD_NOT_FOUND_MESSAGE);
  return leadDetail(lead);
}

/** The agent a change assigns leads to: null for nobody (or no assignment); 400 unless an active agent. */
async function assignableAgent(slug: string | null | undefined): Promise<StoredAgentProfile | null> {
  if (slug === undefined || slug === null) return null;
  const agent = await findAgentProfile(slug);
  if (!agent || agent.status !== 'active') throw new Invalid('Choose an active connected agent.', { assignedAgent: 'is not an active agent' });
  return agent;
}

/** Applies an admin's change to one lead at `input.version` (409 when stale, 404 when gone), mailing an agent newly assigned. */
async function changeLead(id: string, input: LeadUpdateInput, agent: StoredAgentProfile | null, actor: LeadActor): Promise<Lead> {
  const lead = await loadLeadAt(id, input.version);
  const clock = agent && lead.assignedAgent !== agent.slug ? await clockForNewAgent(lead, input.status ?? lead.status, new Date(actor.now)) : undefined;
  const request = {
    status: input.status,
    booking: input.booking,
    loss: input.loss,
    assignedAgent: input.assignedAgent,
    assignmentReason: input.assignmentReason,
    note: input.note,
    noteVisibility: input.noteVisibility,
    ...(clock ? { firstContact: clock } : {}),
  };
  const updated = await applyLeadFollowUp(lead, input.version, request, { username: actor.username, role: 'admin', now: actor.now });
  if (clock) await fileFirstContactClock(id, clock);
  if (agent && lead.assignedAgent !== agent.slug) {
    await sendLeadAssignedEmail(updated, agent);
    return (await findLead(id)) ?? updated;
  }
  return updated;
}

/** A new agent of a lead still waiting for first contact gets the whole first-contact time, from now. */
async function clockForNewAgent(lead: Lead, status: Lead['status'], now: Date): Promise<LeadFirstContact | undefined> {
  if (!hasFirstContactClock(lead.type) || status !== 'new') return undefined;
  return startFirstContactClock(now, await readLeadRoutingSettings(now));
}

/**
 * Changes a lead's status, assigns it (to an active agent, or to nobody with null) and/or adds a note,
 * at the version the admin loaded: 409 when someone changed it since. Each change is recorded in the lead's
 * history; an agent newly assigned is told by e-mail (`lead-assigned-agent`).
 */
export async function updateLead(id: string, input: LeadUpdateInput, actor: LeadActor): Promise<LeadDetail> {
  return leadDetail(await changeLead(id, input, await assignableAgent(input.assignedAgent), actor));
}

/** How many leads of one bulk change are changed at the same time (each is a read, a write and maybe a mail). */
const BULK_CONCURRENCY = 5;

/**
 * Gives several leads the same status and/or agent, each at the version the admin loaded, as {@link updateLead} would
 * one by one (history, the assignment mail). A lead changed since it was loaded (or gone) is left as it is and
 * reported, never failing the others; the agent is checked once, before any lead changes (400 for the whole request).
 */
export async function bulkUpdateLeads(input: LeadBulkUpdateInput, actor: LeadActor): Promise<LeadBulkUpdateResult> {
  const agent = await assignableAgent(input.assignedAgent);
  const outcomes: Array<{ lead: Lead } | LeadBulkUpdateResult['skipped'][number]> = [];
  // The workers share one iterator, so each lead is taken once; outcomes keep the request's order.
  const queue = input.leads.entries();
  const worker = async () => {
    for (const [index, { id, version }] of queue) {
      try {
        outcomes[index] = { lead: await changeLead(id, { version, status: input.status, loss: input.loss, assignedAgent: input.assignedAgent }, agent, actor) };
      } catch (error) {
        if (error instanceof Conflict) outcomes[index] = { id, reason: 'changed', message: error.message };
        else if (error instanceof NotFound) outcomes[index] = { id, reason: 'missing', message: error.message };
        else {
          logger.error('bulk lead change failed', { leadId: id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
          outcomes[index] = { id, reason: 'failed', message: 'This lead could not be changed. Try again.' };
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, input.leads.length) }, worker));
  return {
    updated: outcomes.flatMap((outcome) => ('lead' in outcome ? [leadSummary(outcome.lead)] : [])),
    skipped: outcomes.flatMap((outcome) => ('lead' in outcome ? [] : [outcome])),
  };
}

/**
 * The leads matching the inbox filters as a CSV document (newest first, at most
 * {@link LEAD_EXPORT_MAX_ROWS}; `truncated` says when more matched).
 */
export async function exportLeads(query: LeadExportQuery, now: Date = new Date()): Promise<LeadExport> {
  const page = await listLeads(criteriaOf(query), LEAD_EXPORT_MAX_ROWS);
  const styles = page.leads.some((lead) => ((lead.form.travelStyleIds as number[] | undefined) ?? []).length > 0)
    ? new Map((await travelStyleRepository.list()).map((style) => [style.id, style.style_name]))
    : new Map<number, string>();
  // Names, not codes: the agents and packages a lead names, read once for the whole file.
  const [agents, packages] = await Promise.all([listAgentProfiles(), page.leads.some((lead) => lead.packageUrl) ? listPackageCards() : []]);
  const agentNames = new Map(agents.map((agent) => [agent.slug, agent.name]));
  const packageTitles = new Map(packages.map((card) => [card.package_url, card.title]));
  const agentName = (slug: string | null) => (slug === null ? '' : (agentNames.get(slug) ?? slug));
  const rows = page.leads.map((lead) => ({ lead, values: leadEmailValues(lead, { agentName: null, travelStyleNames: styles }) }));
  type Row = (typeof rows)[number];
  const csv = toCsv<Row>(
    [
      { header: 'Reference', value: (row) => row.lead.reference ?? row.lead.id },
      { header: `Received (${AGENCY_TIME_ZONE} time)`, value: (row) => agencyDateTime(row.lead.createdAt) },
      { header: 'Type', value: (row) => row.lead.type },
      { header: 'Form', value: (row) => REQUEST_KIND_NAMES[row.lead.kind] },
      { header: 'Status', value: (row) => row.lead.status },
      { header: 'First name', value: (row) => row.lead.firstName },
      { header: 'Last name', value: (row) => row.lead.lastName },
      { header: 'E-mail', value: (row) => row.lead.email },
      { header: 'Phone', value: (row) => row.lead.phone },
      // The language of the site the lead came from: the one its visitor's e-mails were written in.
      { header: 'Language', value: (row) => (row.lead.language === 'fr' ? 'French' : 'English') },
      { header: 'Preferred contact', value: (row) => (row.lead.type === 'quote' ? row.values.preferredContact : '') },
      { header: 'Summary', value: (row) => row.lead.headline },
      { header: 'Departure city', value: (row) => (row.lead.type === 'quote' ? row.values.departureCity : '') },
      { header: 'Dates', value: (row) => (row.lead.type === 'quote' ? row.values.travelDates : '') },
      { header: 'Travellers', value: (row) => (row.lead.type === 'quote' ? row.values.travellers : '') },
      { header: 'Budget per person', value: (row) => (row.lead.type === 'quote' ? row.values.budgetPerPerson : '') },
      { header: 'Travel styles', value: (row) => (row.lead.type === 'quote' ? row.values.travelStyles : '') },
      { header: 'Package', value: (row) => (row.lead.packageUrl ? (packageTitles.get(row.lead.packageUrl) ?? row.lead.packageUrl) : '') },
      { header: 'Message or notes', value: (row) => row.values.notes },
      { header: 'Attributed agent', value: (row) => agentName(row.lead.attributedAgent) },
      { header: 'Assigned agent', value: (row) => agentName(row.lead.assignedAgent) },
      {
        header: 'Follow-up notes',
        value: (row) =>
          notesForAdmins(row.lead)
            .map((note) => `${agencyDateTime(note.at)} ${note.by} (${note.visibility}): ${note.text}`)
            .join('\n'),
      },
      { header: 'Departure asked about', value: (row) => (row.lead.departure ? `${row.lead.departure.date} from ${row.lead.departure.cityName}` : '') },
      { header: 'Source page', value: (row) => row.lead.source },
      { header: 'First-touch source', value: (row) => row.lead.visit?.first.utmSource ?? '' },
      { header: 'First-touch medium', value: (row) => row.lead.visit?.first.utmMedium ?? '' },
      { header: 'First-touch campaign', value: (row) => row.lead.visit?.first.utmCampaign ?? '' },
      { header: 'First-touch landing page', value: (row) => row.lead.visit?.first.landingPage ?? '' },
      { header: 'First-touch referrer', value: (row) => row.lead.visit?.first.referrer ?? '' },
      { header: 'Last-touch source', value: (row) => row.lead.visit?.last?.utmSource ?? '' },
      { header: 'Last-touch medium', value: (row) => row.lead.visit?.last?.utmMedium ?? '' },
      { header: 'Last-touch campaign', value: (row) => row.lead.visit?.last?.utmCampaign ?? '' },
      { header: 'Offers opt-in', value: (row) => row.values.marketingOptIn },
      { header: 'Failed e-mails', value: (row) => leadSummary(row.lead).failedSends },
      { header: 'Booking value (CAD)', value: (row) => (row.lead.booking ? row.lead.booking.value.toFixed(2) : '') },
      { header: 'Booking departure', value: (row) => row.lead.booking?.departureDate ?? '' },
      { header: 'Booking adults', value: (row) => row.lead.booking?.adults ?? '' },
      { header: 'Booking children', value: (row) => row.lead.booking?.children ?? '' },
      { header: 'Lost reason', value: (row) => row.lead.loss?.reason ?? '' },
      { header: 'Lost note', value: (row) => row.lead.loss?.note ?? '' },
    ],
    rows,
  );
  return {
    fileName: `leads-${isoDateInTimeZone(now, AGENCY_TIME_ZONE)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    csv,
    rowCount: rows.length,
    truncated: page.cursor !== null,
  };
}
