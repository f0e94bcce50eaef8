import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { LEAD_DEADLINES_RATE } from '../lib/lead-deadlines-function.ts';
import { STAGES } from '../lib/stage-config.ts';
import { flattenValue, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/**
 * The leads' first-contact clock in AWS (issue #30, item 2; docs/decisions/lead-routing.md): its own function, called
 * every minute by its own EventBridge rule with a payload naming only its job, and its own alarm.
 */

let prod: SynthesisedPlatform;

beforeAll(() => {
  prod = synthesisePlatform(STAGES.prod!);
});
afterAll(() => prod?.remove());

function logicalId(element: unknown): string {
  const cfn = element as CfnElement;
  return cfn.stack.getLogicalId(cfn);
}

function functionId(): string {
  return logicalId(prod.stage.api.leadDeadlinesFunction.node.defaultChild);
}

describe('the lead-deadlines schedule', () => {
  it('calls the lead-deadlines function every minute with {"jobs": ["lead-deadlines"]}, without retrying a run (the next minute reads the same steps)', () => {
    expect(LEAD_DEADLINES_RATE.toMinutes()).toBe(1);
    const fnId = functionId();
    const rules = Object.values(prod.api.findResources('AWS::Events::Rule'))
      .map((rule) => rule.Properties)
      .filter((rule) => rule.Targets.some((target: { Arn: { 'Fn::GetAtt'?: string[] } }) => target.Arn['Fn::GetAtt']?.[0] === fnId));
    expect(rules).toEqual([
      expect.objectContaining({
        ScheduleExpression: 'rate(1 minute)',
        State: 'ENABLED',
        Targets: [
          expect.objectContaining({
            Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
            Input: JSON.stringify({ jobs: ['lead-deadlines'] }),
            RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
          }),
        ],
      }),
    ]);
    prod.api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: fnId }, MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 });
    // A run ends well within its minute.
    prod.api.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('^lead deadlines'), Timeout: 50 });
  });

  it('has its own alarm: a failed run (the function’s errors) pages the on-call, and its ERROR lines are counted', () => {
    const fnId = functionId();
    const alarms = Object.values(prod.monitoring.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
    // An alarm watches one metric, or the metrics of a math expression.
    const metricsOf = (alarm: Record<string, any>): Array<Record<string, any>> =>
      alarm.Metrics ? alarm.Metrics.filter((entry: any) => entry.MetricStat).map((entry: any) => entry.MetricStat.Metric) : [alarm];
    const errors = alarms.filter((alarm) =>
      metricsOf(alarm).some(
        (metric) =>
          metric.Namespace === 'AWS/Lambda' &&
          metric.MetricName === 'Errors' &&
          (metric.Dimensions ?? []).some((dimension: { Value: unknown }) => flattenValue(dimension.Value).includes(fnId)),
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(errors[0]!.AlarmName).toMatch(/lead-deadlines/);
    const topicId = Object.keys(prod.monitoring.findResources('AWS::SNS::Topic'))[0]!;
    expect(errors[0]!.AlarmActions).toEqual([{ Ref: topicId }]);
    const logGroupId = logicalId(prod.stage.api.leadDeadlinesFunction.logGroup.node.defaultChild);
    prod.api.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logGroupId },
      FilterPattern: '{ $.level = "ERROR" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ErrorLogLines' })],
    });
  });
});
