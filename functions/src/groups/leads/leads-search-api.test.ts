import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { contactMessageInputSchema, quoteRequestInputSchema } from '@tdp/shared/schemas/lead-forms';
import { STORED_LEAD_STATUSES } from '@tdp/shared/schemas/lead-records';
import { dynamo } from '../../data/dynamo-client.ts';
import { findLead, findLeadIdByReference, LEAD_SEARCH_READ_LIMIT, putNewLead } from '../../data/lead-repository.ts';
import { leadKey } from '../../data/leads-keys.ts';
import { leadsTable } from '../../data/leads-table.ts';
import { newLeadId } from '../../domain/leads/lead-id.ts';
import { submitContactMessage, submitQuoteRequest } from '../../domain/leads/submit-lead.ts';
import { call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { contactBody, quoteBody } from '../../../test/lead-form-fixtures.ts';

let backend: LeadsTestBackend;
/** Lead ids by name, and their references. */
const ids: Record<string, string> = {};
const references: Record<string, string> = {};

async function submit(name: string, at: string, overrides: Record<string, unknown>, form: 'quote' | 'contact' = 'quote') {
  const context = { sourceIp: freshAddress(), now: new Date(at) };
  const receipt =
    form === 'contact'
      ? await submitContactMessage(contactMessageInputSchema.parse(contactBody(overrides)), context)
      : await submitQuoteRequest(quoteRequestInputSchema.parse(quoteBody(overrides)), context);
  references[name] = receipt.reference;
  ids[name] = (await findLeadIdByReference(receipt.reference))!;
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  await submit('zoe', '2026-02-01T18:00:00.000Z', {
    firstName: 'Zoé',
    lastName: 'Tremblay-Côté',
    email: 'zoe.tremblay@example.com',
    phone: '+1 (514) 555-0101',
  });
  await submit('priya', '2026-02-02T18:00:00.000Z', { firstName: 'Priya', lastName: 'Sandhu', email: 'priya.sandhu@example.com', phone: '604-555-0147' });
  await submit(
    'pritam',
    '2026-02-03T18:00:00.000Z',
    { firstName: 'Pritam', lastName: 'Singh', email: 'p.singh@mail.example.org', phone: '778.555.0199' },
    'contact',
  );
  // Stored before leads carried a search key: found all the same, by its fields.
  await submit('legacy', '2026-02-04T18:00:00.000Z', { firstName: 'Olde', lastName: 'Lead', email: 'olde.lead@example.com', phone: '250-555-0123' });
  await dynamo().send(
    new UpdateCommand({
      TableName: leadsTable(),
      Key: leadKey(ids.legacy!),
      UpdateExpression: 'REMOVE #search',
      ExpressionAttributeNames: { '#search': 'search' },
    }),
  );
});
afterAll(() => backend.stop());

async function found(query: Record<string, string>): Promise<string[]> {
  const answer = await call('listLeads', { query, token: backend.adminToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const nameOf = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return answer.body.leads.map((lead: { id: string }) => nameOf.get(lead.id) ?? lead.id);
}

describe('GET /api/admin/leads?q= (inbox search)', () => {
  it('stores a normalised search key on each new lead: name words, e-mail, phone digits', async () => {
    const { Item } = await dynamo().send(new GetCommand({ TableName: leadsTable(), Key: leadKey(ids.zoe!) }));
    expect(Item!.search).toEqual({ names: ' zoe tremblay cote', email: 'zoe.tremblay@example.com', phone: '5145550101' });
    // The answer never carries it.
    expect(await findLead(ids.zoe!)).not.toHaveProperty('search');
  });

  it('finds by the start of a name word, whatever the case and accents, and by several words', async () => {
    expect(await found({ q: 'priy' })).toEqual(['priya']);
    expect(await found({ q: 'PRIT' })).toEqual(['pritam']);
    expect(await found({ q: 'cote' })).toEqual(['zoe']);
    expect(await found({ q: 'Zoé Tremblay' })).toEqual(['zoe']);
    expect(await found({ q: 'priya singh' })).toEqual([]);
    // A name's inside is not its start.
    expect(await found({ q: 'ritam' })).toEqual([]);
  });

  it('finds by e-mail address, whole or in part', async () => {
    expect(await found({ q: 'Priya.Sandhu@example.com' })).toEqual(['priya']);
    expect(await found({ q: 'mail.example.org' })).toEqual(['pritam']);
    expect(await found({ q: 'sandhu@' })).toEqual(['priya']);
  });

  it('finds by phone however it is typed: with +1, spaces, dots, brackets, or its last digits', async () => {
    expect(await found({ q: '(604) 555-0147' })).toEqual(['priya']);
    expect(await found({ q: '+1 604 555 0147' })).toEqual(['priya']);
    expect(await found({ q: '778 555 0199' })).toEqual(['pritam']);
    expect(await found({ q: '0101' })).toEqual(['zoe']);
    expect(await found({ q: '555-01' })).toEqual(['legacy', 'pritam', 'priya', 'zoe']);
  });

  it('finds a lead stored before search keys existed, by each key', async () => {
    expect(await found({ q: 'olde' })).toEqual(['legacy']);
    expect(await found({ q: 'olde.lead@' })).toEqual(['legacy']);
    expect(await found({ q: '250-555-0123' })).toEqual(['legacy']);
  });

  it('finds by reference when typed with its prefix or in its groups, and keeps the other filters', async () => {
    expect(await found({ q: references.pritam!.toLowerCase() })).toEqual(['pritam']);
    expect(await found({ q: references.pritam!.slice(4) })).toEqual(['pritam']);
    expect(await found({ q: 'sandhu', type: 'contact' })).toEqual([]);
    expect(await found({ q: 'singh', type: 'contact' })).toEqual(['pritam']);
    expect(await found({ q: 'pri', status: 'new' })).toEqual(['pritam', 'priya']);
  });

  it('refuses a search of one character and finds nothing for punctuation alone', async () => {
    const short = await call('listLeads', { query: { q: 'p' }, token: backend.adminToken });
    expect(short.status).toBe(400);
    expect(short.body.error.fields['query.q']).toBe('must be at least 2 characters');
    expect(await found({ q: '--' })).toEqual([]);
  });

  it('reads at most its bound per request: says how far back it searched, and the cursor searches on', async () => {
    const model = (await findLead(ids.priya!))!;
    // Newer than every other lead, and more of them than one request reads in the `new` partition (the bound's share).
    const share = Math.ceil(LEAD_SEARCH_READ_LIMIT / STORED_LEAD_STATUSES.length);
    const start = Date.parse('2026-03-01T00:00:00.000Z');
    for (let index = 0; index < share + 20; index += 1) {
      const createdAt = new Date(start + index * 60_000).toISOString();
      await putNewLead({
        ...model,
        id: newLeadId(start + index * 60_000),
        reference: null,
        createdAt,
        firstName: 'Filler',
        lastName: `Number ${index}`,
        email: `filler.${index}@example.com`,
        phone: null,
      });
    }
    const first = await call('listLeads', { query: { q: 'priya' }, token: backend.adminToken });
    expect(first.body.leads).toEqual([]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    // The `new` partition was read down to its share's last lead: the 20 oldest fillers and the older leads remain.
    expect(first.body.searchedSince).toBe(new Date(start + 20 * 60_000).toISOString());
    const second = await call('listLeads', { query: { q: 'priya', cursor: first.body.nextCursor }, token: backend.adminToken });
    expect(second.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.priya]);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body).not.toHaveProperty('searchedSince');
  });
});
