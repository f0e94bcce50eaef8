import { destinationNameOf } from '@tdp/shared/catalogue/destination-ids';
import { UNASSIGNED_AGENT } from '@tdp/shared/schemas/lead-records';
import type {
  AgentReportRow,
  ConversionFigures,
  DestinationReportRow,
  LeadReport,
  LeadReportQuery,
  OwnLeadReport,
  OwnLeadReportQuery,
  PackageReportRow,
} from '@tdp/shared/schemas/lead-reports';
import { listAgentProfiles } from '../../data/agent-profile-repository.ts';
import { listContinents } from '../../data/continent-repository.ts';
import { readAgentReportItems, readReportMonths, readReportWeeks } from '../../data/lead-report-repository.ts';
import { reportAgentMonthKey, reportAgentWeekKey } from '../../data/leads-keys.ts';
import { listPackageCards } from '../../data/package-repository.ts';
import type { Caller } from '../../http/http-types.ts';
import { profileOfCaller } from '../agents/caller-profile.ts';
import { NotFound } from '../domain-errors.ts';
import { DESK } from './lead-report-counts.ts';
import { breakdownConversion, FirstContactTally, reportMonthOf, reportPeriodOf, reportWeekOf, sumBySource, type ReportFilter } from './lead-report-figures.ts';

/**
 * The agency's figures (`GET /api/admin/reports`) and an agent's own (`GET /api/portal/reports`), read from the report
 * counters of the period's weeks and months: a few Queries (admins) or one BatchGetItem (an agent), never the leads
 * (docs/decisions/lead-reports.md).
 */

const AGENT_PREFIX = 'AGENT#';
const PACKAGE_PREFIX = 'PACKAGE#';
const DESTINATION_PREFIX = 'DEST#';

/** Most rows the package and destination tables answer (the most leads first). */
export const REPORT_BREAKDOWN_ROWS = 50;

const byLeads = <T extends ConversionFigures & { name?: string; title?: string }>(a: T, b: T) =>
  b.leads - a.leads || b.booked - a.booked || (a.name ?? a.title ?? '').localeCompare(b.name ?? b.title ?? '');

/** The months' booked value added up, to the cent. */
function dollarsOf(months: ReadonlyArray<{ value: number }>): number {
  return Math.round(months.reduce((sum, month) => sum + month.value * 100, 0)) / 100;
}

function addConversion(rows: Map<string, ConversionFigures>, key: string, figures: ConversionFigures): void {
  if (figures.leads === 0 && figures.booked === 0) return;
  const row = rows.get(key) ?? { leads: 0, booked: 0 };
  row.leads += figures.leads;
  row.booked += figures.booked;
  rows.set(key, row);
}

