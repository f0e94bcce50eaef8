import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { STAGE_METRICS, stageMetricNamespace } from '@tdp/shared/stage-metrics';

/** The stage's own CloudWatch metrics: names and namespace in one module the functions read too (docs/decisions/monitoring.md). */
export { STAGE_METRICS, stageMetricNamespace };

/**
 * The functions' log lines (Powertools Logger: `"level":"ERROR"`) and the runtime's own lines for an uncaught error
 * (Lambda's JSON log format) both carry the level in `level`.
 */
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
