/**
 * What the report counters cost at a given volume (docs/decisions/lead-reports.md): a month of leads made up with the
 * agency's mix is walked through their lives (arrival, first contact, reassignment, booking or loss, a booking lost
 * later) with the real counting code (reportCountsOf / reportCountChanges), the aggregate items kept in memory and sized
 * by DynamoDB's rules, each write priced in write request units as a transaction prices it (twice the larger of the
 * item before and after, per KB), and the reads of a report priced in read request units. No table is touched.
 *
 * `npx tsx functions/bench/report-counters-cost.ts` (LEADS_PER_MONTH=50000 AGENTS=200 PACKAGES=300 DESTINATIONS=150).
 */
import type { LeadActivity } from '@tdp/shared/schemas/lead-records';
import { reportCountChanges, type ReportedLead } from '../src/domain/leads/lead-report-counts.ts';
import { reportItemKey } from '../src/data/lead-report-repository.ts';

const LEADS_PER_MONTH = Number(process.env.LEADS_PER_MONTH ?? 50_000);
const AGENTS = Number(process.env.AGENTS ?? 200);
const PACKAGES = Number(process.env.PACKAGES ?? 300);
const DESTINATIONS = Number(process.env.DESTINATIONS ?? 150);
/** A stored lead's size with its form and history, as the leads table holds them (measured on seeded leads: 2-4 KB). */
const LEAD_ITEM_KB = 4;
const WRU_PRICE = 0.625 / 1_000_000;
const RRU_PRICE = 0.125 / 1_000_000;

/** A deterministic random source (mulberry32), so each run models the same month. */
let state = 20260302;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
/** A Zipf-like pick among `n` (a few popular, a long tail). */
const zipf = (n: number) => Math.min(n - 1, Math.floor(n ** random()) - 1 + (random() < 0.5 ? 0 : Math.floor(random() * 2)));
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/** DynamoDB's size of a number: about one byte per two significant digits, plus one. */
const numberSize = (value: number) => Math.ceil(String(Math.abs(value)).replace(/[.-]/g, '').replace(/^0+/, '').length / 2) + 1;

interface Item {
  pk: string;
  sk: string;
  attributes: Map<string, number>;
}
const items = new Map<string, Item>();
const sizeOf = (item: Item) =>
  2 + item.pk.length + 2 + item.sk.length + 6 + 15 + [...item.attributes].reduce((sum, [name, value]) => sum + name.length + numberSize(value), 0);

let counterWru = 0;
let transactions = 0;
let leadWrites = 0;

/** Applies one write of a lead: its counters' changes, priced as one transaction with the lead. */
function write(before: ReportedLead | null, after: ReportedLead): void {
  leadWrites += 1;
  const changes = reportCountChanges(before, after);
  if (changes.length === 0) return;
  transactions += 1;
  for (const change of changes) {
    const key = reportItemKey(change.item);
    const id = `${key.PK}|${key.SK}`;
    const item = items.get(id) ?? { pk: key.PK, sk: key.SK, attributes: new Map() };
    const sizeBefore = items.has(id) ? sizeOf(item) : 0;
    for (const [name, amount] of Object.entries(change.adds)) item.attributes.set(name, (item.attributes.get(name) ?? 0) + amount);
    items.set(id, item);
    counterWru += 2 * Math.ceil(Math.max(sizeBefore, sizeOf(item)) / 1024);
  }
}

