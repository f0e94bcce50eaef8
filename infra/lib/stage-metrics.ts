import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** The stage's own CloudWatch metrics, counted from log lines by metric filters (docs/decisions/monitoring.md). */
export function stageMetricNamespace(stage: string): string {
  return `TBBTravel/${stage}`;
}

export const STAGE_METRICS = {
  /** Log lines at level ERROR in any function of the stage (a 5xx, a lead whose e-mail failed, a crash). */
  errorLogLines: 'ErrorLogLines',
  /** Public form submissions answered 201 (quote, contact, agent application). */
  leadsReceived: 'LeadsReceived',
  /** Sign-in attempts refused (401) or throttled (429). */
  signInFailures: 'SignInFailures',
  /** Public pages whose render failed (threw or answered 5xx): the visitor got a copy or the unavailable page. */
  renderFailures: 'RenderFailures',
} as const;

/** Lambda's JSON log format: the console method sets `level` (`console.error` → ERROR; an uncaught error too). */
export const ERROR_LOG_LINE_PATTERN = logs.FilterPattern.stringValue('$.level', '=', 'ERROR');

/** Counts a function's ERROR log lines into the stage's {@link STAGE_METRICS.errorLogLines}. */
export function countErrorLogLines(scope: Construct, id: string, logGroup: logs.ILogGroup, stage: string): logs.MetricFilter {
  return new logs.MetricFilter(scope, id, {
    logGroup,
    filterPattern: ERROR_LOG_LINE_PATTERN,
    metricNamespace: stageMetricNamespace(stage),
    metricName: STAGE_METRICS.errorLogLines,
    metricValue: '1',
    unit: undefined,
  });
}

/**
 * Counts the render function's failed renders into {@link STAGE_METRICS.renderFailures}: its ERROR line names them
 * (`RENDER_FAILED_MESSAGE`), matched as a phrase in the raw line (the JSON the function prints sits as text inside
 * Lambda's JSON line, where a JSON filter cannot reach it).
 */
export function countRenderFailures(scope: Construct, id: string, logGroup: logs.ILogGroup, stage: string, message: string): logs.MetricFilter {
  return new logs.MetricFilter(scope, id, {
    logGroup,
    filterPattern: logs.FilterPattern.literal(`"${message}"`),
    metricNamespace: stageMetricNamespace(stage),
    metricName: STAGE_METRICS.renderFailures,
    metricValue: '1',
  });
}
