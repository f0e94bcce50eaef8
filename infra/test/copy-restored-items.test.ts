import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CreateTableCommand,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { startLocalAws, type LocalAws } from '@tdp/functions/local/local-aws';
import { copyRestoredItems, describeReport, parseCopyArguments, parseKeysFile, type CopyRequest } from '../scripts/copy-restored-items.ts';

/**
 * The runbook's restore (issue #32, item 6): items of a restored table copied back into the live one, against the local
 * DynamoDB stand-in (dynalite), the stage's table found from the data stack's outputs as in AWS.
 */

const RESTORED = 'tdp-local-leads-restored-20261129';
const NOW = new Date('2026-11-29T03:00:00Z');
const PAST = String(Math.floor(NOW.getTime() / 1000) - 3600);
const FUTURE = String(Math.floor(NOW.getTime() / 1000) + 3600);

type Item = Record<string, AttributeValue>;

function lead(id: string, status: string, extra: Item = {}): Item {
  return { PK: { S: `LEAD#${id}` }, SK: { S: 'LEAD' }, status: { S: status }, value: { N: '6240.5' }, tags: { SS: ['cruise', 'family'] }, ...extra };
}

describe('npm run copy-restored-items', () => {
  let aws: LocalAws;
  let dynamo: DynamoDBClient;
  const cloudFormation = mockClient(CloudFormationClient);
  let live: string;

  const request = (overrides: Partial<CopyRequest> = {}): CopyRequest => ({
    stage: 'dev',
    table: 'leads',
    from: RESTORED,
    selection: { kind: 'all' },
    onlyMissing: false,
    apply: false,
    ...overrides,
  });
  const run = (overrides: Partial<CopyRequest> = {}) =>
    copyRestoredItems(request(overrides), { dynamo, cloudFormation: new CloudFormationClient({ region: 'ca-central-1' }) }, NOW);
  const liveItem = async (id: string, sk = 'LEAD') =>
    (await dynamo.send(new GetItemCommand({ TableName: live, Key: { PK: { S: `LEAD#${id}` }, SK: { S: sk } } }))).Item;
  const liveCount = async () => (await dynamo.send(new ScanCommand({ TableName: live, Select: 'COUNT' }))).Count;

  beforeAll(async () => {
    aws = await startLocalAws();
    live = aws.tableNames.leads;
    dynamo = new DynamoDBClient({ endpoint: aws.dynamoEndpoint, region: 'ca-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    cloudFormation.on(DescribeStacksCommand, { StackName: 'dev-Data' }).resolves({
      Stacks: [
        {
          StackName: 'dev-Data',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: [
            { OutputKey: 'LeadsTableName', OutputValue: aws.tableNames.leads },
            { OutputKey: 'ContentTableName', OutputValue: aws.tableNames.content },
          ],
        },
      ],
    });
    await dynamo.send(
      new CreateTableCommand({
        TableName: RESTORED,
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  });

  afterAll(async () => {
    cloudFormation.restore();
    dynamo?.destroy();
    await aws?.stop();
  });

  beforeEach(async () => {
    // The restored table (the state before the damage) and the live table after it: lead 1 deleted, lead 2 changed,
    // lead 3 untouched, lead 4's reminder expired since, lead 5 created after the restore point.
    for (const table of [RESTORED, live]) {
      for (const id of ['1', '2', '3', '4', '5']) {
        await dynamo.send(new DeleteItemCommand({ TableName: table, Key: { PK: { S: `LEAD#${id}` }, SK: { S: 'LEAD' } } }));
      }
      await dynamo.send(new DeleteItemCommand({ TableName: table, Key: { PK: { S: 'LEAD#2' }, SK: { S: 'NOTE#1' } } }));
    }
    for (const item of [
      lead('1', 'new'),
      lead('2', 'proposal-sent'),
      { PK: { S: 'LEAD#2' }, SK: { S: 'NOTE#1' }, text: { S: 'Called back' } },
      lead('3', 'booked'),
      lead('4', 'contacted', { expiresAt: { N: PAST } }),
    ]) {
      await dynamo.send(new PutItemCommand({ TableName: RESTORED, Item: item }));
    }
    for (const item of [lead('2', 'lost'), lead('3', 'booked'), lead('5', 'new', { expiresAt: { N: FUTURE } })]) {
      await dynamo.send(new PutItemCommand({ TableName: live, Item: item }));
    }
  });

  it('reports what it would do and writes nothing without --apply', async () => {
    const report = await run();
    expect(report).toMatchObject({
      liveTable: live,
      restoredTable: RESTORED,
      applied: false,
      read: 5,
      created: 2,
      overwritten: 1,
      keptLive: 0,
      unchanged: 1,
      skippedExpired: 1,
    });
    expect(await liveItem('1')).toBeUndefined();
    expect((await liveItem('2'))?.status).toEqual({ S: 'lost' });
    expect(describeReport(report)).toContain('Dry run (nothing written; add --apply to write)');
  });

  it('puts every restored item back as it was, byte for byte, and leaves later items and expired ones alone', async () => {
    const report = await run({ apply: true });
    expect(report).toMatchObject({ applied: true, created: 2, overwritten: 1, unchanged: 1, skippedExpired: 1 });
    expect(await liveItem('1')).toEqual(lead('1', 'new'));
    expect(await liveItem('2')).toEqual(lead('2', 'proposal-sent'));
    expect(await liveItem('2', 'NOTE#1')).toEqual({ PK: { S: 'LEAD#2' }, SK: { S: 'NOTE#1' }, text: { S: 'Called back' } });
    expect(await liveItem('4')).toBeUndefined();
    expect(await liveItem('5')).toEqual(lead('5', 'new', { expiresAt: { N: FUTURE } }));
    expect(await liveCount()).toBe(5);
    // A second run finds nothing left to do.
    expect(await run({ apply: true })).toMatchObject({ created: 0, overwritten: 0, unchanged: 4 });
  });

  it('with --only-missing, brings back what was deleted and keeps what the live table changed since', async () => {
    const report = await run({ apply: true, onlyMissing: true });
    expect(report).toMatchObject({ created: 2, overwritten: 0, keptLive: 1, unchanged: 1 });
    expect(await liveItem('1')).toEqual(lead('1', 'new'));
    expect((await liveItem('2'))?.status).toEqual({ S: 'lost' });
  });

  it('copies only the partitions asked for', async () => {
    const report = await run({ apply: true, selection: { kind: 'partitions', partitions: ['LEAD#2'] } });
    expect(report).toMatchObject({ read: 2, created: 1, overwritten: 1 });
    expect(await liveItem('1')).toBeUndefined();
    expect(await liveItem('2')).toEqual(lead('2', 'proposal-sent'));
  });

  it('copies only the keys asked for, and names those the restored table does not hold either', async () => {
    const keys = parseKeysFile(
      JSON.stringify([
        { PK: 'LEAD#1', SK: 'LEAD' },
        { PK: 'LEAD#9', SK: 'LEAD' },
      ]),
    );
    const report = await run({ apply: true, selection: { kind: 'keys', keys } });
    expect(report).toMatchObject({ read: 1, created: 1, overwritten: 0, notInRestored: [{ PK: 'LEAD#9', SK: 'LEAD' }] });
    expect(await liveItem('1')).toEqual(lead('1', 'new'));
    expect((await liveItem('2'))?.status).toEqual({ S: 'lost' });
    expect(describeReport(report)).toContain('not in the restored table either (1): LEAD#9 / LEAD');
  });

  it("after copying catalogue items back, tells the catalogue's warm indexes to re-read every card", async () => {
    const card = { PK: { S: 'PACKAGE_CARD' }, SK: { S: '000000000001' }, entity: { S: 'packageCard' }, title: { S: 'Restored deal' } };
    await dynamo.send(new PutItemCommand({ TableName: RESTORED, Item: card }));
    const changes = async () =>
      (
        await dynamo.send(
          new QueryCommand({
            TableName: aws.tableNames.content,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': { S: 'CATALOGUE_CHANGES' } },
          }),
        )
      ).Items ?? [];
    const version = async () =>
      (await dynamo.send(new GetItemCommand({ TableName: aws.tableNames.content, Key: { PK: { S: 'CATALOGUE' }, SK: { S: 'VERSION' } } }))).Item
        ?.catalogueVersion;
    const dry = await run({ table: 'content', selection: { kind: 'partitions', partitions: ['PACKAGE_CARD'] } });
    expect(dry).toMatchObject({ created: 1, catalogueReloaded: false });
    expect(await changes()).toEqual([]);

    const report = await run({ table: 'content', selection: { kind: 'partitions', partitions: ['PACKAGE_CARD'] }, apply: true });
    expect(report).toMatchObject({ created: 1, catalogueReloaded: true });
    expect((await changes()).map((entry) => entry.reload)).toEqual([{ BOOL: true }]);
    expect(await version()).toEqual({ N: '1' });
    expect(describeReport(report)).toContain("the catalogue's warm indexes will re-read every card");
  });

  it('refuses the live table as its source, a table of another shape, and a table that does not exist', async () => {
    await expect(run({ from: live })).rejects.toThrow(`--from names the live table ${live} itself`);
    // A table with other keys cannot be a restore of this one.
    await dynamo.send(
      new CreateTableCommand({
        TableName: 'tdp-local-other-shape',
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await expect(run({ from: 'tdp-local-other-shape' })).rejects.toThrow(/has keys .*"id".* not those of/);
    await expect(run({ from: 'tdp-local-no-such-table' })).rejects.toThrow(/Cannot describe table tdp-local-no-such-table/);
    expect(await liveCount()).toBe(3);
  });

  it('says which stack it could not read when the stage is not deployed', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'prod-Data' }).rejects(new Error('Stack with id prod-Data does not exist'));
    await expect(run({ stage: 'prod' })).rejects.toThrow(/Cannot read stack prod-Data/);
  });
});

describe('the command line of copy-restored-items', () => {
  it('reads a full request', () => {
    expect(
      parseCopyArguments([
        '--stage',
        'prod',
        '--table',
        'leads',
        '--from',
        'restored',
        '--partition',
        'LEAD#1',
        '--partition',
        'LEAD#1',
        '--only-missing',
        '--apply',
      ]),
    ).toEqual({
      stage: 'prod',
      table: 'leads',
      from: 'restored',
      selection: { kind: 'partitions', partitions: ['LEAD#1'] },
      onlyMissing: true,
      apply: true,
    });
    expect(
      parseCopyArguments(['--stage', 'prod', '--table', 'content', '--from', 'r', '--keys', 'keys.json'], () => '[{"PK":"A","SK":"B"}]').selection,
    ).toEqual({
      kind: 'keys',
      keys: [{ PK: 'A', SK: 'B' }],
    });
  });

  it('names every missing or wrong option and shows the usage', () => {
    expect(() => parseCopyArguments(['--table', 'users'])).toThrow(
      /--stage is required; --table must be one of content, identity, leads; --from \(the restored table\) is required; choose exactly one of --keys <file>, --partition <PK>, --all\nUsage: npm run copy-restored-items/,
    );
    expect(() => parseCopyArguments(['--stage', 'prod', '--table', 'leads', '--from', 'r', '--all', '--partition', 'X'])).toThrow(/choose exactly one/);
  });

  it('names the wrong entry of a keys file', () => {
    expect(() => parseKeysFile('not json', 'keys.json')).toThrow(/keys.json is not JSON/);
    expect(() => parseKeysFile('[]', 'keys.json')).toThrow(/non-empty JSON array/);
    expect(() => parseKeysFile('[{"PK":"A","SK":"B"},{"PK":"A"}]', 'keys.json')).toThrow('keys.json, entry 1: needs a non-empty string PK and SK');
  });
});
