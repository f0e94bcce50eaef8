import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadSend, LeadSendStatus } from '@tdp/shared/schemas/lead-records';
import type { EmailMessage } from '../email/send-email.ts';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import { leadKey, leadMailKey } from './leads-keys.ts';
import { leadsTable } from './leads-table.ts';

/**
 * The mails a lead causes, as the mail queue handles them (docs/decisions/mail-queue.md):
 * - each mail's rendered message in an item of its own beside the lead (`PK=LEAD#{id}, SK=MAIL#{mailId}`), read by
 *   the sender and by a resend, never by the inbox;
 * - its status on the lead item, in the map `mails` keyed by mail id, so the inbox row and the lead page read it with
 *   the lead. Status writes never touch the lead's version: a mail going out never makes an admin's copy stale.
 */

/** A mail's status as stored on the lead: what the admin sees, and `seq` for the order they were queued in. */
export type StoredLeadMail = LeadSend & { id: string; seq: number };

/** What the queue's sender reads to send a mail: the message and the tags SES carries back with its events. */
export interface LeadMailContent {
  message: EmailMessage;
  tags: Record<string, string>;
}

/**
 * Stores a new mail of a lead: its message first, then its status `queued` on the lead (so the status never names a
 * message that is not there). The lead must exist.
 */
export async function putLeadMail(leadId: string, state: StoredLeadMail, content: LeadMailContent): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: leadsTable(),
      Item: { ...leadMailKey(leadId, state.id), entity: 'lead-mail', leadId, mailId: state.id, createdAt: state.at, ...content },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  // A lead stored before the queue has no map yet; one path cannot be set beside its parent in one expression.
  await dynamo().send(
    new UpdateCommand({
      TableName: leadsTable(),
      Key: leadKey(leadId),
      UpdateExpression: 'SET mails = if_not_exists(mails, :empty)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: leadsTable(),
      Key: leadKey(leadId),
      UpdateExpression: 'SET mails.#mail = :state',
      ExpressionAttributeNames: { '#mail': state.id },
      ExpressionAttributeValues: { ':state': state },
    }),
  );
}

/** A mail's rendered message and tags, or null. */
export async function findLeadMailContent(leadId: string, mailId: string): Promise<LeadMailContent | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: leadsTable(), Key: leadMailKey(leadId, mailId), ConsistentRead: true }));
  if (!Item) return null;
  return { message: Item.message as EmailMessage, tags: (Item.tags as Record<string, string> | undefined) ?? {} };
}

/** A mail's status on its lead, or null when the lead or the mail is not there. */
export async function findLeadMailState(leadId: string, mailId: string): Promise<StoredLeadMail | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: leadsTable(),
      Key: leadKey(leadId),
      ProjectionExpression: 'mails.#mail',
      ExpressionAttributeNames: { '#mail': mailId },
      ConsistentRead: true,
    }),
  );
  const mails = Item?.mails as Record<string, StoredLeadMail> | undefined;
  return mails?.[mailId] ?? null;
}

/** What a status change sets on a mail; `null` removes the field. */
export type LeadMailChange = Partial<{ [K in keyof Omit<StoredLeadMail, 'id' | 'seq' | 'type' | 'to'>]: StoredLeadMail[K] | null }>;

/**
 * Changes a mail's status fields. With `expected`, only while its status is that one: false when it is not (a resend
 * racing another, or a mail already sent). Throws for a mail that is not there.
 */
export async function changeLeadMail(leadId: string, mailId: string, change: LeadMailChange, expected?: LeadSendStatus): Promise<boolean> {
  const names: Record<string, string> = { '#mail': mailId };
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (value === null) removes.push(`mails.#mail.#${field}`);
    else {
      values[`:${field}`] = value;
      sets.push(`mails.#mail.#${field} = :${field}`);
    }
  }
  let condition = 'attribute_exists(mails.#mail)';
  if (expected) {
    names['#status'] = 'status';
    values[':expectedStatus'] = expected;
    condition += ' AND mails.#mail.#status = :expectedStatus';
  }
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: leadsTable(),
        Key: leadKey(leadId),
        UpdateExpression: `${sets.length > 0 ? `SET ${sets.join(', ')}` : ''}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`.trim(),
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (expected && isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** A lead's mails in the order they were queued, as the admin reads them (without the internal `seq`). */
export function leadMailsInOrder(mails: Readonly<Record<string, StoredLeadMail>> | undefined): LeadSend[] {
  return Object.values(mails ?? {})
    .sort((a, b) => a.seq - b.seq)
    .map(({ seq: _seq, ...send }) => send);
}
