import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { leadMailsInOrder } from '../data/lead-mail-repository.ts';
import { findLead, findLeadIdByReference } from '../data/lead-repository.ts';
import { submitQuoteRequest } from '../domain/leads/submit-lead.ts';
import { addAgent, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../test/leads-api-client.ts';
import { quoteBody } from '../../test/lead-form-fixtures.ts';
import { deliverQueuedMail } from '../../local/local-mail-queue.ts';
import { runScheduledJobs, type JobLog } from './run-scheduled-jobs.ts';
import { leadDeadlinesJob } from './lead-deadlines-job.ts';

/**
 * The first-contact clock end to end with a fake clock (issue #30, item 2): leads sent by the public form, the job run
 * at chosen minutes, reminders and escalations read from the local outbox.
 */

let backend: LeadsTestBackend;
const lines: Array<Record<string, unknown>> = [];
const log: JobLog = (level, line) => lines.push({ level, ...line });

/** Runs the job as the minute rule does, at `at`, and answers its summary. */
async function runAt(at: string): Promise<Record<string, unknown>> {
  const [run] = await runScheduledJobs([leadDeadlinesJob()], { now: new Date(at), log });
  if (!run!.ok) throw new Error(run!.error);
  // The job queues its mails; the local stack's poller sends them within a moment.
  await deliverQueuedMail();
  return run!.summary!;
}

async function submitAt(at: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody(overrides)), { sourceIp: freshAddress(), now: new Date(at) });
  await deliverQueuedMail();
  return (await findLeadIdByReference(receipt.reference))!;
}

