import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { MonitoringFacade, SnsAlarmActionStrategy } from 'cdk-monitoring-constructs';
import type { Construct } from 'constructs';
import { alertTopicOf } from './monitoring-stack.ts';
import type { StageConfig } from './stage-config.ts';

/** The site's share of 5xx answers at the edge that pages the on-call (percent, over 5 minutes). */
export const CLOUDFRONT_5XX_RATE_ALARM_PERCENT = 1;

export interface EdgeMonitoringStackProps extends StackProps {
  stage: StageConfig;
  distribution: cloudfront.IDistribution;
}

/**
 * CloudFront's metrics exist in us-east-1 only, and an alarm acts through a topic of its own region: the distribution's
 * 5xx-rate alarm and a second alert topic to the same on-call address live here, deployed after the web stack
 * (a cross-region reference to the distribution).
 */
export class EdgeMonitoringStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const topic = alertTopicOf(this, props.stage);
    new MonitoringFacade(this, 'Monitoring', {
      alarmFactoryDefaults: {
        alarmNamePrefix: `${props.stage.name}-edge`,
        actionsEnabled: true,
        action: new SnsAlarmActionStrategy({ onAlarmTopic: topic }),
        datapointsToAlarm: 1,
        runbookLink: 'docs/runbook.md',
      },
      metricFactoryDefaults: {},
    }).monitorCloudFrontDistribution({
      distribution: props.distribution,
      alarmFriendlyName: 'site',
      addFault5xxRate: { Critical: { maxErrorRate: CLOUDFRONT_5XX_RATE_ALARM_PERCENT } },
    });
  }
}
