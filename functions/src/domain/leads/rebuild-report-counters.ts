import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../data/dynamo-client.ts';
import { listLeads } from '../../data/lead-repository.ts';
import { readReportMonths, readReportWeeks, reportItemKey } from '../../data/lead-report-repository.ts';
import { leadsTable } from '../../data/leads-table.ts';
import { reportMonthPartition, reportWeekPartition } from '../../data/leads-keys.ts';
import { agencyMonthOf, agencyWeekOf, reportCountsOf, type ReportItem } from './lead-report-counts.ts';

/**
 * Rebuilds the report counters from the stored leads (docs/decisions/lead-reports.md): what a stage's leads stored
 * before the counters existed need, or counters a restore left behind. Reads every lead (pages of 500), adds up what
 * each counts (`reportCountsOf`, the rule the writes use), then, with `apply`, writes each aggregate item with exactly
 * those totals and deletes the aggregate items of the leads' weeks and months that no lead counts in any more.
 * Without `apply` it only reports. A lead written while it runs may be counted wrong until the next run: run it in a
 * quiet hour (running it twice is harmless).
 */

/** What a rebuild found and did. */
export interface RebuildReport {
  leads: number;
  /** Aggregate items the leads make. */
  items: number;
  /** Of those, items stored with other totals (or missing): written, or to be written. */
  changed: number;
  /** Stored aggregate items holding figures no lead counts in any more: deleted, or to be deleted. */
  removed: number;
  applied: boolean;
}

const PAGE = 500;

function itemId(item: ReportItem): string {
  const key = reportItemKey(item);
  return `${key.PK}\u0000${key.SK}`;
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => (a[key] ?? 0) !== 0 || (b[key] ?? 0) !== 0));
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}

/** Every Monday `YYYY-MM-DD` from `first` to `last` (both Mondays). */
function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let day = new Date(`${first}T12:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 7))
    weeks.push(day.toISOString().slice(0, 10));
  return weeks;
}

/** Every month `YYYY-MM` from `first` to `last`. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (
    let [year, month] = first.split('-').map(Number) as [number, number];
    `${year}-${String(month).padStart(2, '0')}` <= last;
    month === 12 ? ((month = 1), (year += 1)) : (month += 1)
  )
    months.push(`${year}-${String(month).padStart(2, '0')}`);
  return months;
}

export async function rebuildReportCounters(options: { apply: boolean; now?: Date }): Promise<RebuildReport> {
  const totals = new Map<string, { item: ReportItem; counts: Record<string, number> }>();
  let leads = 0;
  let earliest: string | null = null;
  let cursor: string | undefined;
  do {
    const page = await listLeads({}, PAGE, cursor);
    for (const lead of page.leads) {
      leads += 1;
      if (earliest === null || lead.createdAt < earliest) earliest = lead.createdAt;
      for (const { item, attribute, amount } of reportCountsOf(lead)) {
        const id = itemId(item);
        const entry = totals.get(id) ?? { item, counts: {} };
        entry.counts[attribute] = (entry.counts[attribute] ?? 0) + amount;
        totals.set(id, entry);
      }
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);

  // The stored aggregate items of every week and month from the first lead's to now.
  const now = (options.now ?? new Date()).toISOString();
  const weeks = earliest ? weeksBetween(agencyWeekOf(earliest), agencyWeekOf(now)) : [];
  const months = earliest ? monthsBetween(agencyMonthOf(earliest), agencyMonthOf(now)) : [];
  const stored = new Map<string, Record<string, number>>();
  const partitions = [...weeks.map(reportWeekPartition), ...months.map(reportMonthPartition)];
  const read = [...(await readReportWeeks(weeks)), ...(await readReportMonths(months))];
  read.forEach((items, index) => {
    for (const item of items) stored.set(`${partitions[index]}\u0000${item.sk}`, item.counts);
  });

  const changed = [...totals.entries()].filter(([id, { counts }]) => !sameCounts(stored.get(id) ?? {}, counts));
  // A stored item no lead counts in, holding a figure (an item left at zeros, as a booking undone leaves it, is no error).
  const removed = [...stored.entries()].filter(([id, counts]) => !totals.has(id) && !sameCounts(counts, {})).map(([id]) => id);
  if (options.apply) {
    const table = leadsTable();
    for (const [, { item, counts }] of changed) {
      const nonZero = Object.fromEntries(Object.entries(counts).filter(([, amount]) => amount !== 0));
      await dynamo().send(new PutCommand({ TableName: table, Item: { ...nonZero, ...reportItemKey(item), entity: 'report-counters' } }));
    }
    for (const id of removed) {
      const [PK, SK] = id.split('\u0000') as [string, string];
      await dynamo().send(new DeleteCommand({ TableName: table, Key: { PK, SK } }));
    }
  }
  return { leads, items: totals.size, changed: changed.length, removed: removed.length, applied: options.apply };
}