const mailsOf = (type: string) => backend.outbox().filter((mail) => mail.type === type);

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await addAgent({}, 'pat.agent');
  await addAgent({ slug: 'wei-chen', name: 'Wei Chen', email: 'wei.chen@agents.tbbtravel.ca' });
  const open = { open: '09:00', close: '17:00' };
  const saved = await call('updateLeadRouting', {
    token: backend.adminToken,
    body: {
      version: 0,
      agents: [
        { slug: 'harpreet-gill', receivesLeads: true, destinationIds: [], maxOpenLeads: null, awayFrom: null, awayUntil: null },
        { slug: 'wei-chen', receivesLeads: true, destinationIds: [], maxOpenLeads: null, awayFrom: null, awayUntil: null },
      ],
      desk: [{ name: 'Alex Admin', email: 'desk@tbbtravel.ca' }],
      // Closed on weekends: a Friday-evening lead waits for Monday.
      businessHours: { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: null, sunday: null },
      holidays: [{ date: '2026-04-03', name: 'Good Friday' }],
      firstContactHours: 2,
      reassignAfterDeadline: true,
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => backend.stop());

describe('a share-link lead sent at 4:55 p.m. on a Friday that nobody contacts', () => {
  let id: string;

  it('lands with its agent at once, its deadline Monday 10:55 a.m. (after the clocks went forward on Sunday)', async () => {
    // Friday 6 March 2026, 16:55 PST; the clocks go forward on Sunday 8 March.
    id = await submitAt('2026-03-07T00:55:00.000Z', { agent: 'wei-chen' });
    const lead = (await findLead(id))!;
    expect(lead.assignedAgent).toBe('wei-chen');
    expect(lead.assignment?.reason).toBe('share link');
    // Five minutes on Friday, then Monday from 9:00 PDT: reminder at 9:55, deadline at 10:55.
    expect(lead.firstContact).toEqual({ startedAt: '2026-03-07T00:55:00.000Z', remindAt: '2026-03-09T16:55:00.000Z', dueAt: '2026-03-09T17:55:00.000Z' });
  });

  it('does nothing over the weekend, then reminds the agent at Monday 9:55, once', async () => {
    expect(await runAt('2026-03-07T18:00:00.000Z')).toMatchObject({ reminded: 0, escalated: 0 });
    expect(await runAt('2026-03-09T16:54:00.000Z')).toMatchObject({ reminded: 0, escalated: 0 });
    expect(await runAt('2026-03-09T16:55:00.000Z')).toMatchObject({ reminded: 1, escalated: 0 });
    expect(await runAt('2026-03-09T16:56:00.000Z')).toMatchObject({ reminded: 0, escalated: 0 });
    const reminders = mailsOf('lead-first-contact-reminder');
    expect(reminders.map((mail) => mail.to)).toEqual(['wei.chen@agents.tbbtravel.ca']);
    expect(reminders[0]!.subject).toContain('10:55');
    const lead = (await findLead(id))!;
    expect(lead.firstContact?.remindedAt).toBe('2026-03-09T16:55:00.000Z');
    expect(lead.activity.at(-1)).toMatchObject({
      at: '2026-03-09T16:55:00.000Z',
      by: 'routing',
      role: 'system',
      change: 'first-contact-reminder',
      to: 'wei-chen',
    });
    // Queued by the job like the lead's other mails, then sent by the mail queue (docs/decisions/mail-queue.md).
    expect(leadMailsInOrder(lead.mails)).toContainEqual(expect.objectContaining({ type: 'lead-first-contact-reminder', status: 'sent' }));
  });

  it('escalates to the desk at Monday 10:55 exactly, and gives the lead to another agent who fits, with a fresh clock', async () => {
    expect(await runAt('2026-03-09T17:54:00.000Z')).toMatchObject({ escalated: 0 });
    expect(await runAt('2026-03-09T17:55:00.000Z')).toMatchObject({ escalated: 1, reassigned: 1 });
    const escalations = mailsOf('lead-first-contact-escalation');
    expect(escalations.map((mail) => mail.to)).toEqual(['desk@tbbtravel.ca']);
    expect(escalations[0]!.text).toContain('held by Wei Chen');
    const lead = (await findLead(id))!;
    expect(lead.assignedAgent).toBe('harpreet-gill');
    expect(lead.assignment).toMatchObject({ method: 'deadline', reason: 'first-contact deadline missed; the only agent who fits' });
    expect(lead.activity.slice(-2)).toEqual([
      { at: '2026-03-09T17:55:00.000Z', by: 'routing', role: 'system', change: 'first-contact-escalation', from: null, to: 'wei-chen' },
      {
        at: '2026-03-09T17:55:00.000Z',
        by: 'routing',
        role: 'system',
        change: 'assignment',
        from: 'wei-chen',
        to: 'harpreet-gill',
        reason: 'first-contact deadline missed; the only agent who fits',
      },
    ]);
    expect(lead.firstContact).toEqual({ startedAt: '2026-03-09T17:55:00.000Z', remindAt: '2026-03-09T18:55:00.000Z', dueAt: '2026-03-09T19:55:00.000Z' });
    expect(mailsOf('lead-assigned-agent').map((mail) => mail.to)).toContain('harpreet.gill@agents.tbbtravel.ca');
  });

  it('stops the new clock once the new agent records the contact', async () => {
    const lead = (await findLead(id))!;
    const before = backend.outbox().length;
    const contacted = await call('updateLead', { params: { id }, token: backend.adminToken, body: { version: lead.version, status: 'contacted' } });
    expect(contacted.status).toBe(200);
    expect(await runAt('2026-03-09T20:00:00.000Z')).toMatchObject({ reminded: 0, escalated: 0, settled: 2 });
    expect(backend.outbox().length).toBe(before);
  });
});

describe('a lead contacted in time', () => {
  it('stops its clock: no reminder, no escalation, its steps removed without a word', async () => {
    // Tuesday 10 March 2026 10:00 PDT: reminder at 11:00, deadline at 12:00.
    const id = await submitAt('2026-03-10T17:00:00.000Z');
    const before = backend.outbox().length;
    const lead = (await findLead(id))!;
    const contacted = await call('updateLead', { params: { id }, token: backend.adminToken, body: { version: lead.version, status: 'contacted' } });
    expect(contacted.status).toBe(200);
    expect(await runAt('2026-03-10T19:00:00.000Z')).toMatchObject({ reminded: 0, escalated: 0, settled: 2 });
    expect(backend.outbox().length).toBe(before);
  });

  it('counts a lead moved straight to proposal sent, booked or lost as contacted (docs/decisions/lead-pipeline.md)', async () => {
    // Wednesday 11 March 2026 10:00 PDT: reminders at 11:00, deadlines at 12:00.
    const changes = [
      { status: 'proposal-sent' },
      { status: 'booked', booking: { value: 3200, departureDate: '2026-06-01', adults: 2, children: 0 } },
      { status: 'lost', loss: { reason: 'no-response' } },
    ];
    const ids: string[] = [];
    for (let count = 0; count < changes.length; count += 1) ids.push(await submitAt('2026-03-11T17:00:00.000Z'));
    const before = backend.outbox().length;
    for (const [index, change] of changes.entries()) {
      const id = ids[index]!;
      const lead = (await findLead(id))!;
      expect((await call('updateLead', { params: { id }, token: backend.adminToken, body: { version: lead.version, ...change } })).status).toBe(200);
    }
    expect(await runAt('2026-03-11T19:00:00.000Z')).toMatchObject({ reminded: 0, escalated: 0, settled: 6 });
    expect(backend.outbox().length).toBe(before);
  });

  it('skips the holiday and the weekend: a lead on the eve of Good Friday is due Monday', async () => {
    // Thursday 2 April 2026 16:00 PDT: one hour that day, Good Friday and the weekend closed, Monday 9:00 + 1 h.
    const id = await submitAt('2026-04-02T23:00:00.000Z');
    expect((await findLead(id))!.firstContact?.dueAt).toBe('2026-04-06T17:00:00.000Z');
  });
});
