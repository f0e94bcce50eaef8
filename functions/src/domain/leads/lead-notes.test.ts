import { describe, expect, it } from 'vitest';
import type { LeadActivity, StoredLeadNote } from '@tdp/shared/schemas/lead-records';
import type { Lead } from '../../data/lead-repository.ts';
import { activityForAgent, notesForAdmins, notesForAgent, OTHER_AGENT_NAME } from './lead-notes.ts';

const reader = { username: 'pat.agent', name: 'Harpreet Gill' };

function leadWith(notes: StoredLeadNote[], activity: LeadActivity[]): Lead {
  return { notes, activity } as unknown as Lead;
}

const entry = (at: string, by: string, role: 'admin' | 'agent', change: LeadActivity['change'] = 'note'): LeadActivity => ({
  at,
  by,
  role,
  change,
  from: null,
  to: null,
});

describe('notes stored before notes had a visibility', () => {
  const lead = leadWith(
    [
      { at: '2026-01-01T10:00:00.000Z', by: 'alex.admin', text: 'Margin is thin.' },
      { at: '2026-01-02T10:00:00.000Z', by: 'pat.agent', text: 'Called the client.' },
    ],
    [entry('2026-01-01T10:00:00.000Z', 'alex.admin', 'admin'), entry('2026-01-02T10:00:00.000Z', 'pat.agent', 'agent')],
  );

  it('are internal when an admin wrote them (the form said only admins see notes), shared when the agent did', () => {
    expect(notesForAdmins(lead).map(({ role, visibility }) => [role, visibility])).toEqual([
      ['admin', 'internal'],
      ['agent', 'shared'],
    ]);
  });

  it("reach the agent without the admin's note, its history entry or any username", () => {
    expect(notesForAgent(lead, reader)).toEqual([{ at: '2026-01-02T10:00:00.000Z', by: 'Harpreet Gill', role: 'agent', text: 'Called the client.' }]);
    expect(activityForAgent(lead, reader).map((item) => item.by)).toEqual(['Harpreet Gill']);
  });
});

describe("another agent's entries (the lead's earlier agent)", () => {
  it('are named by the name stored with them, else as a connected agent', () => {
    const lead = leadWith(
      [
        { at: '2026-01-03T10:00:00.000Z', by: 'wei.agent', role: 'agent', visibility: 'shared', byName: 'Wei Chen', text: 'Handing over.' },
        { at: '2026-01-04T10:00:00.000Z', by: 'old.agent', role: 'agent', visibility: 'shared', text: 'Old note.' },
      ],
      [entry('2026-01-05T10:00:00.000Z', 'wei.agent', 'agent', 'status')],
    );
    expect(notesForAgent(lead, reader).map((note) => note.by)).toEqual(['Wei Chen', OTHER_AGENT_NAME]);
    expect(activityForAgent(lead, reader).map((item) => item.by)).toEqual([OTHER_AGENT_NAME]);
  });
});
