import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand, DynamoDBClient, type TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { addTransactions, type TransactionWrite } from './dynalite-transactions.ts';

const TABLE = 'transactions-test';

let server: Server;
let doc: DynamoDBDocumentClient;
/** What the layer's hook does before each write it applies; each test sets it. */
let beforeWrite: (write: TransactionWrite) => void | Promise<void> = () => undefined;

beforeAll(async () => {
  server = dynalite({ createTableMs: 0 });
  addTransactions(server, { beforeWrite: (write) => beforeWrite(write) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One attempt: a failed transaction is seen as it failed, not retried by the SDK.
  const client = new DynamoDBClient({ endpoint, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 });
  doc = DynamoDBDocumentClient.from(client);
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    }),
  );
});

afterEach(async () => {
  beforeWrite = () => undefined;
  const { Items } = await doc.send(new ScanCommand({ TableName: TABLE }));
  for (const item of Items ?? []) await doc.send(new DeleteCommand({ TableName: TABLE, Key: { PK: item.PK, SK: item.SK } }));
});

afterAll(async () => {
  doc?.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const key = (name: string) => ({ PK: name, SK: 'ITEM' });

async function put(name: string, attributes: Record<string, unknown>): Promise<void> {
  await doc.send(new PutCommand({ TableName: TABLE, Item: { ...key(name), ...attributes } }));
}

async function everything(): Promise<Record<string, unknown>[]> {
  const { Items } = await doc.send(new ScanCommand({ TableName: TABLE, ConsistentRead: true }));
  return (Items ?? []).sort((a, b) => String(a.PK).localeCompare(String(b.PK)));
}

async function failure(input: TransactWriteCommandInput): Promise<TransactionCanceledException & { name: string; $metadata: { httpStatusCode?: number } }> {
  try {
    await doc.send(new TransactWriteCommand(input));
  } catch (error) {
    return error as never;
  }
  throw new Error('the transaction succeeded');
}

/** A transaction of four writes on items a (updated), b (put), c (deleted) and d (checked). */
function fourActions(dVersion: number): TransactWriteCommandInput {
  return {
    TransactItems: [
      {
        Update: {
          TableName: TABLE,
          Key: key('a'),
          UpdateExpression: 'ADD #count :one',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      { Put: { TableName: TABLE, Item: { ...key('b'), title: 'New' }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Delete: { TableName: TABLE, Key: key('c'), ConditionExpression: 'attribute_exists(PK)' } },
      {
        ConditionCheck: {
          TableName: TABLE,
          Key: key('d'),
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': dVersion },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ],
  };
}

describe('TransactWriteItems on dynalite', () => {
  it('applies every write when every condition holds', async () => {
    await put('a', { count: 1 });
    await put('c', { doomed: true });
    await put('d', { version: 3 });
    await doc.send(new TransactWriteCommand(fourActions(3)));
    expect(await everything()).toEqual([
      { ...key('a'), count: 2 },
      { ...key('b'), title: 'New' },
      { ...key('d'), version: 3 },
    ]);
  });

  it('writes nothing when a condition fails, and names it in the cancellation reasons with the old item', async () => {
    await put('a', { count: 1 });
    await put('c', { doomed: true });
    await put('d', { version: 4 });
    const before = await everything();
    const error = await failure(fourActions(3));
    expect(error.name).toBe('TransactionCanceledException');
    expect(error.$metadata.httpStatusCode).toBe(400);
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual(['None', 'None', 'None', 'ConditionalCheckFailed']);
    expect(error.CancellationReasons?.[3]).toMatchObject({ Message: 'The conditional request failed', Item: { PK: { S: 'd' }, version: { N: '4' } } });
    expect(await everything()).toEqual(before);
  });

  it('names every failed condition, whatever its kind (put on a taken key, delete of a missing item)', async () => {
    await put('b', { title: 'Taken' });
    await put('d', { version: 3 });
    const error = await failure(fourActions(3));
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed', 'ConditionalCheckFailed', 'None']);
    // No ALL_OLD asked for on those: no item in the reasons.
    expect(error.CancellationReasons?.[1]?.Item).toBeUndefined();
    expect(await everything()).toEqual([
      { ...key('b'), title: 'Taken' },
      { ...key('d'), version: 3 },
    ]);
  });

  it('refuses, writing nothing, two actions on one item, no action and more than 100', async () => {
    const twice = await failure({
      TransactItems: [{ Put: { TableName: TABLE, Item: { ...key('a'), n: 1 } } }, { Delete: { TableName: TABLE, Key: key('a') } }],
    });
    expect(twice.name).toBe('ValidationException');
    expect(twice.message).toMatch(/multiple operations on one item/);
    const many = await failure({
      TransactItems: Array.from({ length: 101 }, (_, index) => ({ Put: { TableName: TABLE, Item: { ...key(`item-${index}`) } } })),
    });
    expect(many.name).toBe('ValidationException');
    expect(await everything()).toEqual([]);
  });

  it('puts back every item it had changed when a write fails part-way: all or nothing', async () => {
    await put('a', { count: 1 });
    await put('c', { doomed: true });
    await put('d', { version: 3 });
    const before = await everything();
    for (const failing of [1, 2, 3]) {
      const written: number[] = [];
      beforeWrite = ({ index }) => {
        if (index === failing) throw new Error(`write ${index} failed`);
        written.push(index);
      };
      const error = await failure(fourActions(3));
      expect(error.name).toBe('InternalServerError');
      expect(error.message).toBe(`write ${failing} failed`);
      expect(written).toEqual([1, 2, 3].slice(0, failing - 1));
      expect(await everything()).toEqual(before);
    }
  });

  it('puts back an item whose write failed on the way, the update refused by dynalite itself', async () => {
    await put('a', { count: 'not a number' });
    await put('c', { doomed: true });
    await put('d', { version: 3 });
    const before = await everything();
    const error = await failure({ TransactItems: [fourActions(3).TransactItems![2]!, fourActions(3).TransactItems![0]!] });
    expect(error.name).toBe('ValidationException');
    expect(await everything()).toEqual(before);
  });

  it('runs two transactions one after the other: the second sees the first and fails its condition', async () => {
    await put('counter', { version: 1 });
    // Each write takes a while, so two transactions left to interleave would both pass their check.
    beforeWrite = () => new Promise((resolve) => setTimeout(resolve, 30));
    const bump = (by: string) =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE,
                Item: { ...key('counter'), version: 2, by },
                ConditionExpression: '#version = :expected',
                ExpressionAttributeNames: { '#version': 'version' },
                ExpressionAttributeValues: { ':expected': 1 },
              },
            },
            { Put: { TableName: TABLE, Item: { ...key(`log-${by}`) } } },
          ],
        }),
      );
    const results = await Promise.allSettled([bump('first'), bump('second')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results[0]!.status === 'fulfilled' ? 'first' : 'second';
    expect((results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason.name).toBe('TransactionCanceledException');
    expect(await everything()).toEqual([{ ...key('counter'), version: 2, by: winner }, { ...key(`log-${winner}`) }]);
  });

  it('holds back other requests while a transaction applies: a read sees all of it or none', async () => {
    await put('a', { count: 1 });
    await put('c', { doomed: true });
    await put('d', { version: 3 });
    let reading: Promise<unknown> | undefined;
    beforeWrite = async ({ index }) => {
      // Sent between the transaction's first and second write.
      if (index === 2) reading ??= doc.send(new GetCommand({ TableName: TABLE, Key: key('b'), ConsistentRead: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await doc.send(new TransactWriteCommand(fourActions(3)));
    expect(await reading).toMatchObject({ Item: { ...key('b'), title: 'New' } });
  });
});

describe('TransactGetItems on dynalite', () => {
  it('answers each item asked for, in order, and nothing for a missing one', async () => {
    await put('a', { count: 1 });
    await put('b', { title: 'B' });
    const { Responses } = await doc.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName: TABLE, Key: key('b') } },
          { Get: { TableName: TABLE, Key: key('missing') } },
          { Get: { TableName: TABLE, Key: key('a') } },
        ],
      }),
    );
    expect(Responses).toEqual([{ Item: { ...key('b'), title: 'B' } }, {}, { Item: { ...key('a'), count: 1 } }]);
  });
});
