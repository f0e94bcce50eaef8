import {
  AGENCY_STAFF_NAME,
  type AgentLeadActivity,
  type AgentLeadNote,
  type LeadActivity,
  type LeadNote,
  type StoredLeadNote,
} from '@tdp/shared/schemas/lead-records';
import type { Lead } from '../../data/lead-repository.ts';

/**
 * Who reads a lead's notes and history, and under which name. Admins read every note with its writer's username;
 * the assigned agent reads the notes shared with them (their own always are) and sees the agency's staff as
 * {@link AGENCY_STAFF_NAME} and agents by name, never a username.
 */

/** How another connected agent (a lead's earlier agent) is named when their name was not stored. */
export const OTHER_AGENT_NAME = 'Connected agent';

/** The history entry that recorded a note: same writer, same time. */
function noteEntryOf(note: StoredLeadNote, activity: readonly LeadActivity[]): LeadActivity | undefined {
  return activity.find((entry) => entry.change === 'note' && entry.at === note.at && entry.by === note.by);
}

/**
 * A stored note with its writer's role and its visibility. Notes stored before notes had a visibility were written by
 * admins for admins ("Only admins see notes"), or by the assigned agent, whose notes were always read by both: the
 * role comes from the note's history entry.
 */
function resolvedNote(note: StoredLeadNote, activity: readonly LeadActivity[]): LeadNote {
  const role = note.role ?? (noteEntryOf(note, activity)?.role === 'agent' ? 'agent' : 'admin');
  const visibility = note.visibility ?? (role === 'agent' ? 'shared' : 'internal');
  return { at: note.at, by: note.by, role, visibility, text: note.text };
}

/** Every note of a lead, for the admins. */
export function notesForAdmins(lead: Lead): LeadNote[] {
  const activity = lead.activity ?? [];
  return (lead.notes ?? []).map((note) => resolvedNote(note, activity));
}

/** The agent reading a lead: their username (their own entries) and display name. */
export interface LeadReader {
  username: string;
  name: string;
}

function displayName(entry: { by: string; role: LeadActivity['role']; byName?: string }, reader: LeadReader): string {
  // The staff and the platform's own changes (routing, the first-contact clock) read as the agency's.
  if (entry.role !== 'agent') return AGENCY_STAFF_NAME;
  if (entry.by.toLowerCase() === reader.username.toLowerCase()) return reader.name;
  return entry.byName ?? OTHER_AGENT_NAME;
}

/** The notes shared with the assigned agent, their writers by display name. */
export function notesForAgent(lead: Lead, reader: LeadReader): AgentLeadNote[] {
  const activity = lead.activity ?? [];
  return (lead.notes ?? []).flatMap((stored) => {
    const note = resolvedNote(stored, activity);
    if (note.visibility !== 'shared') return [];
    return [{ at: note.at, by: displayName({ ...note, byName: stored.byName }, reader), role: note.role, text: note.text }];
  });
}

/**
 * A lead's history for the assigned agent: authors by display name, and without the entries of internal notes (that
 * an admin wrote one is itself the admins' business).
 */
export function activityForAgent(lead: Lead, reader: LeadReader): AgentLeadActivity[] {
  const notes = lead.notes ?? [];
  return (lead.activity ?? []).flatMap((entry) => {
    if (entry.change === 'note') {
      const note = notes.find((candidate) => candidate.at === entry.at && candidate.by === entry.by);
      if (!note || resolvedNote(note, [entry]).visibility !== 'shared') return [];
    }
    const { byName: _byName, ...rest } = entry;
    return [{ ...rest, by: displayName(entry, reader) }];
  });
}
