import { randomUUID } from 'node:crypto';
import type { EmailData, EmailLanguage, EmailType } from '@tdp/shared/schemas/email-template';
import type { LeadSend } from '@tdp/shared/schemas/lead-records';
import { changeLeadMail, findLeadMailContent, findLeadMailState, putLeadMail, type StoredLeadMail } from '../../data/lead-mail-repository.ts';
import { appendLeadSend, findLead, LEAD_NOT_FOUND_MESSAGE } from '../../data/lead-repository.ts';
import { LEAD_EMAIL_TAG, withEmailTags } from '../../email/email-tags.ts';
import { describeMailError, isPermanentMailError } from '../../email/mail-errors.ts';
import { enqueueMail, type QueuedMailRef } from '../../email/mail-queue.ts';
import { sendEmail } from '../../email/send-email.ts';
import { typedEmailMessages } from '../../email/send-typed-email.ts';
import { logger } from '../../observability/logger.ts';
import { Conflict, NotFound } from '../domain-errors.ts';

/**
 * A lead's mails go through the mail queue (docs/decisions/mail-queue.md): the request that causes them renders and
 * stores them, queues a reference to each and is done; the mail-sender function sends them, retrying what SES could
 * not take yet; an admin sends a failed one again from the lead's page.
 */

export const LEAD_MAIL_NOT_FOUND_MESSAGE = 'This lead has no such e-mail.';

// Mails queued by one process in one millisecond keep their order (agency first, then the traveller, then the agent).
let lastSeq = 0;
function nextSeq(): number {
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
  return lastSeq;
}

/**
 * Renders the mail of an e-mail type for a lead (one per recipient), stores each with its status `queued` on the lead
 * and queues it. Never throws: a mail that cannot be queued is marked failed with the reason (an admin can send it
 * again), one that cannot be rendered or stored is recorded as failed, and either is logged at ERROR. So what the
 * visitor or the admin gets never depends on the mail. `language` is the mail's (the visitor's for mails to them, English
 * for the agency and agents), and `data` is written in it.
 */
export async function queueLeadMail<T extends EmailType>(
  leadId: string,
  type: T,
  to: string | readonly string[] | null,
  data: EmailData<T>,
  language: EmailLanguage = 'en',
): Promise<void> {
  let messages;
  try {
    messages = await typedEmailMessages(type, to, data, language);
  } catch (error) {
    await recordUnqueued(leadId, {
      type,
      to: typeof to === 'string' ? to : (to ?? []).join(', ') || 'agency',
      status: 'failed',
      error: describeMailError(error),
      at: new Date().toISOString(),
    });
    return;
  }
  for (const message of messages) {
    const at = new Date().toISOString();
    const state: StoredLeadMail = { id: randomUUID(), seq: nextSeq(), type, to: message.to, status: 'queued', queuedAt: at, at };
    try {
      // Tagged with the lead, so SES's bounce or complaint about the address finds it (record-mail-event.ts).
      await putLeadMail(leadId, state, { message, tags: { [LEAD_EMAIL_TAG]: leadId } });
    } catch (error) {
      await recordUnqueued(leadId, { type, to: message.to, status: 'failed', error: describeMailError(error), at });
      continue;
    }
    await enqueueOrMarkFailed({ leadId, mailId: state.id });
  }
}

/** Records a mail that never reached the queue, without id (nothing stored to send again); logs either way. */
async function recordUnqueued(leadId: string, send: LeadSend): Promise<void> {
  logger.error('lead e-mail not queued', { leadId, type: send.type, error: send.error });
  try {
    await appendLeadSend(leadId, send);
  } catch (error) {
    logger.error('e-mail result not recorded on its lead', { leadId, type: send.type, error: String(error) });
  }
}

/** Queues a stored mail; when the queue refuses, marks it failed with why (best effort) and logs. */
async function enqueueOrMarkFailed(ref: QueuedMailRef): Promise<boolean> {
  try {
    await enqueueMail(ref);
    return true;
  } catch (error) {
    const reason = `Could not be queued: ${describeMailError(error)}`;
    logger.error('lead e-mail not queued', { ...ref, error: reason });
    try {
      await changeLeadMail(ref.leadId, ref.mailId, { status: 'failed', error: reason, at: new Date().toISOString() });
    } catch (recordError) {
      logger.error('e-mail result not recorded on its lead', { ...ref, error: String(recordError) });
    }
    return false;
  }
}

/** What became of one delivery attempt; `retry` and `dead-letter` leave the message on the queue. */
export type DeliveryOutcome = 'sent' | 'already-sent' | 'failed' | 'retry' | 'dead-letter' | 'missing';