const agents = Array.from({ length: AGENTS }, (_, index) => `agent-${index + 1}-surname`);
const monthStart = Date.parse('2026-03-02T08:00:00.000Z');
const visitOf = (source: string): ReportedLead['visit'] =>
  source === 'campaign'
    ? { first: { landingPage: '/deals', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' } }
    : source === 'search'
      ? { first: { landingPage: '/', referrer: 'https://www.google.com/' } }
      : undefined;
const status = (at: number, from: string, to: string): LeadActivity => ({
  at: new Date(at).toISOString(),
  by: 'agent',
  role: 'agent',
  change: 'status',
  from,
  to,
});

for (let index = 0; index < LEADS_PER_MONTH; index += 1) {
  const created = monthStart + Math.floor((index / LEADS_PER_MONTH) * 30 * 86_400_000);
  const roll = random();
  const source = roll < 0.3 ? 'share-link' : roll < 0.5 ? 'campaign' : roll < 0.75 ? 'search' : 'direct';
  const holder = random() < 0.15 && source !== 'share-link' ? null : pick(agents);
  const destinations = random() < 0.9 ? [`country-${zipf(DESTINATIONS) + 1}`, ...(random() < 0.5 ? [`city-${zipf(DESTINATIONS * 3) + 1}`] : [])] : [];
  const createdAt = new Date(created).toISOString();
  let lead: ReportedLead = {
    type: random() < 0.85 ? 'quote' : 'contact',
    status: 'new',
    createdAt,
    attributedAgent: source === 'share-link' ? holder : null,
    assignedAgent: holder,
    packageUrl: random() < 0.6 ? `package-${zipf(PACKAGES) + 1}-title-words` : null,
    form: { destinationIds: destinations },
    visit: visitOf(source),
    activity: [{ at: createdAt, by: 'routing', role: 'system', change: 'assignment', from: null, to: holder, reason: 'rules' }],
    firstContact: { startedAt: createdAt, remindAt: createdAt, dueAt: new Date(created + 2 * 3_600_000).toISOString() },
  };
  write(null, lead);
  const next = (changes: Partial<ReportedLead>, entry: LeadActivity) => {
    const after = { ...lead, ...changes, activity: [...lead.activity!, entry] };
    write(lead, after);
    lead = after;
  };
  let at = created;
  if (random() < 0.03) {
    const other = pick(agents);
    at += 600_000;
    next({ assignedAgent: other }, { at: new Date(at).toISOString(), by: 'admin', role: 'admin', change: 'assignment', from: lead.assignedAgent, to: other });
  }
  if (random() > 0.8) continue;
  at += Math.floor(random() * 8 * 3_600_000);
  next({ status: 'contacted' }, status(at, 'new', 'contacted'));
  // A note or two: no figure moves, no counter is written.
  next({}, { at: new Date(at).toISOString(), by: 'agent', role: 'agent', change: 'note', from: null, to: null });
  const outcome = random();
  if (outcome < 0.3) {
    at += 86_400_000;
    next({ status: 'lost' }, status(at, 'contacted', 'lost'));
  } else if (outcome < 0.5) {
    at += 86_400_000;
    next({ status: 'proposal-sent' }, status(at, 'contacted', 'proposal-sent'));
    if (random() < 0.6) {
      at += 2 * 86_400_000;
      next(
        { status: 'booked', booking: { value: 2000 + Math.round(random() * 1_500_000) / 100, departureDate: '2027-01-01', adults: 2, children: 0 } },
        status(at, 'proposal-sent', 'booked'),
      );
      if (random() < 0.05) next({ status: 'lost', booking: undefined }, status(at + 86_400_000, 'booked', 'lost'));
    }
  }
}

const weekItems = [...items.values()].filter((item) => item.pk.startsWith('REPORT_WEEK#'));
const monthItems = [...items.values()].filter((item) => item.pk.startsWith('REPORT_MONTH#'));
/** The fullest partition's item count and bytes (a whole week, not the month's partial last one). */
function fullest(list: readonly Item[]): { count: number; bytes: number } {
  const partitions = new Map<string, { count: number; bytes: number }>();
  for (const item of list) {
    const partition = partitions.get(item.pk) ?? { count: 0, bytes: 0 };
    partition.count += 1;
    partition.bytes += sizeOf(item);
    partitions.set(item.pk, partition);
  }
  return [...partitions.values()].reduce((most, partition) => (partition.bytes > most.bytes ? partition : most), { count: 0, bytes: 0 });
}
const week = fullest(weekItems);
const month = fullest(monthItems);
const weekBytes = week.bytes;
const monthBytes = month.bytes;
const largest = Math.max(...[...items.values()].map(sizeOf));
// A Query reads its items' sizes added up, per 4 KB, half a unit when eventually consistent.
const queryRru = (bytes: number) => Math.ceil(bytes / 4096) * 0.5;
const adminView = (count: number, months: number) => count * queryRru(weekBytes) + months * queryRru(monthBytes);
// An agent reads one item per week and month with BatchGetItem: each item rounded up to 4 KB, half a unit.
const agentView = (count: number, months: number) => (count + months) * 0.5;

const baselineWru = leadWrites * LEAD_ITEM_KB;
const leadWruWithCounters = transactions * LEAD_ITEM_KB * 2 + (leadWrites - transactions) * LEAD_ITEM_KB;
const extraWru = leadWruWithCounters - baselineWru + counterWru;
const fmt = (value: number) => Math.round(value).toLocaleString('en-CA');
console.log(`${fmt(LEADS_PER_MONTH)} leads a month, ${AGENTS} agents, ${PACKAGES} packages, ${DESTINATIONS} countries`);
console.log(`lead writes ${fmt(leadWrites)}, of which in a transaction with counters ${fmt(transactions)}`);
console.log(
  `aggregate items: ${fmt(week.count)} in a full week (${fmt(weekBytes / 1024)} KB), ${fmt(month.count)} in a month (${fmt(monthBytes / 1024)} KB); largest item ${fmt(largest / 1024)} KB`,
);
console.log(
  `write units a month: leads alone ${fmt(baselineWru)}; with counters ${fmt(leadWruWithCounters + counterWru)} (+${fmt(extraWru)}, $${(extraWru * WRU_PRICE).toFixed(2)})`,
);
for (const [label, count, months] of [
  ['4 weeks', 4, 2],
  ['12 weeks', 12, 3],
  ['52 weeks', 52, 13],
] as const) {
  console.log(
    `a ${label} report: admin ${fmt(adminView(count, months))} read units ($${(adminView(count, months) * RRU_PRICE).toFixed(5)}), agent ${agentView(count, months)}`,
  );
}
console.log(`storage a year: ${fmt((weekBytes * 52 + monthBytes * 12) / 1_048_576)} MB`);
