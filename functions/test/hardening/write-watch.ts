import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../src/data/dynamo-client.ts';
import { s3 } from '../../src/data/s3-client.ts';
import { createLocalDocumentClient, createLocalS3Client, type LocalAws } from '../../local/local-aws.ts';
import { readOutbox } from '../leads-api-client.ts';

/**
 * Watches everything a request could change: every command the functions' DynamoDB and S3 clients send
 * that is not a read, the number of items in each table and objects in the media bucket, and the mail
 * outbox. A refused request must leave all of them as they were.
 */
export interface WriteWatch {
  /** Names of the writes sent since the watch started (e.g. `PutCommand`, `putObject`), oldest first. */
  writes(): readonly string[];
  /** Items per table, objects in the bucket and messages in the outbox, right now. */
  stored(): Promise<Record<string, number>>;
  /** Puts the clients' `send` back. */
  stop(): void;
}

/** Reads never change anything; every other command counts as a write. */
const READ_COMMAND = /^(Get|BatchGet|Query|Scan|TransactGet|Describe|List|Head)/;
/** The calls of the functions' S3 client that change the bucket. */
const S3_WRITES = ['putObject', 'copyObject', 'deleteObject'] as const;

interface Sender {
  send(command: object, ...rest: unknown[]): Promise<unknown>;
}

function recordWrites(client: Sender, writes: string[]): () => void {
  const original = client.send;
  client.send = function send(this: unknown, command: object, ...rest: unknown[]) {
    const name = command.constructor.name;
    if (!READ_COMMAND.test(name)) writes.push(name);
    return original.call(this, command, ...rest);
  };
  return () => {
    client.send = original;
  };
}

function recordS3Writes(client: ReturnType<typeof s3>, writes: string[]): () => void {
  const originals = S3_WRITES.map((name) => [name, client[name]] as const);
  for (const [name, original] of originals) {
    (client as unknown as Record<string, unknown>)[name] = function write(this: unknown, ...args: unknown[]) {
      writes.push(name);
      return (original as (...values: unknown[]) => unknown).apply(this, args);
    };
  }
  return () => {
    for (const [name, original] of originals) (client as unknown as Record<string, unknown>)[name] = original;
  };
}

/** Starts watching the functions' clients (as pointed at `aws` by `useLocalAws`) and `dataDir`'s outbox. */
export async function watchWrites(aws: LocalAws, dataDir: string): Promise<WriteWatch> {
  const writes: string[] = [];
  const restores = [recordWrites(dynamo() as unknown as Sender, writes), recordS3Writes(s3(), writes)];
  const doc = createLocalDocumentClient(aws.dynamoEndpoint);
  const bucket = createLocalS3Client(aws.s3Endpoint);
  return {
    writes: () => writes,
    stored: async () => {
      const counts: Record<string, number> = {};
      for (const [name, table] of Object.entries(aws.tableNames)) {
        let count = 0;
        let start: Record<string, unknown> | undefined;
        do {
          const page = await doc.send(new ScanCommand({ TableName: table, Select: 'COUNT', ExclusiveStartKey: start }));
          count += page.Count ?? 0;
          start = page.LastEvaluatedKey;
        } while (start);
        counts[`${name} table items`] = count;
      }
      const objects = await bucket.send(new ListObjectsV2Command({ Bucket: aws.bucket }));
      counts['media objects'] = objects.KeyCount ?? 0;
      counts['outbox messages'] = readOutbox(dataDir).length;
      return counts;
    },
    stop: () => {
      for (const restore of restores) restore();
      doc.destroy();
      bucket.destroy();
    },
  };
}