/** The agency's report over a period, for one agent (or the desk) and/or one source when the query says so. */
export async function readLeadReport(query: LeadReportQuery, now: Date = new Date()): Promise<LeadReport> {
  const period = reportPeriodOf(query, now);
  const agentFilter = query.agent === undefined ? null : query.agent === UNASSIGNED_AGENT ? DESK : query.agent;
  const filter: ReportFilter = { source: query.source ?? null, agent: agentFilter };
  const [weeks, months, profiles, cards, continents] = await Promise.all([
    readReportWeeks(period.weeks),
    readReportMonths(period.months),
    listAgentProfiles(),
    listPackageCards(),
    listContinents(),
  ]);
  const keepsAgent = (sk: string) => agentFilter === null || sk === `${AGENT_PREFIX}${agentFilter}`;

  const agents = new Map<string, { conversion: ConversionFigures; tally: FirstContactTally }>();
  const packages = new Map<string, ConversionFigures>();
  const destinations = new Map<string, ConversionFigures>();
  const overall = new FirstContactTally();
  const leadsByWeek = period.weeks.map((week, index) => {
    const items = weeks[index] ?? [];
    const agentItems = items.filter((item) => item.sk.startsWith(AGENT_PREFIX) && keepsAgent(item.sk));
    for (const item of agentItems) {
      const agent = item.sk.slice(AGENT_PREFIX.length);
      const row = agents.get(agent) ?? { conversion: { leads: 0, booked: 0 }, tally: new FirstContactTally() };
      row.conversion.leads += sumBySource(item.counts, 'leads', filter);
      row.conversion.booked += sumBySource(item.counts, 'booked', filter);
      row.tally.add(item.counts, filter);
      overall.add(item.counts, filter);
      agents.set(agent, row);
    }
    for (const item of items) {
      if (item.sk.startsWith(PACKAGE_PREFIX)) addConversion(packages, item.sk.slice(PACKAGE_PREFIX.length), breakdownConversion(item.counts, filter));
      else if (item.sk.startsWith(DESTINATION_PREFIX))
        addConversion(destinations, item.sk.slice(DESTINATION_PREFIX.length), breakdownConversion(item.counts, filter));
    }
    return reportWeekOf(
      week,
      agentItems.map((item) => item.counts),
      filter,
    );
  });
  const bookedValueByMonth = period.months.map((month, index) =>
    reportMonthOf(
      month,
      (months[index] ?? []).filter((item) => keepsAgent(item.sk)).map((item) => item.counts),
      filter,
    ),
  );

  const names = new Map(profiles.map((profile) => [profile.slug, profile.name]));
  const titles = new Map(cards.map((card) => [card.package_url, card.title]));
  const byAgent: AgentReportRow[] = [...agents.entries()]
    .filter(([, row]) => row.conversion.leads > 0 || row.conversion.booked > 0 || row.tally.figures().contacted > 0)
    .map(([agent, row]) => ({
      agent: agent === DESK ? UNASSIGNED_AGENT : agent,
      name: agent === DESK ? 'Agency desk' : (names.get(agent) ?? agent),
      ...row.conversion,
      firstContact: row.tally.figures(),
    }))
    .sort(byLeads);
  const byPackage: PackageReportRow[] = [...packages.entries()]
    .map(([packageUrl, figures]) => ({ packageUrl, title: titles.get(packageUrl) ?? packageUrl, ...figures }))
    .sort(byLeads)
    .slice(0, REPORT_BREAKDOWN_ROWS);
  const byDestination: DestinationReportRow[] = [...destinations.entries()]
    .map(([destinationId, figures]) => ({ destinationId, name: destinationNameOf(destinationId, continents) ?? destinationId, ...figures }))
    .sort(byLeads)
    .slice(0, REPORT_BREAKDOWN_ROWS);
  const leads = leadsByWeek.reduce((sum, week) => sum + week.total, 0);
  const booked = [...agents.values()].reduce((sum, row) => sum + row.conversion.booked, 0);
  return {
    period,
    filters: { agent: query.agent ?? null, source: query.source ?? null },
    totals: { leads, booked, firstContact: overall.figures(), bookedValue: dollarsOf(bookedValueByMonth) },
    leadsByWeek,
    byAgent,
    byPackage,
    byDestination,
    bookedValueByMonth,
  };
}

/** The signed-in agent's own figures over a period, from their own counters only (one BatchGetItem). */
export async function readOwnLeadReport(caller: Caller, query: OwnLeadReportQuery, now: Date = new Date()): Promise<OwnLeadReport> {
  const profile = await profileOfCaller(caller);
  if (!profile) throw new NotFound('No agent page is linked to your account yet. Ask the agency team to set it up.');
  const period = reportPeriodOf(query, now);
  const items = await readAgentReportItems(profile.slug, period.weeks, period.months);
  const filter: ReportFilter = { source: null, agent: profile.slug };
  const tally = new FirstContactTally();
  let booked = 0;
  const leadsByWeek = period.weeks.map((week) => {
    const counts = items.get(reportAgentWeekKey(week, profile.slug).PK) ?? {};
    tally.add(counts, filter);
    booked += sumBySource(counts, 'booked', filter);
    return reportWeekOf(week, [counts], filter);
  });
  const bookedValueByMonth = period.months.map((month) => reportMonthOf(month, [items.get(reportAgentMonthKey(month, profile.slug).PK) ?? {}], filter));
  return {
    period,
    totals: {
      leads: leadsByWeek.reduce((sum, week) => sum + week.total, 0),
      booked,
      firstContact: tally.figures(),
      bookedValue: dollarsOf(bookedValueByMonth),
    },
    leadsByWeek,
    bookedValueByMonth,
  };
}
