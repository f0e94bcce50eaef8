import type { LeadHandBackInput } from '@tdp/shared/schemas/lead-routing';
import {
  LEAD_LIST_DEFAULT_LIMIT,
  type AgentLead,
  type AgentLeadActivity,
  type AgentLeadListPage,
  type AgentLeadListQuery,
  type AgentLeadSummary,
  type AgentLeadUpdateInput,
} from '@tdp/shared/schemas/lead-records';
import { findAgentProfile } from '../../data/agent-profile-repository.ts';
import { findLead, LEAD_NOT_FOUND_MESSAGE, listLeads, type Lead } from '../../data/lead-repository.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import type { Caller } from '../../http/http-types.ts';
import { profileOfCaller } from '../agents/caller-profile.ts';
import { NotFound } from '../domain-errors.ts';
import { leadEmailValues } from './lead-email-values.ts';
import { applyLeadFollowUp, checkLeadVersion } from './lead-follow-up.ts';
import { activityForAgent, notesForAgent, type LeadReader } from './lead-notes.ts';
import { packageTitleOf } from './lead-package-title.ts';
import { decodeCursor, encodeCursor } from './manage-leads.ts';

/**
 * A connected agent's own leads (the portal's "My leads"): the leads assigned to them, and nothing else. A lead
 * of anyone else answers 404 exactly like a lead that does not exist, so an agent learns nothing of it.
 */

function agentLeadSummary(lead: Lead): AgentLeadSummary {
  return {
    id: lead.id,
    reference: lead.reference ?? null,
    kind: lead.kind,
    language: lead.language,
    status: lead.status,
    createdAt: lead.createdAt,
    firstName: lead.firstName,
    lastName: lead.lastName,
    headline: lead.headline,
    packageUrl: lead.packageUrl,
    version: lead.version,
  };
}

async function agentLead(lead: Lead, reader: LeadReader): Promise<AgentLead> {
  const styleIds = (lead.form.travelStyleIds as number[] | undefined) ?? [];
  const styles = styleIds.length > 0 ? new Map((await travelStyleRepository.list()).map((style) => [style.id, style.style_name])) : new Map<number, string>();
  const values = leadEmailValues(lead, { agentName: null, travelStyleNames: styles });
  return {
    ...agentLeadSummary(lead),
    type: lead.type,
    email: lead.email,
    phone: lead.phone,
    source: lead.source,
    request: {
      preferredContact: lead.type === 'quote' ? values.preferredContact : '',
      destinations: values.destinations,
      departureCity: values.departureCity,
      travelDates: values.travelDates,
      travellers: values.travellers,
      budgetPerPerson: values.budgetPerPerson,
      travelStyles: values.travelStyles,
      groupDetails: values.groupDetails,
      subject: values.subject,
      message: values.notes,
    },
    ...(lead.departure ? { departure: lead.departure } : {}),
    packageTitle: await packageTitleOf(lead.packageUrl),
    notes: notesForAgent(lead, reader),
    activity: await withAgentNames(activityForAgent(lead, reader)),
    assignment: lead.assignment ? { method: lead.assignment.method, reason: lead.assignment.reason, at: lead.assignment.at } : null,
    firstContactDueAt: lead.status === 'new' ? (lead.firstContact?.dueAt ?? null) : null,
    ...(lead.booking ? { booking: lead.booking } : {}),
    ...(lead.loss ? { loss: lead.loss } : {}),
    updatedAt: lead.updatedAt,
  };
}

/** History entries with the agents an assignment names by name (slugs are the admins' codes), a missing one as it is. */
async function withAgentNames(activity: AgentLeadActivity[]): Promise<AgentLeadActivity[]> {
  const slugs = new Set(
    activity.flatMap((entry) => (entry.change === 'assignment' ? [entry.from, entry.to] : [])).filter((slug): slug is string => slug !== null),
  );
  const names = new Map(await Promise.all([...slugs].map(async (slug) => [slug, (await findAgentProfile(slug))?.name ?? slug] as const)));
  const nameOf = (slug: string | null) => (slug === null ? null : (names.get(slug) ?? slug));
  return activity.map((entry) => (entry.change === 'assignment' ? { ...entry, from: nameOf(entry.from), to: nameOf(entry.to) } : entry));
}

/** The caller's assigned leads, newest first, optionally of one status (one partition of the agent index). */
export async function listLeadsOfAgent(caller: Caller, query: AgentLeadListQuery): Promise<AgentLeadListPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const profile = await profileOfCaller(caller);
  if (!profile) return { leads: [], nextCursor: null };
  const page = await listLeads({ agent: profile.slug, status: query.status }, query.limit ?? LEAD_LIST_DEFAULT_LIMIT, after);
  return { leads: page.leads.map(agentLeadSummary), nextCursor: page.cursor ? encodeCursor(page.cursor) : null };
}

/** A lead if it is assigned to the caller (with the caller as its reader); 404 otherwise, whether it exists or not. */
async function ownLead(caller: Caller, id: string): Promise<{ lead: Lead; reader: LeadReader }> {
  const [profile, lead] = await Promise.all([profileOfCaller(caller), findLead(id)]);
  if (!profile || !lead || lead.assignedAgent !== profile.slug) throw new NotFound(LEAD_NOT_FOUND_MESSAGE);
  return { lead, reader: { username: caller.username, name: profile.name } };
}

/** One of the caller's leads with the customer's contact details and request. */
export async function readLeadOfAgent(caller: Caller, id: string): Promise<AgentLead> {
  const { lead, reader } = await ownLead(caller, id);
  return agentLead(lead, reader);
}

/**
 * Changes the status of one of the caller's leads and/or adds a note, at the version loaded (409 when stale).
 * Ownership is checked before the version, so a stale version of someone else's lead is still a 404.
 */
export async function updateLeadOfAgent(caller: Caller, id: string, input: AgentLeadUpdateInput, now: string): Promise<AgentLead> {
  const { lead, reader } = await ownLead(caller, id);
  checkLeadVersion(lead, input.version);
  const editor = { username: caller.username, role: 'agent', name: reader.name, now } as const;
  const updated = await applyLeadFollowUp(lead, input.version, { status: input.status, booking: input.booking, loss: input.loss, note: input.note }, editor);
  return agentLead(updated, reader);
}

/**
 * The caller gives one of their leads back to the agency desk with a reason, at the version loaded (409 when stale; 404
 * for anyone else's). The hand-back is recorded (who, when, why) and the lead leaves the agent's list; its first-contact
 * clock runs on, so the desk hears of it by the deadline if nobody picks it up.
 */
export async function handBackLeadOfAgent(caller: Caller, id: string, input: LeadHandBackInput, now: string): Promise<void> {
  const { lead, reader } = await ownLead(caller, id);
  checkLeadVersion(lead, input.version);
  const editor = { username: caller.username, role: 'agent', name: reader.name, now } as const;
  await applyLeadFollowUp(
    lead,
    input.version,
    { assignedAgent: null, assignmentMethod: 'hand-back', assignmentReason: `handed back: ${input.reason}` },
    editor,
  );
}
