import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { ReportItem, ReportItemChange } from '../domain/leads/lead-report-counts.ts';
import type { ContentWrite } from './content-transaction.ts';
import { dynamo } from './dynamo-client.ts';
import {
  reportAgentMonthKey,
  reportAgentWeekKey,
  reportDestinationWeekKey,
  reportMonthPartition,
  reportPackageWeekKey,
  reportWeekPartition,
  type LeadsKey,
} from './leads-keys.ts';
import { leadsTable } from './leads-table.ts';

/**
 * The report counters (docs/decisions/lead-reports.md): small aggregate items of the leads table, one per agent, package
 * and destination of each agency week and one per agent of each month, whose number attributes are added to with
 * `ADD` in the transaction that writes the lead. Figures read a period's partitions, never the leads.
 */

/** The key of an aggregate item. */
export function reportItemKey(item: ReportItem): LeadsKey {
  switch (item.kind) {
    case 'agent-week':
      return reportAgentWeekKey(item.week, item.agent);
    case 'package-week':
      return reportPackageWeekKey(item.week, item.packageUrl);
    case 'destination-week':
      return reportDestinationWeekKey(item.week, item.destinationId);
    case 'agent-month':
      return reportAgentMonthKey(item.month, item.agent);
  }
}

/** The transaction writes that add `changes` to their items (each one `ADD`, which creates a missing item at 0). */
export function reportCounterWrites(changes: readonly ReportItemChange[]): ContentWrite[] {
  return changes.map(({ item, adds }, index) => {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':entity': 'report-counters' };
    const terms = Object.entries(adds).map(([attribute, amount], position) => {
      names[`#a${position}`] = attribute;
      values[`:v${position}`] = amount;
      return `#a${position} :v${position}`;
    });
    return {
      label: `report-counters-${index}`,
      action: {
        Update: {
          TableName: leadsTable(),
          Key: reportItemKey(item),
          UpdateExpression: `ADD ${terms.join(', ')} SET entity = :entity`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    };
  });
}

/** One aggregate item as read: its sort key (`AGENT#…`, `PACKAGE#…`, `DEST#…`) and its counters. */
export interface StoredReportItem {
  sk: string;
  counts: Record<string, number>;
}

const KEY_ATTRIBUTES = new Set(['PK', 'SK', 'entity']);

function storedItemOf(item: Record<string, unknown>): StoredReportItem {
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) if (!KEY_ATTRIBUTES.has(name) && typeof value === 'number') counts[name] = value;
  return { sk: String(item.SK), counts };
}

async function readPartition(partition: string): Promise<StoredReportItem[]> {
  const items: StoredReportItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: leadsTable(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) items.push(storedItemOf(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** How many partitions are read at once (a 52-week report reads 52 week partitions and 13 months). */
const READ_CONCURRENCY = 8;

/** Reads each partition (in parallel, a few at a time), answering their items by partition in the order asked. */
async function readPartitions(partitions: readonly string[]): Promise<StoredReportItem[][]> {
  const results: StoredReportItem[][] = [];
  const queue = partitions.entries();
  const worker = async () => {
    for (const [index, partition] of queue) results[index] = await readPartition(partition);
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, partitions.length) }, worker));
  return results;
}

/** Every aggregate item of each week (Monday `YYYY-MM-DD`), in the weeks' order. */
export function readReportWeeks(weeks: readonly string[]): Promise<StoredReportItem[][]> {
  return readPartitions(weeks.map(reportWeekPartition));
}

/** Every agent's item of each month `YYYY-MM`, in the months' order. */
export function readReportMonths(months: readonly string[]): Promise<StoredReportItem[][]> {
  return readPartitions(months.map(reportMonthPartition));
}

/** BatchGetItem takes at most 100 keys a request. */
const BATCH_KEYS = 100;

/**
 * One agent's own items: their week items and month items, by key (BatchGetItem, 100 keys a request, unprocessed keys
 * asked again). A week or month without an item is absent from the map.
 */
export async function readAgentReportItems(agent: string, weeks: readonly string[], months: readonly string[]): Promise<Map<string, Record<string, number>>> {
  const table = leadsTable();
  const keys: LeadsKey[] = [...weeks.map((week) => reportAgentWeekKey(week, agent)), ...months.map((month) => reportAgentMonthKey(month, agent))];
  const found = new Map<string, Record<string, number>>();
  for (let start = 0; start < keys.length; start += BATCH_KEYS) {
    let pending: Array<Record<string, unknown>> | undefined = keys.slice(start, start + BATCH_KEYS) as unknown as Array<Record<string, unknown>>;
    for (let attempt = 0; pending && pending.length > 0 && attempt < 5; attempt += 1) {
      const answer: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }));
      for (const item of answer.Responses?.[table] ?? []) found.set(String(item.PK), storedItemOf(item).counts);
      pending = answer.UnprocessedKeys?.[table]?.Keys;
    }
    if (pending && pending.length > 0) throw new Error('report counters unread after five tries (throttled)');
  }
  return found;
}
