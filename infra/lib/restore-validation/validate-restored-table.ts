import { BackupClient, PutRestoreValidationResultCommand } from '@aws-sdk/client-backup';
import { DescribeTableCommand, DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { TABLE_LIST, type TableDefinition } from '@tdp/functions/data/table-definitions';

/** The variable that names the stage's restore testing plan: events of any other plan are not this function's. */
export const RESTORE_TESTING_PLAN_ENV = 'RESTORE_TESTING_PLAN_ARN';

/** What AWS Backup sends when a restore job changes state (EventBridge `Restore Job State Change`). */
export interface RestoreJobStateChange {
  detail: {
    restoreJobId?: string;
    restoreTestingPlanArn?: string;
    resourceType?: string;
    createdResourceArn?: string;
    status?: string;
  };
}

/** The validation written on the restore job (AWS Backup console → Restore testing → the job). */
export interface RestoreVerdict {
  restoreJobId: string;
  status: 'SUCCESSFUL' | 'FAILED';
  message: string;
}

export interface RestoreValidationClients {
  backup: Pick<BackupClient, 'send'>;
  dynamo: Pick<DynamoDBClient, 'send'>;
}

/** The table name of a DynamoDB table ARN (`arn:aws:dynamodb:ca-central-1:1234:table/<name>`), or undefined. */
export function tableNameOfArn(arn: string): string | undefined {
  const match = /^arn:[^:]+:dynamodb:[^:]*:[^:]*:table\/([A-Za-z0-9_.-]{3,255})$/.exec(arn);
  return match?.[1];
}

function indexNames(names: ReadonlyArray<{ IndexName?: string }> | undefined): string {
  return (names ?? [])
    .map((index) => index.IndexName ?? '')
    .sort()
    .join(',');
}

/** The platform's tables the restored table's keys and indexes match (content and leads look alike). */
function matchingDefinitions(keys: ReadonlyArray<{ AttributeName?: string; KeyType?: string }>, indexes: string): TableDefinition[] {
  return TABLE_LIST.filter((definition) => {
    const hash = keys.find((key) => key.KeyType === 'HASH')?.AttributeName;
    const range = keys.find((key) => key.KeyType === 'RANGE')?.AttributeName;
    return (
      hash === definition.partitionKey.name &&
      range === definition.sortKey.name &&
      indexes === indexNames(definition.globalIndexes.map((index) => ({ IndexName: index.indexName })))
    );
  });
}

/**
 * Whether a restored table is usable as one of the platform's tables: ACTIVE, the keys and global indexes of one of
 * `TABLE_LIST`, and at least one item (a restore of an empty or truncated backup fails). Reads one item, never more.
 */
export async function checkRestoredTable(dynamo: RestoreValidationClients['dynamo'], tableName: string): Promise<Omit<RestoreVerdict, 'restoreJobId'>> {
  const { Table: table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  if (table?.TableStatus !== 'ACTIVE') return { status: 'FAILED', message: `${tableName} is ${table?.TableStatus ?? 'missing'}, not ACTIVE` };
  const indexes = indexNames(table.GlobalSecondaryIndexes);
  const matches = matchingDefinitions(table.KeySchema ?? [], indexes);
  if (matches.length === 0) {
    return { status: 'FAILED', message: `${tableName} has keys and indexes (${indexes || 'none'}) of none of the platform's tables` };
  }
  const { Items: items } = await dynamo.send(new ScanCommand({ TableName: tableName, Limit: 1 }));
  if (!items || items.length === 0) return { status: 'FAILED', message: `${tableName} holds no item: the recovery point restored an empty table` };
  return {
    status: 'SUCCESSFUL',
    message: `${tableName} is ACTIVE with the keys and indexes of the ${matches.map((definition) => definition.name).join(' or ')} table, and holds items`,
  };
}

/**
 * Validates a restore test of the stage's plan (docs/decisions/backups.md): checks the restored table and writes the
 * verdict on the restore job (`PutRestoreValidationResult`). A failed check is logged at ERROR, which the stage's error
 * alarm counts; events of another plan, another resource type or another status are left alone (undefined).
 */
export async function validateRestore(event: RestoreJobStateChange, clients: RestoreValidationClients, planArn: string): Promise<RestoreVerdict | undefined> {
  const { restoreJobId, restoreTestingPlanArn, resourceType, createdResourceArn, status } = event.detail;
  if (!restoreJobId || restoreTestingPlanArn !== planArn || status !== 'COMPLETED' || resourceType !== 'DynamoDB') return undefined;
  const tableName = createdResourceArn ? tableNameOfArn(createdResourceArn) : undefined;
  const result = tableName
    ? await checkRestoredTable(clients.dynamo, tableName).catch((error: unknown) => ({
        status: 'FAILED' as const,
        message: `${tableName} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      }))
    : { status: 'FAILED' as const, message: `the restore job names no DynamoDB table (${createdResourceArn ?? 'no created resource'})` };
  const verdict: RestoreVerdict = { restoreJobId, ...result };
  await clients.backup.send(
    new PutRestoreValidationResultCommand({
      RestoreJobId: restoreJobId,
      ValidationStatus: verdict.status,
      ValidationStatusMessage: verdict.message.slice(0, 1000),
    }),
  );
  const line = JSON.stringify({ msg: 'restore test validated', ...verdict });
  if (verdict.status === 'FAILED') console.error(line);
  else console.log(line);
  return verdict;
}

let clients: RestoreValidationClients | undefined;

/** Lambda entry: EventBridge sends the stage's completed restore tests here. */
export async function handler(event: RestoreJobStateChange): Promise<RestoreVerdict | undefined> {
  const planArn = process.env[RESTORE_TESTING_PLAN_ENV];
  if (!planArn) throw new Error(`${RESTORE_TESTING_PLAN_ENV} is not set`);
  clients ??= { backup: new BackupClient({}), dynamo: new DynamoDBClient({}) };
  return validateRestore(event, clients, planArn);
}
