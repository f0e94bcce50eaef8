import type { SNSEvent } from 'aws-lambda';
import { logger } from '../observability/logger.ts';
import { recordMailEvent, type SesMailEvent } from '../domain/leads/record-mail-event.ts';

/**
 * The mail-events function: SES publishes the stage's bounces and complaints to an SNS topic (the configuration set's
 * event destination) and SNS calls this with them. A function of its own, not a route of the leads group: it answers
 * no HTTP request and may only mark leads (GetItem and UpdateItem on the leads table, nothing else).
 *
 * A malformed message is logged and dropped (retrying it would fail again); a failed write throws, so SNS retries.
 */
export async function handler(event: SNSEvent): Promise<void> {
  for (const record of event.Records) {
    let message: SesMailEvent;
    try {
      message = JSON.parse(record.Sns.Message) as SesMailEvent;
    } catch {
      log('error', { msg: 'mail event is not JSON', messageId: record.Sns.MessageId });
      continue;
    }
    const outcome = await recordMailEvent(message);
    // Leads are marked by id; the addresses themselves are personal data and stay out of the logs.
    log(outcome.marked.length > 0 ? 'warn' : 'info', {
      msg: 'mail event',
      type: message.eventType ?? message.notificationType,
      sesMessageId: message.mail?.messageId,
      markedLeads: outcome.marked.map(({ leadId, problem }) => ({ leadId, kind: problem.kind })),
      ignored: outcome.ignored,
    });
  }
}

function log(level: 'info' | 'warn' | 'error', { msg, ...fields }: { msg: string } & Record<string, unknown>): void {
  logger[level](msg, fields);
}
