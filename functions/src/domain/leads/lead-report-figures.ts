import { addCalendarDays, monthsSpanned } from '@tdp/shared/departures/calendar-date';
import {
  REPORT_SOURCES,
  type ConversionFigures,
  type FirstContactFigures,
  type ReportMonth,
  type ReportPeriod,
  type ReportSource,
  type ReportWeek,
} from '@tdp/shared/schemas/lead-reports';
import { agencyWeekOf, FIRST_CONTACT_STEPS } from './lead-report-counts.ts';

/**
 * Figures from the report counters (docs/decisions/lead-reports.md), without any I/O: the period of a query, and the
 * sums, medians and percentiles of the counters' items. The counters' attribute names are those of
 * lead-report-counts.ts.
 */

/** The weeks a period covers: the last `weeks` agency weeks up to `now`'s, or the weeks holding `from` to `to`. */
export function reportPeriodOf(query: { weeks?: number; from?: string; to?: string }, now: Date): ReportPeriod {
  const first =
    query.from !== undefined ? agencyWeekOf(`${query.from}T12:00:00.000Z`) : addCalendarDays(agencyWeekOf(now.toISOString()), -7 * ((query.weeks ?? 12) - 1));
  const last = query.to !== undefined ? agencyWeekOf(`${query.to}T12:00:00.000Z`) : agencyWeekOf(now.toISOString());
  const weeks: string[] = [];
  for (let week = first; week <= last; week = addCalendarDays(week, 7)) weeks.push(week);
  const to = addCalendarDays(last, 6);
  return { from: first, to, weeks, months: monthsSpanned(first, to) };
}

/** What a filter keeps: one source (or all), and for items keyed by agent in their names, one agent (or all). */
export interface ReportFilter {
  source: ReportSource | null;
  /** An agent slug or `-` for the desk, as in the counters' names; null keeps every agent. */
  agent: string | null;
}

const sourcesOf = (filter: ReportFilter): readonly ReportSource[] => (filter.source ? [filter.source] : REPORT_SOURCES);

/** The sum of `measure|{source}` over the filter's sources, in an agent's week or month item. */
export function sumBySource(counts: Record<string, number>, measure: string, filter: ReportFilter): number {
  return sourcesOf(filter).reduce((sum, source) => sum + (counts[`${measure}|${source}`] ?? 0), 0);
}

/** Leads of each source in an agent's week item (zero for every source the filter leaves out). */
export function leadsBySource(counts: Record<string, number>, filter: ReportFilter): Record<ReportSource, number> {
  const kept = new Set(sourcesOf(filter));
  return Object.fromEntries(REPORT_SOURCES.map((source) => [source, kept.has(source) ? (counts[`leads|${source}`] ?? 0) : 0])) as Record<ReportSource, number>;
}

/** A week's row from its agents' items. */
export function reportWeekOf(week: string, agentItems: ReadonlyArray<Record<string, number>>, filter: ReportFilter): ReportWeek {
  const bySource = Object.fromEntries(REPORT_SOURCES.map((source) => [source, 0])) as Record<ReportSource, number>;
  for (const counts of agentItems) {
    const row = leadsBySource(counts, filter);
    for (const source of REPORT_SOURCES) bySource[source] += row[source];
  }
  return { week, bySource, total: REPORT_SOURCES.reduce((sum, source) => sum + bySource[source], 0) };
}

/** First-contact counts of several agent-week items added up: steps, contacted and on time. */
export class FirstContactTally {
  private readonly steps = new Array<number>(FIRST_CONTACT_STEPS.length).fill(0);
  private contacted = 0;
  private onTime = 0;

  add(counts: Record<string, number>, filter: ReportFilter): void {
    this.contacted += sumBySource(counts, 'contacted', filter);
    this.onTime += sumBySource(counts, 'onTime', filter);
    for (let step = 0; step < this.steps.length; step += 1) this.steps[step] += sumBySource(counts, `t${step}`, filter);
  }

  /** The step's upper end (minutes) at which `share` of the contacted leads had been contacted. */
  private percentile(share: number): number | null {
    const total = this.steps.reduce((sum, count) => sum + count, 0);
    if (total === 0) return null;
    const rank = Math.ceil(share * total);
    let seen = 0;
    for (let step = 0; step < this.steps.length; step += 1) {
      seen += this.steps[step];
      if (seen >= rank) return FIRST_CONTACT_STEPS[step];
    }
    return FIRST_CONTACT_STEPS[FIRST_CONTACT_STEPS.length - 1];
  }

  figures(): FirstContactFigures {
    return { contacted: this.contacted, onTime: this.onTime, medianMinutes: this.percentile(0.5), p90Minutes: this.percentile(0.9) };
  }
}

/**
 * Leads and bookings of a package's or destination's week item (attributes `leads|{agent}|{source}` and
 * `booked|{agent}|{source}`), kept by the filter.
 */
export function breakdownConversion(counts: Record<string, number>, filter: ReportFilter): ConversionFigures {
  const kept = new Set(sourcesOf(filter));
  const figures = { leads: 0, booked: 0 };
  for (const [name, value] of Object.entries(counts)) {
    const [measure, agent, source] = name.split('|');
    if ((measure !== 'leads' && measure !== 'booked') || agent === undefined || !kept.has(source as ReportSource)) continue;
    if (filter.agent !== null && agent !== filter.agent) continue;
    figures[measure] += value;
  }
  return figures;
}

/** A month's booked value from its agents' items (cents stored, dollars answered). */
export function reportMonthOf(month: string, agentItems: ReadonlyArray<Record<string, number>>, filter: ReportFilter): ReportMonth {
  let bookings = 0;
  let cents = 0;
  for (const counts of agentItems) {
    bookings += sumBySource(counts, 'bookings', filter);
    cents += sumBySource(counts, 'cents', filter);
  }
  return { month, bookings, value: cents / 100 };
}
