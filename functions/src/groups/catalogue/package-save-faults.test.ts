import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody } from '../../../test/catalogue-fixtures.ts';
import { storePicturesNamedBy } from '../../../test/fixture-pictures.ts';
import { createLocalDocumentClient } from '../../../local/local-aws.ts';
import { dynamo } from '../../data/dynamo-client.ts';
import { counterKey, packageKey } from '../../data/content-keys.ts';

/**
 * Fault injection (docs/decisions/atomic-package-saves.md): every write path of a package is run again and again,
 * failing its 1st, 2nd, … write until it succeeds, and after each failure the content table must be exactly as
 * before and the API must have answered an error. Two levels of "write":
 * - each single-item write the local stand-in's transaction layer applies (a fault there is what a crash or a
 *   timeout of DynamoDB part-way would be, had it no transactions);
 * - each write request the functions send (the id allocation of a create, then its transaction).
 */

let backend: CatalogueTestBackend;
let token: string;
let doc: DynamoDBDocumentClient;

/** The write of each transaction the stand-in fails (1 = its first), or none. */
let failingItemWrite: number | null = null;
let itemWritesSeen = 0;

beforeAll(async () => {
  backend = await startCatalogueTestBackend({
    transactions: {
      beforeWrite: ({ index }) => {
        itemWritesSeen = Math.max(itemWritesSeen, index);
        if (index === failingItemWrite) throw new Error(`injected fault at write ${index}`);
      },
    },
  });
  token = backend.adminToken;
  await createSmallCatalogue(token);
  doc = createLocalDocumentClient(backend.aws.dynamoEndpoint);
});

afterAll(async () => {
  doc?.destroy();
  await backend?.stop();
});

const PACKAGE_COUNTER = counterKey('package');

/**
 * Every item of the content table, in key order: the whole stored state of the catalogue. Except the package id
 * counter: a create takes its id before its transaction, and an id is never given twice, so a failed create may use
 * one up.
 */
async function storedContent(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: backend.aws.tableNames.content, ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items
    .filter((item) => !(item.PK === PACKAGE_COUNTER.PK && item.SK === PACKAGE_COUNTER.SK))
    .sort((a, b) => `${a.PK}\u0000${a.SK}`.localeCompare(`${b.PK}\u0000${b.SK}`));
}

interface Answer {
  status: number;
  body: any;
}

/**
 * Sends `save` with its 1st, 2nd, … item write failing, until it goes through: each failed run must answer 500 and
 * leave the table as it was. Returns the successful answer and how many item writes the save's transaction made.
 */
async function failEachItemWrite(save: () => Promise<Answer>): Promise<{ answer: Answer; writes: number }> {
  const before = await storedContent();
  for (let failing = 1; ; failing += 1) {
    failingItemWrite = failing;
    itemWritesSeen = 0;
    let answer: Answer;
    try {
      answer = await save();
    } finally {
      failingItemWrite = null;
    }
    if (itemWritesSeen < failing) return { answer, writes: itemWritesSeen };
    expect(answer.status, `write ${failing} failed, yet: ${JSON.stringify(answer.body)}`).toBe(500);
    expect(await storedContent(), `after write ${failing} failed`).toEqual(before);
  }
}

interface Sender {
  send(command: object, ...rest: unknown[]): Promise<unknown>;
}

/** Reads never change anything; every other command the functions send is a write. */
const READ_COMMAND = /^(Get|BatchGet|Query|Scan|TransactGet|Describe|List)/;

/**
 * Sends `save` with the 1st, 2nd, … write request of the functions' DynamoDB client failing, until it goes through;
 * the same checks as {@link failEachItemWrite}. Returns the successful answer and how many write requests it took.
 */
async function failEachWriteRequest(save: () => Promise<Answer>): Promise<{ answer: Answer; requests: number }> {
  const before = await storedContent();
  const client = dynamo() as unknown as Sender;
  const original = client.send;
  for (let failing = 1; ; failing += 1) {
    let sent = 0;
    client.send = function send(this: unknown, command: object, ...rest: unknown[]) {
      if (!READ_COMMAND.test(command.constructor.name)) {
        sent += 1;
        if (sent === failing) return Promise.reject(new Error(`injected fault at write request ${sent}`));
      }
      return original.call(this, command, ...rest);
    };
    let answer: Answer;
    try {
      answer = await save();
    } finally {
      client.send = original;
    }
    if (sent < failing) return { answer, requests: sent };
    expect(answer.status, `write request ${failing} failed, yet: ${JSON.stringify(answer.body)}`).toBe(500);
    expect(await storedContent(), `after write request ${failing} failed`).toEqual(before);
  }
}

async function editForm(id: number): Promise<any> {
  const { status, body } = await call('getPackageEditForm', { token, params: { id } });
  expect(status).toBe(200);
  return body;
}

