import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadRoutingSettings } from '@tdp/shared/schemas/lead-routing';
import { Conflict } from '../domain/domain-errors.ts';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import {
  LEAD_DEADLINES_PARTITION,
  LEAD_ROUTING_PARTITION,
  LEADS_BY_AGENT_INDEX,
  leadDeadlineKey,
  leadRoutingSettingsKey,
  leadsByAgentPartition,
  routingMarkKey,
  type FirstContactStep,
} from './leads-keys.ts';
import { leadsTable } from './leads-table.ts';
import { countQuery } from './count-query.ts';

/**
 * Lead routing's items in the leads table (leads-keys.ts): the settings, each agent's round-robin mark and the steps of
 * first-contact clocks waiting for their minute. Only the leads group and the lead-deadlines job touch them.
 */

export const STALE_ROUTING_MESSAGE = 'The routing rules changed since you loaded them. Reload to see the latest version.';

const LAYOUT_ATTRIBUTES = ['PK', 'SK', 'entity'];

function withoutLayout<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const attribute of LAYOUT_ATTRIBUTES) delete copy[attribute];
  return copy as T;
}

/** The saved settings, or null before an admin first saves them. */
export async function findLeadRoutingSettings(): Promise<LeadRoutingSettings | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: leadsTable(), Key: leadRoutingSettingsKey(), ConsistentRead: true }));
  return Item ? withoutLayout<LeadRoutingSettings>(Item) : null;
}

/** Saves the settings if they are still at `expectedVersion` (0: never saved); 409 when someone saved since. */
export async function saveLeadRoutingSettings(settings: LeadRoutingSettings, expectedVersion: number): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: leadsTable(),
        Item: { ...settings, ...leadRoutingSettingsKey(), entity: 'lead-routing' },
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : '#version = :expected',
        ...(expectedVersion === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': expectedVersion } }),
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new Conflict(STALE_ROUTING_MESSAGE, { version: 'is out of date' });
    throw error;
  }
}

/** When routing last gave each agent a lead, by slug (agents never served are absent). */
export async function listRoutingMarks(): Promise<Map<string, string>> {
  const marks = new Map<string, string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: leadsTable(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :agent)',
        ExpressionAttributeValues: { ':pk': LEAD_ROUTING_PARTITION, ':agent': 'AGENT#' },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) marks.set(String(item.slug), String(item.lastRoutedAt));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return marks;
}

/**
 * Moves an agent's round-robin mark to `at` if it is still what routing read (`seen`, null: never served): false when
 * another lead took the agent's turn in between (the caller decides again).
 */
export async function claimRoutingTurn(slug: string, seen: string | null, at: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: leadsTable(),
        Key: routingMarkKey(slug),
        UpdateExpression: 'SET lastRoutedAt = :at, slug = :slug, entity = :entity',
        ConditionExpression: seen === null ? 'attribute_not_exists(lastRoutedAt)' : 'lastRoutedAt = :seen',
        ExpressionAttributeValues: { ':at': at, ':slug': slug, ':entity': 'routing-mark', ...(seen === null ? {} : { ':seen': seen }) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * How many open leads (new, contacted or proposal sent) an agent holds: a COUNT Query of the agent's index partition (the items never
 * leave the table; it reads the agent's partition, which grows with their leads: docs/decisions/lead-routing.md).
 */
export function countOpenLeadsOfAgent(slug: string): Promise<number> {
  return countQuery({
    TableName: leadsTable(),
    IndexName: LEADS_BY_AGENT_INDEX,
    KeyConditionExpression: 'GSI2PK = :pk',
    FilterExpression: '#status IN (:new, :contacted, :proposal)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': leadsByAgentPartition(slug), ':new': 'new', ':contacted': 'contacted', ':proposal': 'proposal-sent' },
  });
}

/** One step of a first-contact clock waiting for its minute. */
export interface LeadDeadlineItem {
  leadId: string;
  step: FirstContactStep;
  dueAt: string;
}

/** Files the steps of a lead's clock (a reminder, an escalation) under the minute each is due. */
export async function putLeadDeadlines(items: readonly LeadDeadlineItem[]): Promise<void> {
  for (const item of items) {
    await dynamo().send(
      new PutCommand({ TableName: leadsTable(), Item: { ...leadDeadlineKey(item.dueAt, item.leadId, item.step), entity: 'lead-deadline', ...item } }),
    );
  }
}

/** The steps due at or before `now`, oldest first, at most `limit` (a run takes the rest the next minute). */
export async function listDueLeadDeadlines(now: Date, limit: number): Promise<LeadDeadlineItem[]> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: leadsTable(),
      // '~' sorts after the `#{leadId}#{step}` of every step due at exactly `now`.
      KeyConditionExpression: 'PK = :pk AND SK <= :upper',
      ExpressionAttributeValues: { ':pk': LEAD_DEADLINES_PARTITION, ':upper': `${now.toISOString()}#~` },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => ({ leadId: String(item.leadId), step: item.step as FirstContactStep, dueAt: String(item.dueAt) }));
}

/** Removes a step once handled (or found stale). */
export async function deleteLeadDeadline(item: LeadDeadlineItem): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: leadsTable(), Key: leadDeadlineKey(item.dueAt, item.leadId, item.step) }));
}
