/**
 * The stage's own CloudWatch metrics (docs/decisions/monitoring.md): one namespace per stage, read by the alarms and the
 * dashboard (infra/lib/monitoring-stack.ts) and written by metric filters (infra/lib/stage-metrics.ts) or by the
 * functions themselves as Embedded Metric Format lines (functions/src/observability/metrics.ts).
 */
export function stageMetricNamespace(stage: string): string {
  return `TBBTravel/${stage}`;
}

/** The metrics' names, kept as they are: alarms and dashboards find a metric by namespace and name. */
export const STAGE_METRICS = {
  /** Log lines at level ERROR in any function of the stage (a 5xx, a lead whose e-mail failed, a crash). */
  errorLogLines: 'ErrorLogLines',
  /** Leads stored from the public forms (quote, contact, agent application); a filled honeypot is no lead. */
  leadsReceived: 'LeadsReceived',
  /** Sign-in attempts refused (401) or throttled (429). */
  signInFailures: 'SignInFailures',
  /** Public pages whose render failed (threw or answered 5xx): the visitor got a copy or the unavailable page. */
  renderFailures: 'RenderFailures',
} as const;

/** A metric of the stage. */
export type StageMetricName = (typeof STAGE_METRICS)[keyof typeof STAGE_METRICS];
