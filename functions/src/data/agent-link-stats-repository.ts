import { BatchGetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgentLinkMonth } from '@tdp/shared/schemas/agent-link-stats';
import { dynamo } from './dynamo-client.ts';
import { agentLinkStatsKey, agentLinkStatsPartition } from './leads-keys.ts';
import { leadsTable } from './leads-table.ts';

/**
 * Counts of the visits each agent's links brought and the leads they produced, one item per agent and agency month
 * (counters only: nothing of a visitor). Each count is one atomic `ADD`, so simultaneous visits never lose one.
 */

/** What a month's item holds for one agent. */
export interface StoredAgentLinkCounts extends AgentLinkMonth {
  slug: string;
}

type Counter = 'visits' | 'leads';

/** Adds one to `counter` of the agent's month, creating the item at 0 first when there is none. */
export async function countAgentLink(slug: string, month: string, counter: Counter): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: leadsTable(),
      Key: agentLinkStatsKey(month, slug),
      UpdateExpression: 'ADD #counter :one SET slug = :slug, #month = :month, entity = :entity',
      ExpressionAttributeNames: { '#counter': counter, '#month': 'month' },
      ExpressionAttributeValues: { ':one': 1, ':slug': slug, ':month': month, ':entity': 'agentLinkCounts' },
    }),
  );
}

function countsOf(item: Record<string, unknown>): StoredAgentLinkCounts {
  return { slug: String(item.slug), month: String(item.month), visits: Number(item.visits ?? 0), leads: Number(item.leads ?? 0) };
}

/** One agent's counts in the given months (one BatchGetItem); a month without an item is absent from the answer. */
export async function readAgentLinkMonths(slug: string, months: readonly string[]): Promise<StoredAgentLinkCounts[]> {
  const table = leadsTable();
  const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: months.map((month) => agentLinkStatsKey(month, slug)) } } }));
  let items = answer.Responses?.[table] ?? [];
  // Unprocessed keys (throttling) are read once more, one by one being overkill for at most a dozen keys.
  const unprocessed = answer.UnprocessedKeys?.[table]?.Keys;
  if (unprocessed && unprocessed.length > 0) {
    const again = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: unprocessed } } }));
    items = [...items, ...(again.Responses?.[table] ?? [])];
  }
  return items.map(countsOf);
}

/** Every agent's counts of one month (one partition, paged through). */
export async function listAgentLinkMonth(month: string): Promise<StoredAgentLinkCounts[]> {
  const rows: StoredAgentLinkCounts[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: leadsTable(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': agentLinkStatsPartition(month) },
        ExclusiveStartKey: cursor,
      }),
    );
    rows.push(...(page.Items ?? []).map(countsOf));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return rows;
}
