import { readFileSync } from 'node:fs';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  BatchGetItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  UpdateItemCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { catalogueReloadEntry } from '@tdp/functions/data/catalogue-version-repository';
import { catalogueVersionKey } from '@tdp/functions/data/content-keys';
import { TABLES, type TableName } from '@tdp/functions/data/table-definitions';
import { STACK_OUTPUTS, stackNameOf } from '../lib/stack-names.ts';
import { stageConfigFor } from '../lib/stage-config.ts';

const USAGE =
  'Usage: npm run copy-restored-items -- --stage <name> --table content|identity|leads --from <restored table> ' +
  '(--keys <file.json> | --partition <PK> [--partition <PK> ...] | --all) [--only-missing] [--apply]';

type Item = Record<string, AttributeValue>;
/** An item's key as the operator writes it: the table's partition and sort key values (strings). */
export interface ItemKey {
  PK: string;
  SK: string;
}

/** Which items of the restored table to copy back. */
export type Selection = { kind: 'keys'; keys: ItemKey[] } | { kind: 'partitions'; partitions: string[] } | { kind: 'all' };

export interface CopyRequest {
  stage: string;
  table: TableName;
  /** The restored table (a point-in-time or AWS Backup restore: always a new table). */
  from: string;
  selection: Selection;
  /** Only create items the live table no longer has; never overwrite one it has (a later write is kept). */
  onlyMissing: boolean;
  /** Write; without it the run only reports what it would do. */
  apply: boolean;
}

export interface CopyReport {
  liveTable: string;
  restoredTable: string;
  applied: boolean;
  /** Items read from the restored table (expired ones included). */
  read: number;
  /** Absent from the live table: created (or to be created). */
  created: number;
  /** Different in the live table: put back as restored (or to be); with `onlyMissing`, counted in `keptLive` instead. */
  overwritten: number;
  /** Present and different in the live table, left as they are (`onlyMissing`). */
  keptLive: number;
  /** Already identical in the live table. */
  unchanged: number;
  /** Past their expiry (the table's TTL attribute): sessions, reset keys, counters; never copied back. */
  skippedExpired: number;
  /** Keys asked for (`--keys`) that the restored table does not hold either. */
  notInRestored: ItemKey[];
  /** Content items were written: the catalogue's warm indexes were told to re-read everything. */
  catalogueReloaded: boolean;
}

const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** The stack output naming a table's physical name in `<stage>-Data`. */
const TABLE_OUTPUTS: Readonly<Record<TableName, string>> = {
  content: STACK_OUTPUTS.contentTableName,
  identity: STACK_OUTPUTS.identityTableName,
  leads: STACK_OUTPUTS.leadsTableName,
};

/** Reads a keys file: a JSON array of `{ "PK": "...", "SK": "..." }`; an error names the entry that is wrong. */
export function parseKeysFile(text: string, file = 'the keys file'): ItemKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error(`${file} must be a non-empty JSON array of {"PK": "...", "SK": "..."}`);
  return parsed.map((entry: unknown, index) => {
    const candidate = entry as Partial<Record<'PK' | 'SK', unknown>> | null;
    if (!candidate || typeof candidate.PK !== 'string' || candidate.PK === '' || typeof candidate.SK !== 'string' || candidate.SK === '') {
      throw new Error(`${file}, entry ${index}: needs a non-empty string PK and SK`);
    }
    return { PK: candidate.PK, SK: candidate.SK };
  });
}

/** Reads the command line; throws a message naming each wrong option, with the usage. */
export function parseCopyArguments(argv: readonly string[], readFile: (file: string) => string = (file) => readFileSync(file, 'utf8')): CopyRequest {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      stage: { type: 'string' },
      table: { type: 'string' },
      from: { type: 'string' },
      keys: { type: 'string' },
      partition: { type: 'string', multiple: true },
      all: { type: 'boolean', default: false },
      'only-missing': { type: 'boolean', default: false },
      apply: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const problems: string[] = [];
  if (!values.stage) problems.push('--stage is required');
  if (!values.table || !TABLE_NAMES.includes(values.table as TableName)) problems.push(`--table must be one of ${TABLE_NAMES.join(', ')}`);
  if (!values.from) problems.push('--from (the restored table) is required');
  const chosen = [values.keys !== undefined, (values.partition ?? []).length > 0, values.all].filter(Boolean).length;
  if (chosen !== 1) problems.push('choose exactly one of --keys <file>, --partition <PK>, --all');
  if ((values.partition ?? []).some((partition) => partition === '')) problems.push('--partition must not be empty');
  if (problems.length > 0) throw new Error(`${problems.join('; ')}\n${USAGE}`);
  const selection: Selection =
    values.keys !== undefined
      ? { kind: 'keys', keys: parseKeysFile(readFile(values.keys), values.keys) }
      : values.all
        ? { kind: 'all' }
        : { kind: 'partitions', partitions: [...new Set(values.partition)] };
  return {
    stage: values.stage!,
    table: values.table as TableName,
    from: values.from!,
    selection,
    onlyMissing: values['only-missing'] ?? false,
    apply: values.apply ?? false,
  };
}

