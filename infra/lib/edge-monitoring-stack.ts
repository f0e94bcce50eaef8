import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Construct } from 'constructs';
import { alertTopicOf, runbookUrl } from './monitoring-stack.ts';
import type { StageConfig } from './stage-config.ts';

/** The site's share of 5xx answers at the edge that pages the on-call (percent, over 5 minutes). */
export const CLOUDFRONT_5XX_RATE_ALARM_PERCENT = 1;

/**
 * Requests in 5 minutes below which the edge's 5xx rate is not judged: one error among a night's dozen requests is
 * 8 %, and says nothing a function's own alarms do not already say.
 */
export const CLOUDFRONT_5XX_MIN_REQUESTS = 200;

/** The rate must be over its line in this many of the last {@link CLOUDFRONT_5XX_EVALUATION_PERIODS} 5-minute periods. */
export const CLOUDFRONT_5XX_DATAPOINTS_TO_ALARM = 2;
export const CLOUDFRONT_5XX_EVALUATION_PERIODS = 3;

export interface EdgeMonitoringStackProps extends StackProps {
  stage: StageConfig;
  distribution: cloudfront.IDistribution;
}

/**
 * CloudFront's metrics exist in us-east-1 only, and an alarm acts through a topic of its own region: the distribution's
 * 5xx-rate alarm and a second alert topic to the same on-call address live here, deployed after the web stack
 * (a cross-region reference to the distribution). The rate counts only when the edge served at least
 * {@link CLOUDFRONT_5XX_MIN_REQUESTS} requests in the period, and alarms when it stays over its line for two periods of
 * three.
 */
export class EdgeMonitoringStack extends Stack {
  readonly site5xxAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { stage } = props;
    const topic = alertTopicOf(this, stage);
    const period = Duration.minutes(5);
    const edgeMetric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
        statistic,
        period,
      });
    const rate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${CLOUDFRONT_5XX_MIN_REQUESTS}, errorRate, 0)`,
      usingMetrics: { requests: edgeMetric('Requests', 'Sum'), errorRate: edgeMetric('5xxErrorRate', 'Average') },
      period,
      label: `5xx % (when ${CLOUDFRONT_5XX_MIN_REQUESTS}+ requests)`,
    });
    this.site5xxAlarm = new cloudwatch.Alarm(this, 'Site5xxRateAlarm', {
      alarmName: `${stage.name}-edge-site-5xx-rate-Critical`,
      alarmDescription:
        `The site answered more than ${CLOUDFRONT_5XX_RATE_ALARM_PERCENT} % 5xx at the edge (with ${CLOUDFRONT_5XX_MIN_REQUESTS}+ requests in 5 minutes). ` +
        `Runbook: ${runbookUrl(stage, 'the-site-answers-5xx-or-the-unavailable-page')}`,
      metric: rate,
      threshold: CLOUDFRONT_5XX_RATE_ALARM_PERCENT,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: CLOUDFRONT_5XX_EVALUATION_PERIODS,
      datapointsToAlarm: CLOUDFRONT_5XX_DATAPOINTS_TO_ALARM,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.site5xxAlarm.addAlarmAction(new cloudwatchActions.SnsAction(topic));
  }
}
