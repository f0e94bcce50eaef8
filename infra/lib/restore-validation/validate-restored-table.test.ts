import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BackupClient, PutRestoreValidationResultCommand } from '@aws-sdk/client-backup';
import { CreateTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { startLocalAws, type LocalAws } from '@tdp/functions/local/local-aws';
import { handler, RESTORE_TESTING_PLAN_ENV, tableNameOfArn, validateRestore, type RestoreJobStateChange } from './validate-restored-table.ts';

/**
 * The weekly restore test's validation (issue #32, item 6) against the local DynamoDB stand-in: a restored table with the
 * platform's keys, indexes and items passes; an empty one, one of another shape or a missing one fails; the verdict is
 * written on the restore job, and a failure is an ERROR line.
 */

const PLAN = 'arn:aws:backup:ca-central-1:123456789012:restore-testing-plan:tbb_prod_tables-abc';
const tableArn = (name: string) => `arn:aws:dynamodb:ca-central-1:123456789012:table/${name}`;
const event = (table: string, detail: Partial<RestoreJobStateChange['detail']> = {}): RestoreJobStateChange => ({
  detail: { restoreJobId: 'job-1', restoreTestingPlanArn: PLAN, resourceType: 'DynamoDB', createdResourceArn: tableArn(table), status: 'COMPLETED', ...detail },
});

describe('restore test validation', () => {
  let aws: LocalAws;
  let dynamo: DynamoDBClient;
  const backup = mockClient(BackupClient);
  const clients = () => ({ backup: new BackupClient({ region: 'ca-central-1' }), dynamo });
  const verdicts = () => backup.commandCalls(PutRestoreValidationResultCommand).map((call) => call.args[0].input);

  beforeAll(async () => {
    aws = await startLocalAws();
    dynamo = new DynamoDBClient({ endpoint: aws.dynamoEndpoint, region: 'ca-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await dynamo.send(new PutItemCommand({ TableName: aws.tableNames.content, Item: { PK: { S: 'PACKAGE#1' }, SK: { S: 'PACKAGE' } } }));
    await dynamo.send(
      new CreateTableCommand({
        TableName: 'awsbackup-restore-test-other',
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await dynamo.send(new PutItemCommand({ TableName: 'awsbackup-restore-test-other', Item: { id: { S: 'x' } } }));
  });

  afterAll(async () => {
    backup.restore();
    dynamo?.destroy();
    await aws?.stop();
  });

  beforeEach(() => {
    backup.reset();
    backup.on(PutRestoreValidationResultCommand).resolves({});
  });

  it('passes a restored table with the keys and indexes of a platform table and items in it, and writes SUCCESSFUL on the job', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const verdict = await validateRestore(event(aws.tableNames.content), clients(), PLAN);
      expect(verdict).toMatchObject({ restoreJobId: 'job-1', status: 'SUCCESSFUL' });
      expect(verdict?.message).toMatch(/ACTIVE with the keys and indexes of the content or leads table, and holds items/);
      expect(verdicts()).toEqual([{ RestoreJobId: 'job-1', ValidationStatus: 'SUCCESSFUL', ValidationStatusMessage: verdict!.message }]);
    } finally {
      log.mockRestore();
    }
  });

  it.each([
    ['an empty table', () => aws.tableNames.identity, /holds no item/],
    ['a table of another shape', () => 'awsbackup-restore-test-other', /has keys and indexes \(none\) of none of the platform's tables/],
    ['a table that is not there', () => 'awsbackup-restore-test-gone', /could not be read/],
  ])('fails %s, writes FAILED on the job and logs an ERROR line', async (_what, table, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const verdict = await validateRestore(event(table()), clients(), PLAN);
      expect(verdict?.status).toBe('FAILED');
      expect(verdict?.message).toMatch(message);
      expect(verdicts()).toEqual([{ RestoreJobId: 'job-1', ValidationStatus: 'FAILED', ValidationStatusMessage: verdict!.message }]);
      expect(JSON.parse(error.mock.calls[0]![0] as string)).toMatchObject({ msg: 'restore test validated', status: 'FAILED' });
    } finally {
      error.mockRestore();
    }
  });

  it('fails a job that names no table', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const verdict = await validateRestore(event('x', { createdResourceArn: 'arn:aws:s3:::a-bucket' }), clients(), PLAN);
      expect(verdict).toMatchObject({ status: 'FAILED', message: 'the restore job names no DynamoDB table (arn:aws:s3:::a-bucket)' });
    } finally {
      error.mockRestore();
    }
  });

  it('leaves alone the jobs of another plan, another resource type, or not completed', async () => {
    expect(await validateRestore(event(aws.tableNames.content, { restoreTestingPlanArn: `${PLAN}-other` }), clients(), PLAN)).toBeUndefined();
    expect(await validateRestore(event(aws.tableNames.content, { resourceType: 'S3' }), clients(), PLAN)).toBeUndefined();
    expect(await validateRestore(event(aws.tableNames.content, { status: 'FAILED' }), clients(), PLAN)).toBeUndefined();
    expect(verdicts()).toEqual([]);
  });

  it('refuses to run without the plan it validates, and leaves another plan’s job alone', async () => {
    const saved = process.env[RESTORE_TESTING_PLAN_ENV];
    try {
      delete process.env[RESTORE_TESTING_PLAN_ENV];
      await expect(handler(event(aws.tableNames.content))).rejects.toThrow(`${RESTORE_TESTING_PLAN_ENV} is not set`);
      process.env[RESTORE_TESTING_PLAN_ENV] = `${PLAN}-other`;
      await expect(handler(event(aws.tableNames.content))).resolves.toBeUndefined();
      expect(verdicts()).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env[RESTORE_TESTING_PLAN_ENV];
      else process.env[RESTORE_TESTING_PLAN_ENV] = saved;
    }
  });

  it('reads the table name of a DynamoDB table ARN only', () => {
    expect(tableNameOfArn('arn:aws:dynamodb:ca-central-1:123456789012:table/awsbackup-restore-test-1a2b')).toBe('awsbackup-restore-test-1a2b');
    expect(tableNameOfArn('arn:aws:dynamodb:ca-central-1:123456789012:table/t/index/GSI1')).toBeUndefined();
    expect(tableNameOfArn('arn:aws:s3:::bucket')).toBeUndefined();
  });
});
