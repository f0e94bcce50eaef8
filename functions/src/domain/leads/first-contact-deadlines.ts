import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import type { EmailType } from '@tdp/shared/schemas/email-template';
import type { LeadFirstContact, LeadRoutingSettings } from '@tdp/shared/schemas/lead-routing';
import { findAgentProfile, type StoredAgentProfile } from '../../data/agent-profile-repository.ts';
import { findLead, updateLeadFollowUp, type Lead } from '../../data/lead-repository.ts';
import { deleteLeadDeadline, listDueLeadDeadlines, type LeadDeadlineItem } from '../../data/lead-routing-repository.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { agencyLeadsEmail } from '../../email/agency-mail-settings.ts';
import { Conflict } from '../domain-errors.ts';
import { fileFirstContactClock, startFirstContactClock } from './first-contact.ts';
import { applyLeadFollowUp, sendLeadAssignedEmail, type LeadEditor } from './lead-follow-up.ts';
import { leadEmailValues } from './lead-email-values.ts';
import { queueLeadMail } from './lead-mails.ts';
import { readLeadRoutingSettings } from './lead-routing-settings.ts';
import { routeByRules } from './route-lead.ts';

/**
 * The lead-deadlines job's work (docs/decisions/lead-routing.md): every minute, the first-contact steps now due. A lead
 * still `new` at its halfway mark reminds whoever holds it; at its deadline the desk is told and, when the settings
 * say so, routing gives it to another agent who fits (who gets a fresh clock). A lead contacted meanwhile (no longer
 * `new`), reassigned (a newer clock) or gone just has its step removed. Each step is recorded on the lead first, at the
 * version read, so two runs can never both act on it; the mail follows.
 */

/** Most steps one run takes; the rest wait a minute (a run must end well within its minute). */
export const DEADLINE_STEPS_PER_RUN = 100;

/** The platform as the author of the clock's changes. */
const ROUTING_EDITOR = { username: 'routing', role: 'system' } as const;

/** What one run did, for the job's log line. */
export type DeadlineRunSummary = {
  reminded: number;
  escalated: number;
  reassigned: number;
  /** Steps of leads contacted, reassigned or gone since: removed without a word. */
  settled: number;
  /** Steps left for the next run (the lead changed under the run, or its write failed). */
  retried: number;
};

const dueFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: AGENCY_TIME_ZONE,
});

/** A deadline as the mails write it, agency time: `Mon., Mar. 15, 2027, 10:55 a.m.`. */
export function formatFirstContactDue(iso: string): string {
  return dueFormat.format(new Date(iso));
}

async function styleNames(lead: Lead): Promise<Map<number, string>> {
  if (((lead.form.travelStyleIds as number[] | undefined) ?? []).length === 0) return new Map();
  try {
    return new Map((await travelStyleRepository.list()).map((style) => [style.id, style.style_name]));
  } catch {
    return new Map();
  }
}

/** Queues one of the clock's mails, as the lead's other mails are (docs/decisions/mail-queue.md); never throws. */
async function sendClockMail(
  type: Extract<EmailType, 'lead-first-contact-reminder' | 'lead-first-contact-escalation'>,
  lead: Lead,
  to: readonly string[],
  holder: StoredAgentProfile | null,
): Promise<void> {
  const values = {
    ...leadEmailValues(lead, { agentName: holder?.name ?? null, travelStyleNames: await styleNames(lead) }),
    firstContactDue: formatFirstContactDue(lead.firstContact!.dueAt),
    holderName: holder?.name ?? 'the agency desk',
  };
  await queueLeadMail(lead.id, type, to, values);
}

/** The desk's addresses: the admins the routing settings name, else the agency's leads address. */
function deskAddresses(settings: LeadRoutingSettings): string[] {
  return settings.desk.length > 0 ? settings.desk.map((member) => member.email) : [agencyLeadsEmail()];
}

type ClockLog = (level: 'info' | 'warn' | 'error', line: Record<string, unknown>) => void;