/** The live table's physical name, from the stage's data stack outputs. */
async function liveTableName(cloudFormation: CloudFormationClient, stage: string, table: TableName): Promise<string> {
  const stackName = stackNameOf(stage, 'Data');
  const answer = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName })).catch((error: unknown) => {
    throw new Error(`Cannot read stack ${stackName} (is the "${stage}" stage deployed, and are your AWS credentials for its account?): ${String(error)}`);
  });
  const value = answer.Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === TABLE_OUTPUTS[table])?.OutputValue;
  if (!value) throw new Error(`Stack ${stackName} has no output ${TABLE_OUTPUTS[table]}: deploy the stage with this version first.`);
  return value;
}

/** Refuses a restored table that is not ACTIVE or whose keys are not the live table's. */
async function assertSameKeys(dynamo: DynamoDBClient, live: string, restored: string): Promise<void> {
  const describe = async (name: string) => {
    const answer = await dynamo.send(new DescribeTableCommand({ TableName: name })).catch((error: unknown) => {
      throw new Error(`Cannot describe table ${name}: ${error instanceof Error ? error.message : String(error)}`);
    });
    return answer.Table!;
  };
  const [liveTable, restoredTable] = await Promise.all([describe(live), describe(restored)]);
  if (restoredTable.TableStatus !== 'ACTIVE') throw new Error(`${restored} is ${restoredTable.TableStatus}: wait until it is ACTIVE.`);
  const keys = (table: typeof liveTable) => JSON.stringify((table.KeySchema ?? []).map((key) => [key.AttributeName, key.KeyType]));
  if (keys(liveTable) !== keys(restoredTable))
    throw new Error(`${restored} has keys ${keys(restoredTable)}, not those of ${live} (${keys(liveTable)}): is it a restore of this table?`);
}

/** Every page of a Query or Scan. */
async function readAll(send: (startKey: Item | undefined) => Promise<{ Items?: Item[]; LastEvaluatedKey?: Item }>): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await send(startKey);
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Gets items by key, 100 at a time, retrying what DynamoDB leaves unprocessed. */
async function getByKeys(dynamo: DynamoDBClient, table: string, keys: readonly Item[]): Promise<Item[]> {
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Item[] = keys.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 8) throw new Error(`DynamoDB kept ${pending.length} keys of ${table} unprocessed: try again in a minute.`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const answer = await dynamo.send(new BatchGetItemCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }));
      found.push(...(answer.Responses?.[table] ?? []));
      pending = answer.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return found;
}

function keyOf(item: Item, table: TableName): string {
  const { partitionKey, sortKey } = TABLES[table];
  return JSON.stringify([item[partitionKey.name], item[sortKey.name]]);
}

function isExpired(item: Item, table: TableName, nowSeconds: number): boolean {
  const attribute = TABLES[table].ttlAttribute;
  const value = attribute ? item[attribute]?.N : undefined;
  return value !== undefined && Number(value) > 0 && Number(value) <= nowSeconds;
}

/**
 * Copies items of a restored table back into the stage's live table (docs/runbook.md, "Restore a table"): the stack
 * keeps its own table (its backups, alarms, grants and exports stay as they are, so the next deploy changes nothing),
 * and only the chosen items go back, byte for byte (raw attribute values, no conversion). Without `apply` it only
 * reports; with `onlyMissing` it never overwrites an item the live table has. Expired items (sessions, reset keys) are
 * never copied back.
 */
