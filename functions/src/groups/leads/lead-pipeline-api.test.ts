import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { dynamo } from '../../data/dynamo-client.ts';
import { findLead, findLeadIdByReference } from '../../data/lead-repository.ts';
import { countOpenLeadsOfAgent } from '../../data/lead-routing-repository.ts';
import { leadKey, leadsByStatusPartition } from '../../data/leads-keys.ts';
import { leadsTable } from '../../data/leads-table.ts';
import { submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { addTwoSignedInAgents, call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;
let agentA: string;
/** `P` walks the pipeline (admin), `L` is lost, `A` is agent A's (booked by the agent), `W` was stored `won` before the pipeline. */
const ids: Record<string, string> = {};

const BOOKING = { value: 8420.5, departureDate: '2027-02-14', adults: 2, children: 1 };

async function submit(name: string, at: string, overrides: Record<string, unknown> = {}): Promise<void> {
  const receipt = await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody(overrides)), { sourceIp: freshAddress(), now: new Date(at) });
  ids[name] = (await findLeadIdByReference(receipt.reference))!;
}

async function version(id: string): Promise<number> {
  return (await findLead(id))!.version;
}

function patch(id: string, body: Record<string, unknown>, token = backend.adminToken) {
  return call('updateLead', { params: { id }, body, token });
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA } = await addTwoSignedInAgents(backend));
  await submit('P', '2026-03-02T18:00:00.000Z');
  await submit('L', '2026-03-03T18:00:00.000Z');
  await submit('A', '2026-03-04T18:00:00.000Z', { agent: 'harpreet-gill' });
  await submit('W', '2026-03-05T18:00:00.000Z', { agent: 'harpreet-gill' });
  // A lead stored before the pipeline: status `won`, listed in the `won` partition of the status index.
  await dynamo().send(
    new UpdateCommand({
      TableName: leadsTable(),
      Key: leadKey(ids.W!),
      UpdateExpression: 'SET #status = :won, GSI1PK = :partition',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':won': 'won', ':partition': leadsByStatusPartition('won') },
    }),
  );
});
afterAll(() => backend.stop());

