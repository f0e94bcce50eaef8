import type { LeadActivity, LeadBooking, LeadLoss, LeadNoteVisibility, LeadStatus } from '@tdp/shared/schemas/lead-records';
import type { LeadAssignmentMethod, LeadFirstContact } from '@tdp/shared/schemas/lead-routing';
import type { StoredAgentProfile } from '../../data/agent-profile-repository.ts';
import { findLead, LEAD_NOT_FOUND_MESSAGE, updateLeadFollowUp, type Lead, type LeadFollowUp } from '../../data/lead-repository.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { Conflict, NotFound } from '../domain-errors.ts';
import { leadEmailValues } from './lead-email-values.ts';
import { queueLeadMail } from './lead-mails.ts';

/**
 * Who changes a lead and when: the username and role of the access token, and an agent's display name; the platform
 * itself (routing, the first-contact clock) is role `system`, username `routing`.
 */
export interface LeadEditor {
  username: string;
  role: LeadActivity['role'];
  /** An agent's name, stored with their entries so another agent of the lead reads a name, not a username. */
  name?: string;
  now: string;
}

/** What one follow-up asks for: a status, an agent (null: nobody), a note's text and who may read it. */
export interface LeadFollowUpRequest {
  status?: LeadStatus;
  /** The booking, with `booked` (the shared schemas require it there and refuse it elsewhere). */
  booking?: LeadBooking;
  /** The reason and note, with `lost`. */
  loss?: LeadLoss;
  assignedAgent?: string | null;
  note?: string;
  /** An admin's choice; internal when not said. An agent's notes are always shared. */
  noteVisibility?: LeadNoteVisibility;
  /** How and why `assignedAgent` is given (recorded on the lead and in its history); an admin's choice when not said. */
  assignmentMethod?: LeadAssignmentMethod;
  assignmentReason?: string;
  /** A new first-contact clock (an agent newly assigned gets the full time), or null to stop it. */
  firstContact?: LeadFirstContact | null;
}

/** The words an assignment records when its author gave none. */
const DEFAULT_ASSIGNMENT_REASONS: Readonly<Record<LeadAssignmentMethod, string>> = {
  'share-link': 'share link',
  'asked-by-name': 'asked for by name',
  rules: 'routing rules',
  desk: 'agency desk',
  admin: 'assigned by an admin',
  'hand-back': 'handed back',
  deadline: 'first-contact deadline missed',
};

export const STALE_LEAD_MESSAGE = 'This lead changed since you loaded it. Reload to see the latest version.';

/** The lead as loaded for a change: 404 when there is none, 409 when it is no longer at `version`. */
export async function loadLeadAt(id: string, version: number): Promise<Lead> {
  const lead = await findLead(id);
  if (!lead) throw new NotFound(LEAD_NOT_FOUND_MESSAGE);
  return checkLeadVersion(lead, version);
}

/** The lead itself when it is at `version`; 409 naming `version` otherwise. */
export function checkLeadVersion(lead: Lead, version: number): Lead {
  if (lead.version !== version) throw new Conflict(STALE_LEAD_MESSAGE, { version: 'is out of date' });
  return lead;
}

/**
 * Applies a follow-up to a lead loaded at `version`, recording a history entry per actual change (a status or
 * agent set to what it already was is no change). The write is conditional on the version, so what the history
 * calls `from` is what the lead held when it changed.
 */
export async function applyLeadFollowUp(lead: Lead, version: number, request: LeadFollowUpRequest, editor: LeadEditor): Promise<Lead> {
  const changes: LeadFollowUp = {};
  const activity: LeadActivity[] = [];
  const byName = editor.role === 'agent' && editor.name ? { byName: editor.name } : {};
  const entry = (change: LeadActivity['change'], from: string | null, to: string | null): LeadActivity => ({
    at: editor.now,
    by: editor.username,
    role: editor.role,
    ...byName,
    change,
    from,
    to,
  });
  if (request.status !== undefined) {
    changes.status = request.status;
    // The outcome's facts go with the status: set by booked or lost, dropped when the lead leaves it (the history keeps them).
    const booking = request.status === 'booked' ? request.booking : undefined;
    const loss = request.status === 'lost' ? request.loss : undefined;
    if (booking) changes.booking = booking;
    else if (lead.booking) changes.booking = null;
    if (loss) changes.loss = loss;
    else if (lead.loss) changes.loss = null;
    // A booking or reason given again (corrected) is a change too, recorded from the status to itself.
    const factsChanged = (booking && JSON.stringify(booking) !== JSON.stringify(lead.booking)) || (loss && JSON.stringify(loss) !== JSON.stringify(lead.loss));
    if (request.status !== lead.status || factsChanged)
      activity.push({ ...entry('status', lead.status, request.status), ...(booking ? { booking } : {}), ...(loss ? { loss } : {}) });
  }
  if (request.assignedAgent !== undefined) {
    changes.assignedAgent = request.assignedAgent;
    if (request.assignedAgent !== lead.assignedAgent) {
      const method = request.assignmentMethod ?? 'admin';
      const reason =
        request.assignmentReason?.trim() ||
        (request.assignedAgent === null && method === 'admin' ? 'given to the desk by an admin' : DEFAULT_ASSIGNMENT_REASONS[method]);
      changes.assignment = { agent: request.assignedAgent, method, reason, at: editor.now };
      activity.push({ ...entry('assignment', lead.assignedAgent, request.assignedAgent), reason });
    }
  }
  if (request.firstContact !== undefined) changes.firstContact = request.firstContact;
  if (request.note !== undefined) {
    const visibility = editor.role === 'agent' ? 'shared' : (request.noteVisibility ?? 'internal');
    changes.note = { at: editor.now, by: editor.username, role: editor.role === 'agent' ? 'agent' : 'admin', visibility, ...byName, text: request.note };
    activity.push(entry('note', null, null));
  }
  changes.activity = activity;
  return updateLeadFollowUp(lead.id, version, changes, editor, lead);
}

async function travelStyleNames(lead: Lead): Promise<Map<number, string>> {
  if (((lead.form.travelStyleIds as number[] | undefined) ?? []).length === 0) return new Map();
  try {
    return new Map((await travelStyleRepository.list()).map((style) => [style.id, style.style_name]));
  } catch {
    // The names only make the mail nicer; the ids are written instead.
    return new Map();
  }
}

/**
 * Tells an agent an admin assigned them a lead (`lead-assigned-agent`), through the mail queue like the lead's other
 * mails (docs/decisions/mail-queue.md); never throws: the assignment is already saved.
 */
export async function sendLeadAssignedEmail(lead: Lead, agent: StoredAgentProfile): Promise<void> {
  const values = leadEmailValues(lead, { agentName: agent.name, travelStyleNames: await travelStyleNames(lead) });
  await queueLeadMail(lead.id, 'lead-assigned-agent', agent.email, values);
}
