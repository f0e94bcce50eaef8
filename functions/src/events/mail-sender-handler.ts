import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverLeadMail, type DeliveryOutcome } from '../domain/leads/lead-mails.ts';
import { logger } from '../observability/logger.ts';
import { MAIL_QUEUE_SETTINGS, parseQueuedMailRef } from '../email/mail-queue.ts';

/** Outcomes after which the message stays on the queue: retried after the visibility timeout, or dead-lettered. */
const KEEP_ON_QUEUE: ReadonlySet<DeliveryOutcome> = new Set(['retry', 'dead-letter']);

/**
 * The mail-sender function (infra/lib/mail-queue.ts; docs/decisions/mail-queue.md): SQS hands it up to ten queued mails
 * at a time, it sends them one after another and answers which ones failed (`ReportBatchItemFailures`), so only those
 * come back after the visibility timeout, and after the last receive go to the dead-letter queue. The local stack
 * calls this same handler with the same events (functions/local/local-mail-queue.ts).
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const ref = parseQueuedMailRef(record.body);
    if (!ref) {
      // Nothing could ever send it: straight on towards the dead-letter queue, where an operator can read it.
      logger.error('queue message is not a mail', { messageId: record.messageId });
      batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    try {
      const outcome = await deliverLeadMail(ref, {
        receiveCount: Number(record.attributes.ApproximateReceiveCount) || 1,
        maxReceiveCount: MAIL_QUEUE_SETTINGS.maxReceiveCount,
      });
      if (KEEP_ON_QUEUE.has(outcome)) batchItemFailures.push({ itemIdentifier: record.messageId });
    } catch (error) {
      logger.error('queued e-mail not handled, will retry', { ...ref, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