describe('a package write that fails part-way leaves nothing half-written', () => {
  it('create: package, url, first prices, card and catalogue version land together', async () => {
    const body = packageBody({ package_url: 'fault-created', title: 'Fault created' });
    await storePicturesNamedBy(body);
    const { answer, writes } = await failEachItemWrite(() => call('createPackage', { token, body }));
    expect(answer.status).toBe(201);
    // Package, url, first prices, card, the catalogue's change-log entry and its version.
    expect(writes).toBe(6);
    expect(await editForm(answer.body.id)).toEqual(answer.body);
    expect((await call('getPackage', { params: { id: 'fault-created' } })).body).toMatchObject({ id: answer.body.id });

    const second = packageBody({ package_url: 'fault-created-again' });
    await storePicturesNamedBy(second);
    const { answer: again, requests } = await failEachWriteRequest(() => call('createPackage', { token, body: second }));
    expect(again.status).toBe(201);
    // The id, then the transaction.
    expect(requests).toBe(2);
  });

  it("update of a published package's url and price: the old url keeps redirecting, or nothing changed", async () => {
    const created = await createPackage(token, { package_url: 'fault-moving', title: 'Fault moving', price: 1500 });
    const body = { ...packageBody({ package_url: 'fault-moved', title: 'Fault moving', price: 1400 }), version: 1 };
    const { answer, writes } = await failEachItemWrite(() => call('updatePackage', { token, params: { id: created.id }, body }));
    expect(answer.status).toBe(200);
    // Package, new url, its old-url record dropped, the old url recorded, price history, card, change-log entry, catalogue version.
    expect(writes).toBe(8);
    expect((await call('getPackage', { params: { id: 'fault-moving' } })).body).toMatchObject({ id: created.id, package_url: 'fault-moved' });
    expect((await call('getPackage', { params: { id: 'fault-moved' } })).body).toMatchObject({ id: created.id, price: 1400 });

    const { answer: again, requests } = await failEachWriteRequest(() =>
      call('updatePackage', { token, params: { id: created.id }, body: { ...body, package_url: 'fault-moved-again', version: 2 } }),
    );
    expect(again.status).toBe(200);
    expect(requests).toBe(1);
  });

  it("update of a draft's url: the previous url is freed, or nothing changed", async () => {
    const created = await createPackage(token, { package_url: 'fault-draft', status: 'draft' });
    const body = { ...packageBody({ package_url: 'fault-draft-moved', status: 'draft' }), version: 1 };
    const { answer, writes } = await failEachItemWrite(() => call('updatePackage', { token, params: { id: created.id }, body }));
    expect(answer.status).toBe(200);
    // Package, new url, its old-url record dropped, previous url freed, price history, card, change-log entry, catalogue version.
    expect(writes).toBe(8);
    expect((await call('getPackage', { params: { id: 'fault-draft' }, query: { isFromAdmin: 'true' }, token })).status).toBe(404);
  });

  it('patch of one cell (the price): package, price history, card and catalogue version land together', async () => {
    const created = await createPackage(token, { package_url: 'fault-patched', price: 1200 });
    const { answer, writes } = await failEachItemWrite(() => call('patchPackage', { token, params: { id: created.id }, body: { version: 1, price: 1099 } }));
    expect(answer.status).toBe(200);
    // Package, price history, card, change-log entry, catalogue version.
    expect(writes).toBe(5);
    expect(await editForm(created.id)).toMatchObject({ price: 1099, version: 2 });
  });

  it('duplicate: the copy lands whole or not at all', async () => {
    const original = await createPackage(token, { package_url: 'fault-original', title: 'Fault original' });
    const { answer, writes } = await failEachItemWrite(() => call('duplicatePackage', { token, params: { id: original.id } }));
    expect(answer.status).toBe(201);
    expect(writes).toBe(6);
    expect(answer.body).toMatchObject({ package_url: 'fault-original-copy', status: 'draft' });
  });

  it('delete: package, card, urls, old urls, notes and price history go together', async () => {
    const created = await createPackage(token, { package_url: 'fault-doomed', title: 'Fault doomed', price: 1300 });
    const moved = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'fault-doomed-now', price: 1250 }), version: 1 },
    });
    expect(moved.status).toBe(200);
    const notes = { commissionNote: 'Ten per cent.', supplierName: 'Fault Tours', bookingCode: 'FT-1', sellingNotes: 'Sells itself.', files: [], version: 0 };
    expect((await call('updatePackageAgentNotes', { token, params: { id: created.id }, body: notes })).status).toBe(200);
    const { answer, writes } = await failEachItemWrite(() => call('deletePackage', { token, params: { id: created.id } }));
    expect(answer.status).toBe(204);
    // Package, card, change-log entry, catalogue version, url, old url and its record, notes, two price history entries.
    expect(writes).toBe(10);
    expect((await call('getPackage', { params: { id: 'fault-doomed' } })).status).toBe(404);
    expect((await call('getPackage', { params: { id: 'fault-doomed-now' } })).status).toBe(404);
    expect((await storedContent()).filter((item) => item.PK === packageKey(created.id).PK)).toEqual([]);
  });
});
