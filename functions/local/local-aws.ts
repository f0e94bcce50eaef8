import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ScanCommand,
  type AttributeValue,
  type CreateTableCommandInput,
  type TableDescription,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import dynalite from 'dynalite';
import { MEDIA_BUCKET_ENV, TABLE_LIST, type TableDefinition, type TableName } from '../src/data/table-definitions.ts';
import { mediaBucketCorsRule } from '../src/data/media-bucket-cors.ts';
import { PRIVATE_MEDIA_PREFIXES } from '@tdp/shared/media/private-media';
import type { BucketAccessPolicy } from './s3-request-authorization.ts';
import { addTransactions, type TransactionLayerOptions } from './dynalite-transactions.ts';

/** Where the stand-ins listen: loopback only, never the network. */
export const LOCAL_HOST = '127.0.0.1';
/** Region the local clients sign for; the local bucket refuses a signature for another, as S3 does. */
export const LOCAL_REGION = 'ca-central-1';
/** The local bucket accepts signatures of this key pair only (s3-request-authorization.ts). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** Physical names of the tables and bucket in the local stack (in AWS the stage names them). */
export const LOCAL_TABLE_NAMES: Readonly<Record<TableName, string>> = Object.fromEntries(
  TABLE_LIST.map((table) => [table.name, `tdp-local-${table.name}`]),
) as Record<TableName, string>;
export const LOCAL_MEDIA_BUCKET = 'tdp-local-media';
/** Origins of the SPA's Vite server at its default port, allowed by the media bucket's CORS rule. */
export const DEFAULT_LOCAL_WEB_ORIGINS: readonly string[] = ['http://127.0.0.1:5173', 'http://localhost:5173'];

export interface LocalAwsOptions {
  /** Folder for the data (`dynamo/`, `s3/` inside); undefined keeps DynamoDB in memory and S3 in a temp folder. */
  dataDir?: string;
  /** 0 or undefined: a free port. */
  dynamoPort?: number;
  /** 0 or undefined: a free port. */
  s3Port?: number;
  /** Origins the media bucket's CORS rule allows; default {@link DEFAULT_LOCAL_WEB_ORIGINS}. */
  corsOrigins?: readonly string[];
  /** Receives one line per notable event (a table created or rebuilt); silent by default. */
  log?: (message: string) => void;
  /** Options of dynalite's transaction layer (`dynalite-transactions.ts`): fault-injection tests fail one of its writes. */
  transactions?: TransactionLayerOptions;
}

