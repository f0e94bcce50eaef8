import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { localMailQueueDirs, MAIL_QUEUE_SETTINGS, writeLocalQueueMessage, type LocalQueueMessage } from '../src/email/mail-queue.ts';

/**
 * The local stack's stand-in for SQS and its Lambda event source mapping (docs/decisions/mail-queue.md): the mail
 * queue is a folder of JSON messages under DATA_DIR (mail-queue.ts writes them), and each poll does what SQS and the
 * mapping do with them, with the same settings as the stage's queue (`MAIL_QUEUE_SETTINGS`):
 * - receives up to `batchSize` visible messages, counts the receive and hides each for the visibility timeout;
 * - a message received `maxReceiveCount` times already goes to the dead-letter folder instead (SQS's redrive policy);
 * - calls the sender's own handler with an SQS event, and deletes the messages it did not report as failed
 *   (`ReportBatchItemFailures`); a handler that throws leaves the whole batch to come back.
 * Time is read from `now`, so a test steps through the retries without waiting for the visibility timeouts.
 */

/** The sender as the queue calls it. */
export type MailSenderHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

export interface LocalMailQueueOptions {
  /** The data folder whose `mail-queue/` this reads; default DATA_DIR. */
  dataDir?: string;
  /** Default: the mail-sender function's handler (functions/src/events/mail-sender-handler.ts). */
  handler?: MailSenderHandler;
  /** Epoch milliseconds now; default the clock. */
  now?: () => number;
}

/** What one poll did. */
export interface LocalMailQueuePoll {
  /** Messages handed to the sender. */
  received: number;
  /** Of those, the ones it reported failed (they come back after the visibility timeout). */
  failed: number;
  /** Messages moved to the dead-letter folder by this poll. */
  deadLettered: number;
}

export interface LocalMailQueue {
  /** One receive and one call of the sender, as the event source mapping does at each poll. */
  poll(): Promise<LocalMailQueuePoll>;
  /** Messages waiting or in flight. */
  messages(): Promise<LocalQueueMessage[]>;
  /** Messages in the dead-letter folder. */
  deadLetters(): Promise<LocalQueueMessage[]>;
  /** Moves every dead letter back to the queue with its receive count reset (the console's "Start DLQ redrive"). */
  redrive(): Promise<number>;
}

const QUEUE_ARN = 'arn:aws:sqs:ca-central-1:000000000000:local-mail-queue';

const loadSender = async (): Promise<MailSenderHandler> => (await import('../src/events/mail-sender-handler.ts')).handler;

async function readMessages(dir: string): Promise<Array<{ file: string; message: LocalQueueMessage }>> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const read = await Promise.all(
    names.map(async (name) => {
      try {
        return { file: join(dir, name), message: JSON.parse(await readFile(join(dir, name), 'utf8')) as LocalQueueMessage };
      } catch {
        // Deleted by a poll meanwhile.
        return null;
      }
    }),
  );
  return read.filter((entry) => entry !== null);
}

function recordOf(message: LocalQueueMessage): SQSRecord {
  return {
    messageId: message.messageId,
    receiptHandle: `${message.messageId}#${message.receiveCount}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: QUEUE_ARN,
    awsRegion: 'ca-central-1',
  };
}

/** The local mail queue of a data folder. */
export function createLocalMailQueue(options: LocalMailQueueOptions = {}): LocalMailQueue {
  const dirs = localMailQueueDirs(options.dataDir);
  const now = options.now ?? Date.now;
  let polling: Promise<LocalMailQueuePoll> | undefined;

  const pollOnce = async (): Promise<LocalMailQueuePoll> => {
    const at = now();
    const batch: Array<{ file: string; message: LocalQueueMessage }> = [];
    let deadLettered = 0;
    for (const entry of await readMessages(dirs.queue)) {
      if (batch.length >= MAIL_QUEUE_SETTINGS.batchSize) break;
      if (entry.message.visibleAt > at) continue;
      if (entry.message.receiveCount >= MAIL_QUEUE_SETTINGS.maxReceiveCount) {
        await writeLocalQueueMessage(dirs.deadLetter, entry.message);
        await rm(entry.file, { force: true });
        deadLettered += 1;
        continue;
      }
      const received: LocalQueueMessage = {
        ...entry.message,
        receiveCount: entry.message.receiveCount + 1,
        visibleAt: at + MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds * 1000,
        firstReceivedAt: entry.message.firstReceivedAt ?? at,
      };
      await writeLocalQueueMessage(dirs.queue, received);
      batch.push({ file: entry.file, message: received });
    }
    if (batch.length === 0) return { received: 0, failed: 0, deadLettered };

    const handler = options.handler ?? (await loadSender());
    let failedIds: Set<string>;
    try {
      const response = await handler({ Records: batch.map(({ message }) => recordOf(message)) });
      failedIds = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch {
      // As with Lambda: a failed invocation returns the whole batch to the queue.
      failedIds = new Set(batch.map(({ message }) => message.messageId));
    }
    for (const { file, message } of batch) if (!failedIds.has(message.messageId)) await rm(file, { force: true });
    return { received: batch.length, failed: failedIds.size, deadLettered };
  };

  return {
    // Polls never overlap: a poll still running is the one a second caller waits for.
    poll: () => (polling ??= pollOnce().finally(() => (polling = undefined))),
    messages: async () => (await readMessages(dirs.queue)).map(({ message }) => message),
    deadLetters: async () => (await readMessages(dirs.deadLetter)).map(({ message }) => message),
    async redrive() {
      const letters = await readMessages(dirs.deadLetter);
      for (const { file, message } of letters) {
        await writeLocalQueueMessage(dirs.queue, {
          messageId: message.messageId,
          body: message.body,
          sentAt: message.sentAt,
          receiveCount: 0,
          visibleAt: now(),
        });
        await rm(file, { force: true });
      }
      return letters.length;
    },
  };
}

/**
 * Polls the local mail queue every `everyMs` (the event source mapping's long polling) until stopped; unref'd, so it
 * never keeps a process alive. `stop()` waits for a poll under way.
 */
export function startLocalMailQueuePoller(options: LocalMailQueueOptions & { everyMs: number; log: (message: string) => void }): {
  queue: LocalMailQueue;
  stop(): Promise<void>;
} {
  const queue = createLocalMailQueue(options);
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = queue
      .poll()
      .then(
        ({ failed, deadLettered }) => {
          if (failed > 0) options.log(`mail queue: ${failed} mail(s) failed, retried after ${MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds} s`);
          if (deadLettered > 0) options.log(`mail queue: ${deadLettered} mail(s) moved to the dead-letter folder`);
        },
        (error: unknown) => options.log(`mail queue poll failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.everyMs);
  timer.unref();
  return {
    queue,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Polls the local mail queue until no message is visible: every mail the sender can send now is sent (or refused);
 * one that failed waits out its visibility timeout, as in SQS. What the local stack's poller does within a moment, for
 * tests that call handlers directly.
 */
export async function deliverQueuedMail(options: LocalMailQueueOptions = {}): Promise<void> {
  const queue = createLocalMailQueue(options);
  // Bounded: each poll takes at most a batch, and a failed message is hidden until its timeout passes.
  for (let polls = 0; polls < 100; polls += 1) {
    const { received, deadLettered } = await queue.poll();
    if (received === 0 && deadLettered === 0) return;
  }
}