/** Whether a step still belongs to the lead's current clock and has not been acted on. */
function isCurrent(lead: Lead | null, item: LeadDeadlineItem): lead is Lead & { firstContact: NonNullable<Lead['firstContact']> } {
  if (!lead || lead.status !== 'new' || !lead.firstContact) return false;
  const clock = lead.firstContact;
  return item.step === 'remind' ? clock.remindAt === item.dueAt && !clock.remindedAt : clock.dueAt === item.dueAt && !clock.escalatedAt;
}

async function remind(lead: Lead & { firstContact: NonNullable<Lead['firstContact']> }, settings: LeadRoutingSettings, now: Date): Promise<void> {
  const at = now.toISOString();
  const marked = await markClock(lead, { ...lead.firstContact, remindedAt: at }, 'first-contact-reminder', at);
  const holder = lead.assignedAgent ? await findAgentProfile(lead.assignedAgent) : null;
  await sendClockMail('lead-first-contact-reminder', marked, holder ? [holder.email] : deskAddresses(settings), holder);
}

async function escalate(lead: Lead & { firstContact: NonNullable<Lead['firstContact']> }, settings: LeadRoutingSettings, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const editor: LeadEditor = { ...ROUTING_EDITOR, now: at };
  const current = await markClock(lead, { ...lead.firstContact, escalatedAt: at }, 'first-contact-escalation', at);
  const holder = lead.assignedAgent ? await findAgentProfile(lead.assignedAgent) : null;
  await sendClockMail('lead-first-contact-escalation', current, deskAddresses(settings), holder);
  if (!settings.reassignAfterDeadline) return false;

  const routed = await routeByRules(current, now, { settings, exclude: lead.assignedAgent ? [lead.assignedAgent] : [] });
  if (!routed.agent) return false;
  const clock = startFirstContactClock(now, settings);
  const reassigned = await applyLeadFollowUp(
    current,
    current.version,
    {
      assignedAgent: routed.agent.slug,
      assignmentMethod: 'deadline',
      assignmentReason: `first-contact deadline missed; ${routed.reason}`,
      firstContact: clock,
    },
    editor,
  );
  await fileFirstContactClock(reassigned.id, clock);
  await sendLeadAssignedEmail(reassigned, routed.agent);
  return true;
}

/**
 * Marks the clock's step done and records it in the lead's history (who: the platform; to: the holder) in one write at
 * the version read: a second run reading the same version fails here (409) and does nothing.
 */
function markClock(lead: Lead, clock: LeadFirstContact, change: 'first-contact-reminder' | 'first-contact-escalation', at: string): Promise<Lead> {
  const entry = { at, by: ROUTING_EDITOR.username, role: ROUTING_EDITOR.role, change, from: null, to: lead.assignedAgent };
  return updateLeadFollowUp(lead.id, lead.version, { firstContact: clock, activity: [entry] }, { username: ROUTING_EDITOR.username, now: at });
}

/** Acts on every first-contact step due at `now` (at most {@link DEADLINE_STEPS_PER_RUN}). */
export async function runFirstContactDeadlines(now: Date, log: ClockLog): Promise<DeadlineRunSummary> {
  const summary: DeadlineRunSummary = { reminded: 0, escalated: 0, reassigned: 0, settled: 0, retried: 0 };
  const due = await listDueLeadDeadlines(now, DEADLINE_STEPS_PER_RUN);
  if (due.length === 0) return summary;
  const settings = await readLeadRoutingSettings(now);
  for (const item of due) {
    const lead = await findLead(item.leadId);
    if (!isCurrent(lead, item)) {
      await deleteLeadDeadline(item);
      summary.settled += 1;
      continue;
    }
    try {
      if (item.step === 'remind') {
        await remind(lead, settings, now);
        summary.reminded += 1;
      } else {
        summary.escalated += 1;
        if (await escalate(lead, settings, now)) summary.reassigned += 1;
      }
      await deleteLeadDeadline(item);
      log('info', { msg: item.step === 'remind' ? 'first-contact reminder sent' : 'first-contact deadline escalated', leadId: lead.id, dueAt: item.dueAt });
    } catch (error) {
      // Someone changed the lead under the run: the next minute reads it again (and settles the step if it was contacted).
      if (!(error instanceof Conflict)) throw error;
      summary.retried += 1;
    }
  }
  return summary;
}
