import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SQSClient } from '@aws-sdk/client-sqs';

/**
 * The mail queue (docs/decisions/mail-queue.md): a request that causes mail stores it and puts a reference to it on
 * the queue; the mail-sender function (mail-sender-handler.ts) takes it off and sends it, with retries, then the
 * dead-letter queue. In AWS the queue is SQS (infra/lib/mail-queue.ts); in the local stack and the tests it is a
 * folder under DATA_DIR with the same semantics (functions/local/local-mail-queue.ts). These settings are the one
 * source both read.
 */
export const MAIL_QUEUE_SETTINGS = {
  /** Receives of one message before SQS moves it to the dead-letter queue (the redrive policy's maxReceiveCount). */
  maxReceiveCount: 5,
  /** A received message is hidden this long; a failed one comes back after it (SQS's retry delay). */
  visibilityTimeoutSeconds: 120,
  /** The sender's timeout: a sixth of the visibility timeout, as AWS advises for an SQS event source. */
  senderTimeoutSeconds: 20,
  /** Messages per invocation. */
  batchSize: 10,
  /** How long the dead-letter queue keeps a message (SQS's longest). */
  deadLetterRetentionDays: 14,
} as const;

/** Environment variable holding the queue's URL (CDK sets it on every function that queues mail). */
export const MAIL_QUEUE_URL_ENV = 'MAIL_QUEUE_URL';

/** What a queue message carries: which stored mail to send, never the mail itself (no personal data on the queue). */
export interface QueuedMailRef {
  leadId: string;
  mailId: string;
}

/** A queue message as the local stand-in stores it (one JSON file each), with what SQS tracks per message. */
export interface LocalQueueMessage {
  messageId: string;
  body: string;
  /** Epoch milliseconds it was sent. */
  sentAt: number;
  /** Times it was received (SQS's ApproximateReceiveCount). */
  receiveCount: number;
  /** Epoch milliseconds it is visible again from (received messages are hidden until then). */
  visibleAt: number;
  /** Epoch milliseconds of its first receive, once received. */
  firstReceivedAt?: number;
}

/** The local queue's folders: `queue/` (waiting or in flight) and `dead-letter/`. */
export function localMailQueueDirs(dataDir = process.env.DATA_DIR ?? '.data'): { queue: string; deadLetter: string } {
  const root = join(resolve(dataDir), 'mail-queue');
  return { queue: join(root, 'queue'), deadLetter: join(root, 'dead-letter') };
}

/** Reads a queue message's body; null when it is not a mail reference (nothing could ever send it). */
export function parseQueuedMailRef(body: string): QueuedMailRef | null {
  try {
    const value = JSON.parse(body) as Partial<QueuedMailRef>;
    return typeof value.leadId === 'string' && typeof value.mailId === 'string' ? { leadId: value.leadId, mailId: value.mailId } : null;
  } catch {
    return null;
  }
}

/** Writes one message into a local queue folder (written then renamed, so a reader never sees half a file). */
export async function writeLocalQueueMessage(dir: string, message: LocalQueueMessage): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Sending time first, so a listing is in sending order.
  const file = join(dir, `${String(message.sentAt).padStart(15, '0')}-${message.messageId}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(message));
  await rename(`${file}.tmp`, file);
}

// Loaded on first send: most requests of the functions that may queue mail never do.
const sqsModule = () => import('@aws-sdk/client-sqs');
let sqs: SQSClient | undefined;

/**
 * Puts a reference to a stored mail on the queue: SQS when the function knows the queue's URL, the local queue
 * folder outside AWS. A deployed stage without the URL throws (CDK always sets it) rather than queue where nothing reads.
 */
export async function enqueueMail(ref: QueuedMailRef): Promise<void> {
  const body = JSON.stringify(ref);
  const queueUrl = process.env[MAIL_QUEUE_URL_ENV];
  if (queueUrl) {
    const { SendMessageCommand, SQSClient } = await sqsModule();
    sqs ??= new SQSClient({});
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
    return;
  }
  const stage = process.env.STAGE;
  if (stage && stage !== 'local') throw new Error(`${MAIL_QUEUE_URL_ENV} is not set: the stage's functions that queue mail need the queue's URL`);
  const now = Date.now();
  await writeLocalQueueMessage(localMailQueueDirs().queue, { messageId: randomUUID(), body, sentAt: now, receiveCount: 0, visibleAt: now });
}