export async function copyRestoredItems(
  request: CopyRequest,
  clients: { dynamo?: DynamoDBClient; cloudFormation?: CloudFormationClient } = {},
  now: Date = new Date(),
): Promise<CopyReport> {
  const config = stageConfigFor(request.stage);
  const dynamo = clients.dynamo ?? new DynamoDBClient({ region: config.region });
  const cloudFormation = clients.cloudFormation ?? new CloudFormationClient({ region: config.region });
  const live = await liveTableName(cloudFormation, config.name, request.table);
  if (live === request.from) throw new Error(`--from names the live table ${live} itself: name the restored table.`);
  await assertSameKeys(dynamo, live, request.from);

  const { partitionKey, sortKey } = TABLES[request.table];
  const selection = request.selection;
  let restored: Item[];
  let notInRestored: ItemKey[] = [];
  if (selection.kind === 'keys') {
    const keys = selection.keys.map((key) => ({ [partitionKey.name]: { S: key.PK }, [sortKey.name]: { S: key.SK } }));
    restored = await getByKeys(dynamo, request.from, keys);
    const found = new Set(restored.map((item) => keyOf(item, request.table)));
    notInRestored = selection.keys.filter((key) => !found.has(JSON.stringify([{ S: key.PK }, { S: key.SK }])));
  } else if (selection.kind === 'partitions') {
    restored = [];
    for (const partition of selection.partitions) {
      restored.push(
        ...(await readAll((startKey) =>
          dynamo.send(
            new QueryCommand({
              TableName: request.from,
              KeyConditionExpression: '#pk = :pk',
              ExpressionAttributeNames: { '#pk': partitionKey.name },
              ExpressionAttributeValues: { ':pk': { S: partition } },
              ConsistentRead: true,
              ExclusiveStartKey: startKey,
            }),
          ),
        )),
      );
    }
  } else {
    restored = await readAll((startKey) => dynamo.send(new ScanCommand({ TableName: request.from, ConsistentRead: true, ExclusiveStartKey: startKey })));
  }

  const nowSeconds = Math.floor(now.getTime() / 1000);
  const current = restored.filter((item) => !isExpired(item, request.table, nowSeconds));
  const liveItems = new Map(
    (
      await getByKeys(
        dynamo,
        live,
        current.map((item) => ({ [partitionKey.name]: item[partitionKey.name]!, [sortKey.name]: item[sortKey.name]! })),
      )
    ).map((item) => [keyOf(item, request.table), item]),
  );
  const report: CopyReport = {
    liveTable: live,
    restoredTable: request.from,
    applied: request.apply,
    read: restored.length,
    created: 0,
    overwritten: 0,
    keptLive: 0,
    unchanged: 0,
    skippedExpired: restored.length - current.length,
    notInRestored,
    catalogueReloaded: false,
  };
  const toWrite: Array<{ item: Item; create: boolean }> = [];
  for (const item of current) {
    const existing = liveItems.get(keyOf(item, request.table));
    if (!existing) {
      report.created += 1;
      toWrite.push({ item, create: true });
    } else if (isDeepStrictEqual(existing, item)) {
      report.unchanged += 1;
    } else if (request.onlyMissing) {
      report.keptLive += 1;
    } else {
      report.overwritten += 1;
      toWrite.push({ item, create: false });
    }
  }
  if (!request.apply) return report;
  for (const { item, create } of toWrite) {
    await dynamo
      .send(
        new PutItemCommand({
          TableName: live,
          Item: item,
          // With --only-missing an item written meanwhile by the site is kept, not replaced.
          ...(create && request.onlyMissing
            ? { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': partitionKey.name } }
            : {}),
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
          report.created -= 1;
          report.keptLive += 1;
          return;
        }
        throw error;
      });
  }
  // Cards copied back have no entries in the catalogue's change log: a reload entry, then a new version, make every
  // warm function re-read the whole card partition (docs/decisions/public-reads-at-the-edge.md).
  if (request.table === 'content' && toWrite.length > 0) {
    await dynamo.send(new PutItemCommand({ TableName: live, Item: attributeValues(catalogueReloadEntry(now)) }));
    await dynamo.send(
      new UpdateItemCommand({
        TableName: live,
        Key: attributeValues({ ...catalogueVersionKey() }),
        UpdateExpression: 'ADD catalogueVersion :one',
        ExpressionAttributeValues: { ':one': { N: '1' } },
      }),
    );
    report.catalogueReloaded = true;
  }
  return report;
}

/** A flat item of strings, numbers and booleans as DynamoDB's attribute values. */
function attributeValues(item: Record<string, unknown>): Item {
  return Object.fromEntries(
    Object.entries(item).map(([name, value]): [string, AttributeValue] =>
      typeof value === 'number' ? [name, { N: String(value) }] : typeof value === 'boolean' ? [name, { BOOL: value }] : [name, { S: String(value) }],
    ),
  );
}

/** The report in words, for the terminal. */
export function describeReport(report: CopyReport): string {
  const verb = report.applied ? '' : 'would be ';
  const lines = [
    `${report.applied ? 'Copied' : 'Dry run (nothing written; add --apply to write)'}: ${report.restoredTable} → ${report.liveTable}`,
    `  read from the restored table: ${report.read}`,
    `  ${verb}created (missing in the live table): ${report.created}`,
    `  ${verb}put back over a different live item: ${report.overwritten}`,
    `  left as the live table has them (--only-missing): ${report.keptLive}`,
    `  already identical: ${report.unchanged}`,
    `  skipped, past their expiry: ${report.skippedExpired}`,
  ];
  if (report.catalogueReloaded) lines.push("  the catalogue's warm indexes will re-read every card (a reload entry and a new catalogue version)");
  if (report.notInRestored.length > 0) {
    lines.push(`  not in the restored table either (${report.notInRestored.length}): ${report.notInRestored.map((key) => `${key.PK} / ${key.SK}`).join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const request = parseCopyArguments(process.argv.slice(2));
  process.stdout.write(describeReport(await copyRestoredItems(request)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`copy-restored-items: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