/** The running stand-ins for DynamoDB and S3, and the environment that points the functions at them. */
export interface LocalAws {
  dynamoEndpoint: string;
  s3Endpoint: string;
  bucket: string;
  /** Address under which the bucket's objects are readable, ending with '/'. */
  mediaBaseUrl: string;
  tableNames: Record<TableName, string>;
  /**
   * CONTENT_TABLE, IDENTITY_TABLE, LEADS_TABLE, MEDIA_BUCKET, DYNAMO_ENDPOINT, S3_ENDPOINT, MEDIA_PUBLIC_URL,
   * AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY.
   */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const S3RVER_PROCESS = fileURLToPath(new URL('./s3rver-process.ts', import.meta.url));
const LOCK_FILE = '.local-aws.pid';

/**
 * Starts dynalite (in this process, with DynamoDB's transactions added: `dynalite-transactions.ts`) and s3rver (in a
 * child process), then creates every missing table of `TABLE_LIST` and the media bucket with its CORS rule. Starting
 * again on the same `dataDir` keeps the data.
 */
export async function startLocalAws(options: LocalAwsOptions = {}): Promise<LocalAws> {
  const log = options.log ?? (() => undefined);
  const dataDir = options.dataDir;
  if (dataDir) await claimDataDir(dataDir);
  const s3Directory = dataDir ? join(dataDir, 's3') : await mkdtemp(join(tmpdir(), 'tdp-s3-'));
  const cleanups: Array<() => Promise<void>> = [];
  try {
    if (dataDir) cleanups.push(() => releaseDataDir(dataDir));
    else cleanups.push(() => rm(s3Directory, { recursive: true, force: true }));

    const dynamoServer = await startDynalite(dataDir ? join(dataDir, 'dynamo') : undefined, options.dynamoPort ?? 0, options.transactions);
    cleanups.unshift(() => closeServer(dynamoServer));
    const dynamoEndpoint = `http://${LOCAL_HOST}:${(dynamoServer.address() as AddressInfo).port}`;

    await mkdir(s3Directory, { recursive: true });
    const s3rver = await startS3rver({
      directory: s3Directory,
      port: options.s3Port ?? 0,
      bucket: LOCAL_MEDIA_BUCKET,
      corsOrigins: options.corsOrigins ?? DEFAULT_LOCAL_WEB_ORIGINS,
    });
    cleanups.unshift(() => stopChild(s3rver.child));
    const s3Endpoint = `http://${LOCAL_HOST}:${s3rver.port}`;

    const setupClient = new DynamoDBClient(localDynamoConfig(dynamoEndpoint));
    try {
      await ensureTables(setupClient, LOCAL_TABLE_NAMES, log);
    } finally {
      setupClient.destroy();
    }

    const mediaBaseUrl = `${s3Endpoint}/${LOCAL_MEDIA_BUCKET}/`;
    const env: Record<string, string> = {
      ...Object.fromEntries(TABLE_LIST.map((table) => [table.envVar, LOCAL_TABLE_NAMES[table.name]])),
      [MEDIA_BUCKET_ENV]: LOCAL_MEDIA_BUCKET,
      DYNAMO_ENDPOINT: dynamoEndpoint,
      S3_ENDPOINT: s3Endpoint,
      MEDIA_PUBLIC_URL: mediaBaseUrl,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    };

    let stopped: Promise<void> | undefined;
    return {
      dynamoEndpoint,
      s3Endpoint,
      bucket: LOCAL_MEDIA_BUCKET,
      mediaBaseUrl,
      tableNames: { ...LOCAL_TABLE_NAMES },
      env,
      stop: () => (stopped ??= runCleanups(cleanups)),
    };
  } catch (error) {
    await runCleanups(cleanups);
    throw error;
  }
}

/** A document client for the local DynamoDB, marshalling like the functions' client. */
export function createLocalDocumentClient(dynamoEndpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(localDynamoConfig(dynamoEndpoint)), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** An S3 client for s3rver (path-style addressing, s3rver's key pair). */
export function createLocalS3Client(s3Endpoint: string): S3Client {
  return new S3Client({ endpoint: s3Endpoint, forcePathStyle: true, region: LOCAL_REGION, credentials: { ...S3RVER_CREDENTIALS } });
}

/** The pid of the live process holding `dataDir`'s stand-ins, or null when none does. */
export async function dataDirOwner(dataDir: string): Promise<number | null> {
  const lockPath = join(dataDir, LOCK_FILE);
  if (!existsSync(lockPath)) return null;
  const pid = Number((await readFile(lockPath, 'utf8')).trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

function localDynamoConfig(endpoint: string) {
  return { endpoint, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// LevelDB allows one opener per folder; a clear message beats LevelDB's lock error.
async function claimDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const owner = await dataDirOwner(dataDir);
  if (owner !== null) {
    throw new Error(
      `The data folder ${dataDir} is in use by process ${owner} (a running local stack?). Stop it first, ` +
        `or delete ${join(dataDir, LOCK_FILE)} if that process is not a local stack.`,
    );
  }
  await writeFile(join(dataDir, LOCK_FILE), String(process.pid));
}

async function releaseDataDir(dataDir: string): Promise<void> {
  await unlink(join(dataDir, LOCK_FILE)).catch(() => undefined);
}

async function runCleanups(cleanups: Array<() => Promise<void>>): Promise<void> {
  const errors: unknown[] = [];
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}

async function startDynalite(path: string | undefined, port: number, transactions: TransactionLayerOptions = {}): Promise<Server> {
  if (path) await mkdir(path, { recursive: true });
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // dynalite has no transactions: the stand-in gets DynamoDB's, serialised and all or nothing.
  addTransactions(server, transactions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOCAL_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

async function closeServer(server: Server): Promise<void> {
  // Clients in this process keep sockets alive; drop them after a short grace so close() cannot hang.
  const force = setTimeout(() => server.closeAllConnections(), 500);
  try {
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  } finally {
    clearTimeout(force);
  }
}

function corsXml(origins: readonly string[]): string {
  const rule = mediaBucketCorsRule(origins);
  const tags = [
    ...rule.allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`),
    ...rule.allowedMethods.map((method) => `<AllowedMethod>${method}</AllowedMethod>`),
    ...rule.allowedHeaders.map((header) => `<AllowedHeader>${header}</AllowedHeader>`),
    ...rule.exposedHeaders.map((header) => `<ExposeHeader>${header}</ExposeHeader>`),
    `<MaxAgeSeconds>${rule.maxAgeSeconds}</MaxAgeSeconds>`,
  ];
  return `<CORSConfiguration><CORSRule>${tags.join('')}</CORSRule></CORSConfiguration>`;
}

interface StartedS3rver {
  child: ChildProcess;
  port: number;
}

/** What the local bucket serves: signed requests of the local key pair, and unsigned reads of public media only. */
const LOCAL_BUCKET_ACCESS: BucketAccessPolicy = { ...S3RVER_CREDENTIALS, region: LOCAL_REGION, privatePrefixes: PRIVATE_MEDIA_PREFIXES };

async function startS3rver(options: { directory: string; port: number; bucket: string; corsOrigins: readonly string[] }): Promise<StartedS3rver> {
  const config = {
    address: LOCAL_HOST,
    port: options.port,
    directory: options.directory,
    bucket: options.bucket,
    corsXml: corsXml(options.corsOrigins),
    access: LOCAL_BUCKET_ACCESS,
  };
  const child = fork(S3RVER_PROCESS, [JSON.stringify(config)], {
    // Only what s3rver needs: not the parent's loaders or inspector flags.
    execArgv: ['--openssl-legacy-provider', '--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('s3rver did not start within 20 seconds')), 20_000);
    function fail(error: Error): void {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.on('message', (message: { type?: string; port?: number; message?: string }) => {
      if (message.type === 'ready' && typeof message.port === 'number') {
        clearTimeout(timer);
        resolve(message.port);
      } else if (message.type === 'failed') {
        fail(new Error(`s3rver could not start: ${message.message}`));
      }
    });
    child.once('exit', (code) => fail(new Error(`s3rver exited during start (code ${code})`)));
  });
  child.removeAllListeners('exit');
  return { child, port };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send('stop');
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function createTableInput(definition: TableDefinition, tableName: string): CreateTableCommandInput {
  const keys = [definition.partitionKey, definition.sortKey, ...definition.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  const attributes = new Map(keys.map((key) => [key.name, key.type]));
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    KeySchema: [
      { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: definition.sortKey.name, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes:
      definition.globalIndexes.length === 0
        ? undefined
        : definition.globalIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
              { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
  };
}

type TableShape = Pick<TableDescription, 'KeySchema' | 'GlobalSecondaryIndexes' | 'AttributeDefinitions'>;

/** A comparable signature of a table's keys and indexes, from a definition or from DescribeTable. */
function shapeOf(input: TableShape): string {
  const types = new Map((input.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]));
  const keys = (schema: TableShape['KeySchema']) => (schema ?? []).map((k) => `${k.AttributeName}:${types.get(k.AttributeName!)}:${k.KeyType}`).join(',');
  const indexes = (input.GlobalSecondaryIndexes ?? []).map((index) => `${index.IndexName}(${keys(index.KeySchema)})`).sort();
  return `${keys(input.KeySchema)}|${indexes.join(';')}`;
}

async function ensureTables(client: DynamoDBClient, names: Readonly<Record<TableName, string>>, log: (message: string) => void): Promise<void> {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) existing.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);

  for (const definition of TABLE_LIST) {
    const input = createTableInput(definition, names[definition.name]);
    if (!existing.has(input.TableName!)) {
      await createTable(client, input);
      log(`created table ${input.TableName}`);
      continue;
    }
    const { Table } = await client.send(new DescribeTableCommand({ TableName: input.TableName }));
    if (shapeOf(Table ?? {}) !== shapeOf(input)) {
      // dynalite cannot add an index to a table, so a changed definition means copying the items over.
      const count = await rebuildTable(client, input);
      log(`rebuilt table ${input.TableName} for its new keys or indexes (${count} items kept)`);
    }
  }
}

async function createTable(client: DynamoDBClient, input: CreateTableCommandInput): Promise<void> {
  await client.send(new CreateTableCommand(input));
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: input.TableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function rebuildTable(client: DynamoDBClient, input: CreateTableCommandInput): Promise<number> {
  const items: Record<string, AttributeValue>[] = [];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: input.TableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  await client.send(new DeleteTableCommand({ TableName: input.TableName }));
  for (;;) {
    const tables = await client.send(new ListTablesCommand({}));
    if (!tables.TableNames?.includes(input.TableName!)) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await createTable(client, input);

  for (let i = 0; i < items.length; i += 25) {
    let requests: WriteRequest[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const result = await client.send(new BatchWriteItemCommand({ RequestItems: { [input.TableName!]: requests } }));
      requests = result.UnprocessedItems?.[input.TableName!] ?? [];
    }
  }
  return items.length;
}