/** Which receive of its queue message this attempt is. */
export interface DeliveryAttempt {
  /** SQS's ApproximateReceiveCount: 1 on the first attempt. */
  receiveCount: number;
  /** The redrive policy's maxReceiveCount: the attempt that reaches it is the last before the dead-letter queue. */
  maxReceiveCount: number;
}

/**
 * Sends one queued mail (the mail-sender function, once per queue message):
 * - a mail already sent is not sent again (the queue delivers at least once; a redriven dead letter may be sent by then);
 * - sent: status `sent` with the transport's message id;
 * - refused for good ({@link isPermanentMailError}): status `failed` with the reason, and the message is done;
 * - any other failure: the reason is recorded, the status stays `queued` and the message comes back after the
 *   visibility timeout; on the last attempt the status becomes `failed` ("gave up after N attempts") and the message
 *   goes to the dead-letter queue.
 * Throws only when the lead cannot be read (the message is then retried like a failed send).
 */
export async function deliverLeadMail(ref: QueuedMailRef, attempt: DeliveryAttempt): Promise<DeliveryOutcome> {
  const state = await findLeadMailState(ref.leadId, ref.mailId);
  const content = state ? await findLeadMailContent(ref.leadId, ref.mailId) : null;
  if (!state || !content) {
    logger.error('queued e-mail not found', { ...ref });
    return 'missing';
  }
  if (state.status === 'sent') return 'already-sent';
  let messageId: string;
  try {
    ({ id: messageId } = await withEmailTags(content.tags, () => sendEmail(content.message)));
  } catch (error) {
    const reason = describeMailError(error);
    const failedAttempts = (state.failedAttempts ?? 0) + 1;
    const at = new Date().toISOString();
    const permanent = isPermanentMailError(error);
    const last = attempt.receiveCount >= attempt.maxReceiveCount;
    const line = { ...ref, type: state.type, attempt: attempt.receiveCount, error: reason };
    // A retry is a WARN: a bad minute of SES must not page anyone; a mail given up is an ERROR (the stage's alarm).
    if (permanent || last) logger.error(permanent ? 'e-mail refused' : 'e-mail given up after retries', line);
    else logger.warn('e-mail not sent, will retry', line);
    if (permanent) await changeLeadMail(ref.leadId, ref.mailId, { status: 'failed', error: reason, failedAttempts, at });
    else if (last)
      await changeLeadMail(ref.leadId, ref.mailId, {
        status: 'failed',
        error: `Gave up after ${attempt.receiveCount} attempts: ${reason}`,
        failedAttempts,
        at,
      });
    else await changeLeadMail(ref.leadId, ref.mailId, { error: reason, failedAttempts, at });
    return permanent ? 'failed' : last ? 'dead-letter' : 'retry';
  }
  try {
    await changeLeadMail(ref.leadId, ref.mailId, { status: 'sent', messageId, error: null, at: new Date().toISOString() });
  } catch (error) {
    // Sent already: retrying would mail the person twice, so the message is done and the stale status logged.
    logger.error('e-mail sent but its status not recorded', { ...ref, messageId, error: String(error) });
  }
  return 'sent';
}

/**
 * An admin sends a failed mail of a lead again, as it was rendered: status back to `queued` (attempts counted afresh,
 * the admin named), and queued. 404 for no such lead or mail, 409 when the mail is not failed (queued or sent already,
 * or another admin's resend came first).
 */
export async function resendLeadMail(leadId: string, mailId: string, actor: { username: string; now: string }): Promise<void> {
  const lead = await findLead(leadId);
  if (!lead) throw new NotFound(LEAD_NOT_FOUND_MESSAGE);
  const state = lead.mails?.[mailId];
  if (!state) throw new NotFound(LEAD_MAIL_NOT_FOUND_MESSAGE);
  const notFailed = (status: string) =>
    new Conflict(status === 'sent' ? 'This e-mail was sent already.' : 'This e-mail is queued already: it is being sent.', {
      status: `is ${status}, not failed`,
    });
  if (state.status !== 'failed') throw notFailed(state.status);
  const requeued = await changeLeadMail(
    leadId,
    mailId,
    { status: 'queued', error: null, failedAttempts: 0, resentBy: actor.username, at: actor.now },
    'failed',
  );
  if (!requeued) throw notFailed((await findLeadMailState(leadId, mailId))?.status ?? 'queued');
  await enqueueOrMarkFailed({ leadId, mailId });
}