describe('the lead pipeline: new → contacted → proposal sent → booked or lost', () => {
  it('walks a lead through contacted and proposal sent to booked, each change on its timeline with who, when, from and to', async () => {
    expect((await patch(ids.P!, { version: 1, status: 'contacted' })).status).toBe(200);
    expect((await patch(ids.P!, { version: 2, status: 'proposal-sent' })).body.data).toMatchObject({ status: 'proposal-sent', version: 3 });
    const booked = await patch(ids.P!, { version: 3, status: 'booked', booking: BOOKING });
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({ status: 'booked', booking: BOOKING, version: 4 });
    expect(booked.body.data.activity.filter((entry: { change: string }) => entry.change === 'status')).toEqual([
      { at: expect.any(String), by: 'alex.admin', role: 'admin', change: 'status', from: 'new', to: 'contacted' },
      { at: expect.any(String), by: 'alex.admin', role: 'admin', change: 'status', from: 'contacted', to: 'proposal-sent' },
      { at: expect.any(String), by: 'alex.admin', role: 'admin', change: 'status', from: 'proposal-sent', to: 'booked', booking: BOOKING },
    ]);
  });

  it('refuses booked without its booking, or with a field missing or wrong, naming the field (400)', async () => {
    const at = await version(ids.L!);
    const none = await patch(ids.L!, { version: at, status: 'booked' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ booking: 'is required when the status is booked' });
    const partial = await patch(ids.L!, { version: at, status: 'booked', booking: { value: 0, departureDate: '2027-02-30', adults: 0 } });
    expect(partial.status).toBe(400);
    expect(partial.body.error.fields).toMatchObject({
      'booking.value': 'must be more than 0',
      'booking.departureDate': expect.any(String),
      'booking.adults': 'must be 1 or more',
      'booking.children': expect.any(String),
    });
    const stray = await patch(ids.L!, { version: at, status: 'contacted', booking: BOOKING });
    expect(stray.body.error.fields).toEqual({ booking: 'goes only with the status booked' });
    expect(await findLead(ids.L!)).toMatchObject({ status: 'new', version: at });
  });

  it('refuses lost without a reason of the list, and records the reason and note when given', async () => {
    const at = await version(ids.L!);
    expect((await patch(ids.L!, { version: at, status: 'lost' })).body.error.fields).toEqual({ 'loss.reason': 'is required when the status is lost' });
    const unknown = await patch(ids.L!, { version: at, status: 'lost', loss: { reason: 'too-expensive' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['loss.reason']).toMatch(/^must be one of price, booked-elsewhere/);
    const lost = await patch(ids.L!, { version: at, status: 'lost', loss: { reason: 'booked-elsewhere', note: 'Went with a cruise line direct.' } });
    expect(lost.status).toBe(200);
    expect(lost.body.data).toMatchObject({ status: 'lost', loss: { reason: 'booked-elsewhere', note: 'Went with a cruise line direct.' } });
    expect(lost.body.data.activity.at(-1)).toMatchObject({
      change: 'status',
      from: 'new',
      to: 'lost',
      loss: { reason: 'booked-elsewhere', note: 'Went with a cruise line direct.' },
    });

    // Reopened, the lead drops its loss (the timeline keeps it).
    const reopened = await patch(ids.L!, { version: at + 1, status: 'contacted' });
    expect(reopened.body.data).not.toHaveProperty('loss');
    expect(reopened.body.data.activity.at(-2)).toMatchObject({ to: 'lost', loss: { reason: 'booked-elsewhere' } });
  });

  it("lets the assigned agent book their lead with the same rules, and shows the admin the agent's change by name", async () => {
    const refused = await call('updatePortalLead', {
      params: { id: ids.A! },
      body: { version: 1, status: 'booked', booking: { ...BOOKING, children: undefined } },
      token: agentA,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'booking.children': expect.any(String) });
    const booked = await call('updatePortalLead', { params: { id: ids.A! }, body: { version: 1, status: 'booked', booking: BOOKING }, token: agentA });
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({ status: 'booked', booking: BOOKING });
    expect(booked.body.data.activity.at(-1)).toMatchObject({
      by: 'Harpreet Gill',
      role: 'agent',
      change: 'status',
      from: 'new',
      to: 'booked',
      booking: BOOKING,
    });
    const admin = await call('getLead', { params: { id: ids.A! }, token: backend.adminToken });
    expect(admin.body.data.activity.at(-1)).toMatchObject({ by: 'pat.agent', byName: 'Harpreet Gill', role: 'agent', to: 'booked', booking: BOOKING });
  });

  it('reads a lead stored as won as booked (no booking recorded), lists it under booked, and moves it on', async () => {
    const read = await call('getLead', { params: { id: ids.W! }, token: backend.adminToken });
    expect(read.status).toBe(200);
    expect(read.body.data.status).toBe('booked');
    expect(read.body.data).not.toHaveProperty('booking');
    const listed = await call('listLeads', { query: { status: 'booked' }, token: backend.adminToken });
    expect(listed.body.leads.map((lead: { id: string }) => lead.id)).toEqual(expect.arrayContaining([ids.W, ids.A, ids.P]));
    // `won` in a query (an old bookmark) reads as booked.
    const legacy = await call('listLeads', { query: { status: 'won' }, token: backend.adminToken });
    expect(legacy.body.leads.map((lead: { id: string }) => lead.id)).toContain(ids.W);
    const all = await call('listLeads', { token: backend.adminToken });
    expect(all.body.leads.map((lead: { id: string }) => lead.id)).toContain(ids.W);
    const agentList = await call('listPortalLeads', { query: { status: 'booked' }, token: agentA });
    expect(agentList.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.W, ids.A]);

    const moved = await patch(ids.W!, { version: read.body.data.version, status: 'lost', loss: { reason: 'changed-plans' } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.activity.at(-1)).toMatchObject({ from: 'booked', to: 'lost' });
    expect((await call('listLeads', { query: { status: 'lost' }, token: backend.adminToken })).body.leads.map((lead: { id: string }) => lead.id)).toContain(
      ids.W,
    );
    expect(
      (await call('listLeads', { query: { status: 'booked' }, token: backend.adminToken })).body.leads.map((lead: { id: string }) => lead.id),
    ).not.toContain(ids.W);
  });

  it('bulk: sets lost with one reason for all, refuses booked (each booking is its own)', async () => {
    const refused = await call('bulkUpdateLeads', {
      body: { leads: [{ id: ids.L!, version: await version(ids.L!) }], status: 'booked' },
      token: backend.adminToken,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ status: 'is set one lead at a time, with its booking' });
    const noReason = await call('bulkUpdateLeads', {
      body: { leads: [{ id: ids.L!, version: await version(ids.L!) }], status: 'lost' },
      token: backend.adminToken,
    });
    expect(noReason.body.error.fields).toEqual({ 'loss.reason': 'is required when the status is lost' });
    const lost = await call('bulkUpdateLeads', {
      body: { leads: [{ id: ids.L!, version: await version(ids.L!) }], status: 'lost', loss: { reason: 'no-response' } },
      token: backend.adminToken,
    });
    expect(lost.body.data.updated).toEqual([expect.objectContaining({ id: ids.L, status: 'lost' })]);
    expect((await findLead(ids.L!))!.loss).toEqual({ reason: 'no-response' });
  });

  it('exports the booking and the lost reason in the CSV', async () => {
    const exported = await call('exportLeads', { token: backend.adminToken });
    expect(exported.status).toBe(200);
    const [header, ...rows] = (exported.body.csv as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns).toEqual(
      expect.arrayContaining(['Status', 'Booking value (CAD)', 'Booking departure', 'Booking adults', 'Booking children', 'Lost reason', 'Lost note']),
    );
    // Cells split at the commas outside quotes (a summary may hold one).
    const cell = (row: string, name: string) => (row.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g) ?? []).map((raw) => raw.replace(/,$/, ''))[columns.indexOf(name)];
    const reference = (await findLead(ids.P!))!.reference!;
    const bookedRow = rows.find((row) => row.startsWith(reference))!;
    expect([
      cell(bookedRow, 'Status'),
      cell(bookedRow, 'Booking value (CAD)'),
      cell(bookedRow, 'Booking departure'),
      cell(bookedRow, 'Booking adults'),
      cell(bookedRow, 'Booking children'),
    ]).toEqual(['booked', '8420.50', '2027-02-14', '2', '1']);
    const lostReference = (await findLead(ids.L!))!.reference!;
    const lostRow = rows.find((row) => row.startsWith(lostReference))!;
    expect(cell(lostRow, 'Lost reason')).toBe('no-response');
  });
});

describe("an agent's open leads (the routing cap)", () => {
  it('counts new, contacted and proposal sent, not booked or lost', async () => {
    for (const name of ['O1', 'O2', 'O3', 'O4']) await submit(name, '2026-03-09T18:00:00.000Z', { agent: 'wei-chen' });
    expect(await countOpenLeadsOfAgent('wei-chen')).toBe(4);
    expect((await patch(ids.O1!, { version: 1, status: 'contacted' })).status).toBe(200);
    expect((await patch(ids.O2!, { version: 1, status: 'proposal-sent' })).status).toBe(200);
    expect((await patch(ids.O3!, { version: 1, status: 'lost', loss: { reason: 'price' } })).status).toBe(200);
    expect((await patch(ids.O4!, { version: 1, status: 'booked', booking: BOOKING })).status).toBe(200);
    expect(await countOpenLeadsOfAgent('wei-chen')).toBe(2);
  });
});
