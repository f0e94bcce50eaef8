import { REPORT_SOURCES, REPORT_WEEK_CHOICES, type LeadReportQuery, type ReportSource } from '@tdp/shared/schemas/lead-reports';
import { UNASSIGNED_AGENT } from '@tdp/shared/schemas/lead-records';

/**
 * What the Reports screen shows, kept in its address (`?weeks=52&agent=jordan-lee&source=search`, or
 * `?from=2026-09-01&to=2026-11-30`) so a view can be bookmarked and shared; anything malformed reads as the default.
 */
export interface ReportView {
  /** One of the offered choices, or null with custom dates. */
  weeks: (typeof REPORT_WEEK_CHOICES)[number] | null;
  from: string | null;
  to: string | null;
  /** An agent slug, `unassigned` for the desk, or null for everyone. */
  agent: string | null;
  source: ReportSource | null;
}

export const DEFAULT_REPORT_WEEKS = 12;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The view an address asks for. */
export function reportViewFrom(search: URLSearchParams): ReportView {
  const from = search.get('from');
  const to = search.get('to');
  const custom = from !== null && to !== null && DATE.test(from) && DATE.test(to) && from <= to;
  const weeks = Number(search.get('weeks'));
  const agent = search.get('agent');
  const source = search.get('source');
  return {
    weeks: custom ? null : (REPORT_WEEK_CHOICES as readonly number[]).includes(weeks) ? (weeks as ReportView['weeks']) : DEFAULT_REPORT_WEEKS,
    from: custom ? from : null,
    to: custom ? to : null,
    agent: agent !== null && (agent === UNASSIGNED_AGENT || SLUG.test(agent)) ? agent : null,
    source: (REPORT_SOURCES as readonly string[]).includes(source ?? '') ? (source as ReportSource) : null,
  };
}

/** The address of a view: only what differs from the default. */
export function reportSearchOf(view: ReportView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.from !== null && view.to !== null) {
    search.set('from', view.from);
    search.set('to', view.to);
  } else if (view.weeks !== null && view.weeks !== DEFAULT_REPORT_WEEKS) search.set('weeks', String(view.weeks));
  if (view.agent !== null) search.set('agent', view.agent);
  if (view.source !== null) search.set('source', view.source);
  return search;
}

/** The API query of a view. */
export function reportQueryOf(view: ReportView): LeadReportQuery {
  return {
    ...(view.from !== null && view.to !== null ? { from: view.from, to: view.to } : { weeks: view.weeks ?? DEFAULT_REPORT_WEEKS }),
    ...(view.agent !== null ? { agent: view.agent } : {}),
    ...(view.source !== null ? { source: view.source } : {}),
  };
}
