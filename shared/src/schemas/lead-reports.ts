import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { agentSlugSchema } from './agent-profile.ts';
import { isoDateSchema } from './common-fields.ts';
import { UNASSIGNED_AGENT } from './lead-records.ts';

/**
 * The agency's sales figures (issue #30, item 5): leads per week by source, time to first contact, conversion to
 * booked and booked value, read from counters kept as leads arrive and change (docs/decisions/lead-reports.md).
 */

/**
 * Where a lead came from, for the figures (first rule that holds): `share-link` an agent's page or `?agent=` link
 * brought it; `campaign` the visit carried `utm_*` (first or last touch); `search` a search engine referred the
 * visit; `direct` everything else (typed address, bookmark, another site's link, no visit recorded).
 */
export const REPORT_SOURCES = ['share-link', 'campaign', 'search', 'direct'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** The period choices the Reports screen offers, in weeks ending with the current one. */
export const REPORT_WEEK_CHOICES = [4, 12, 52] as const;
/** The longest period one request reads, in weeks (two years). */
export const REPORT_MAX_WEEKS = 104;

const weeksSchema = () =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^[0-9]{1,3}$/, { error: 'must be a whole number' })), z.transform(Number)),
    z.number().check(z.gte(1, { error: 'must be at least 1' }), z.lte(REPORT_MAX_WEEKS, { error: `must be at most ${REPORT_MAX_WEEKS}` })),
  );

/** The period of a report: the last `weeks` weeks (12 when nothing is said), or the agency days `from` to `to`. */
function checkPeriod(query: { weeks?: number; from?: string; to?: string }, ctx: z.core.$RefinementCtx): void {
  if (query.weeks !== undefined && (query.from !== undefined || query.to !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['weeks'], message: 'goes without from and to' });
    return;
  }
  if ((query.from === undefined) !== (query.to === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [query.from === undefined ? 'from' : 'to'],
      message: 'is required with ' + (query.from === undefined ? 'to' : 'from'),
    });
    return;
  }
  if (query.from === undefined || query.to === undefined) return;
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
  else if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 >= REPORT_MAX_WEEKS * 7) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `must be less than ${REPORT_MAX_WEEKS} weeks after from` });
  }
}

/** Query of `GET /api/admin/reports`: the period, and the figures of one agent (or the desk) and/or one source. */
export const leadReportQuerySchema = lazySchema(() =>
  z
    .strictObject({
      weeks: z.optional(weeksSchema()),
      from: z.optional(isoDateSchema),
      to: z.optional(isoDateSchema),
      agent: z.optional(z.union([z.literal(UNASSIGNED_AGENT), agentSlugSchema], { error: `must be an agent slug or ${UNASSIGNED_AGENT}` })),
      source: z.optional(z.enum(REPORT_SOURCES, { error: `must be one of ${REPORT_SOURCES.join(', ')}` })),
    })
    .check(z.superRefine(checkPeriod)),
);
export type LeadReportQuery = z.infer<typeof leadReportQuerySchema>;

/** Query of `GET /api/portal/reports`: the agent's own figures over a period. */
export const ownLeadReportQuerySchema = lazySchema(() =>
  z
    .strictObject({
      weeks: z.optional(weeksSchema()),
      from: z.optional(isoDateSchema),
      to: z.optional(isoDateSchema),
    })
    .check(z.superRefine(checkPeriod)),
);
export type OwnLeadReportQuery = z.infer<typeof ownLeadReportQuerySchema>;

/** The weeks a report covers: agency weeks, Monday to Sunday, by their Monday `YYYY-MM-DD`. */
export interface ReportPeriod {
  /** Monday of the first week. */
  from: string;
  /** Sunday of the last week. */
  to: string;
  weeks: string[];
  /** Calendar months `YYYY-MM` the weeks touch (booked value is counted by month). */
  months: string[];
}

/** Leads received in one week, by source. */
export interface ReportWeek {
  week: string;
  bySource: Record<ReportSource, number>;
  total: number;
}

/**
 * How soon leads were first contacted (their first change of status from new), in minutes of the clock from arrival.
 * Median and 90th percentile are read from counts in steps (5 minutes under 2 hours, 15 under 8 hours, an hour under 2
 * days, a day under 14): each is the step's upper end, "half were contacted within ...".
 */
export interface FirstContactFigures {
  /** Leads of the period contacted so far. */
  contacted: number;
  /** Of those, contacted by their first-contact deadline (business hours). */
  onTime: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/** Leads received in the period and how many of them are booked now. */
export interface ConversionFigures {
  leads: number;
  booked: number;
}

/** Booked value of a calendar month: bookings recorded that month and their value in CAD. */
export interface ReportMonth {
  month: string;
  bookings: number;
  value: number;
}

export interface AgentReportRow extends ConversionFigures {
  /** Agent slug, or `unassigned` for the agency desk. */
  agent: string;
  name: string;
  firstContact: FirstContactFigures;
}

export interface PackageReportRow extends ConversionFigures {
  packageUrl: string;
  title: string;
}

export interface DestinationReportRow extends ConversionFigures {
  /** A catalogue destination id (`country-12`). */
  destinationId: string;
  name: string;
}

/** Answer of `GET /api/admin/reports`. */
export interface LeadReport {
  period: ReportPeriod;
  filters: { agent: string | null; source: ReportSource | null };
  totals: ConversionFigures & { firstContact: FirstContactFigures; bookedValue: number };
  leadsByWeek: ReportWeek[];
  /** Most leads first; the desk as `unassigned`. */
  byAgent: AgentReportRow[];
  byPackage: PackageReportRow[];
  byDestination: DestinationReportRow[];
  bookedValueByMonth: ReportMonth[];
}

/** Answer of `GET /api/portal/reports`: the signed-in agent's own figures, from the same counters. */
export interface OwnLeadReport {
  period: ReportPeriod;
  totals: ConversionFigures & { firstContact: FirstContactFigures; bookedValue: number };
  leadsByWeek: ReportWeek[];
  bookedValueByMonth: ReportMonth[];
}
