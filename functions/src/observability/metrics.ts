import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { stageMetricNamespace, type StageMetricName } from '@tdp/shared/stage-metrics';

/**
 * The functions' own metrics (Powertools for AWS Lambda; docs/decisions/powertools-logs-and-metrics.md), written as
 * CloudWatch Embedded Metric Format lines on stdout, which CloudWatch turns into metrics: no AWS call. One namespace,
 * the stage's (`TBBTravel/<stage>`, POWERTOOLS_METRICS_NAMESPACE set by CDK), and no dimension, so the alarms and the
 * dashboard that read `TBBTravel/<stage>` by name find them as they found the metric filters' counts.
 */
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || stageMetricNamespace(process.env.STAGE || 'local'),
});
// Powertools adds a `service` dimension by default; the stage's metrics have none.
metrics.clearDefaultDimensions();

let undimensionedSetAdded = false;

/** Adds one to a stage metric; written when the invocation's metrics are flushed ({@link flushMetrics}). */
export function countMetric(name: StageMetricName): void {
  // An empty dimension set (`Dimensions: [[]]`) is EMF's way to publish a metric without dimensions.
  if (!undimensionedSetAdded) {
    metrics.addDimensions({});
    undimensionedSetAdded = true;
  }
  metrics.addMetric(name, MetricUnit.Count, 1);
}

/** Writes the metrics counted since the last flush, if any (a handler calls it once its work is done). */
export function flushMetrics(): void {
  if (!metrics.hasStoredMetrics()) return;
  metrics.publishStoredMetrics();
  undimensionedSetAdded = false;
}
