import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { MAIL_QUEUE_SETTINGS, MAIL_QUEUE_URL_ENV } from '@tdp/functions/email/mail-queue';
import { MAIL_SENDER_MAX_CONCURRENCY } from '../lib/mail-queue.ts';
import { readFileSync } from 'node:fs';
import { MAIL_DEAD_LETTERS_ALARM, MAIL_QUEUE_OLDEST_AGE_ALARM_SECONDS, MAIL_QUEUE_RUNBOOK_SECTION, runbookUrl } from '../lib/monitoring-stack.ts';
import { REPOSITORY_ROOT } from '../lib/repository-paths.ts';
import { STAGES } from '../lib/stage-config.ts';
import { flattenValue, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/**
 * The mail queue in AWS (issue #32, item 8; docs/decisions/mail-queue.md): a queue with a dead-letter queue behind its
 * redrive policy, the sender function consuming it with partial batch failures, the functions that queue mail allowed
 * to and told where, and alarms on the oldest message's age and on the dead letters.
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

const queueId = () => logicalId(prod.stage.api.mailQueue.queue.node.defaultChild);
const deadLetterId = () => logicalId(prod.stage.api.mailQueue.deadLetterQueue.node.defaultChild);
const senderId = () => logicalId(prod.stage.api.mailQueue.sender.node.defaultChild);

describe('the mail queue', () => {
  it(`dead-letters a message after ${MAIL_QUEUE_SETTINGS.maxReceiveCount} receives, retries after its visibility timeout, and keeps dead letters ${MAIL_QUEUE_SETTINGS.deadLetterRetentionDays} days`, () => {
    const queues = prod.api.findResources('AWS::SQS::Queue');
    expect(Object.keys(queues).sort()).toEqual([deadLetterId(), queueId()].sort());
    expect(queues[queueId()]!.Properties).toMatchObject({
      VisibilityTimeout: MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId(), 'Arn'] }, maxReceiveCount: MAIL_QUEUE_SETTINGS.maxReceiveCount },
    });
    expect(queues[deadLetterId()]!.Properties).toMatchObject({
      MessageRetentionPeriod: MAIL_QUEUE_SETTINGS.deadLetterRetentionDays * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    expect(queues[deadLetterId()]!.Properties).not.toHaveProperty('RedrivePolicy');
    // Both refuse anything but TLS.
    const policies = Object.values(prod.api.findResources('AWS::SQS::QueuePolicy')).map((policy) => JSON.stringify(policy.Properties));
    for (const id of [queueId(), deadLetterId()]) {
      expect(policies.some((policy) => policy.includes(id) && policy.includes('"aws:SecureTransport":"false"'))).toBe(true);
    }
  });

  it('is consumed by the sender function in batches that report their failed items, a sixth of the visibility timeout long', () => {
    prod.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId(), 'Arn'] },
      FunctionName: { Ref: senderId() },
      BatchSize: MAIL_QUEUE_SETTINGS.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: MAIL_SENDER_MAX_CONCURRENCY },
    });
    expect(Object.keys(prod.api.findResources('AWS::Lambda::EventSourceMapping'))).toHaveLength(1);
    const sender = prod.api.findResources('AWS::Lambda::Function')[senderId()]!.Properties;
    expect(sender.Timeout).toBe(MAIL_QUEUE_SETTINGS.senderTimeoutSeconds);
    expect(sender.Timeout * 6).toBeLessThanOrEqual(MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds);
    expect(Object.keys(sender.Environment.Variables)).toEqual(expect.arrayContaining(['LEADS_TABLE', 'MAIL_FROM', 'MAIL_CONFIGURATION_SET']));
  });

  it('lets the sender only read and update the leads table, send through SES and take messages off its queue', () => {
    const roleId = logicalId(prod.stage.api.mailQueue.sender.role!.node.defaultChild);
    const statements = Object.values(prod.api.findResources('AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>);
    const actions = statements.flatMap((statement) => [statement.Action].flat()).filter((action) => !action.startsWith('xray:') && !action.startsWith('logs:'));
    expect(new Set(actions)).toEqual(
      new Set([
        'dynamodb:GetItem',
        'dynamodb:UpdateItem',
        'ses:SendEmail',
        'sqs:ReceiveMessage',
        'sqs:ChangeMessageVisibility',
        'sqs:GetQueueUrl',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
      ]),
    );
    const sqsStatement = statements.find((statement) => [statement.Action].flat().includes('sqs:ReceiveMessage'))!;
    expect(flattenValue(sqsStatement.Resource)).toContain(queueId());
  });

  it('is where the leads group and the lead-deadlines function put their mails: allowed to send messages, told the URL', () => {
    const functions = prod.api.findResources('AWS::Lambda::Function');
    const queuers = [prod.stage.api.functions.get('leads')!, prod.stage.api.leadDeadlinesFunction];
    for (const fn of queuers) {
      const properties = functions[logicalId(fn.node.defaultChild)]!.Properties;
      expect(properties.Environment.Variables[MAIL_QUEUE_URL_ENV]).toEqual({ Ref: queueId() });
      const roleId = logicalId(fn.role!.node.defaultChild);
      const sends = Object.values(prod.api.findResources('AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
        .filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
      expect(sends.map((statement) => flattenValue(statement.Resource))).toEqual([expect.stringContaining(queueId())]);
    }
    // No other group may.
    for (const [group, fn] of prod.stage.api.functions) {
      if (group === 'leads') continue;
      expect(functions[logicalId(fn.node.defaultChild)]!.Properties.Environment.Variables).not.toHaveProperty(MAIL_QUEUE_URL_ENV);
    }
  });
});

describe('the mail queue alarms', () => {
  const alarms = () => Object.values(prod.monitoring.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
  // An alarm watches one metric, or the metrics of a math expression.
  const metricsOf = (alarm: Record<string, any>): Array<Record<string, any>> =>
    alarm.Metrics ? alarm.Metrics.filter((entry: any) => entry.MetricStat).map((entry: any) => entry.MetricStat.Metric) : [alarm];
  const onQueue = (metricName: string, id: string) =>
    alarms().filter((alarm) =>
      metricsOf(alarm).some(
        (metric) =>
          metric.Namespace === 'AWS/SQS' &&
          metric.MetricName === metricName &&
          (metric.Dimensions ?? []).some((dimension: { Value: unknown }) => flattenValue(dimension.Value).includes(id)),
      ),
    );

  it(`pages the on-call when the oldest queued mail is ${MAIL_QUEUE_OLDEST_AGE_ALARM_SECONDS / 60} minutes old, with the runbook's mail section`, () => {
    const [age, ...others] = onQueue('ApproximateAgeOfOldestMessage', queueId());
    expect(others).toEqual([]);
    expect(age).toMatchObject({ Threshold: MAIL_QUEUE_OLDEST_AGE_ALARM_SECONDS, ComparisonOperator: 'GreaterThanThreshold' });
    expect(age!.AlarmName).toBe('prod-mail-queue-Queue-Message-Age-Max-Critical');
    expect(age!.AlarmDescription).toContain(runbookUrl(STAGES.prod!, MAIL_QUEUE_RUNBOOK_SECTION));
    const topicId = Object.keys(prod.monitoring.findResources('AWS::SNS::Topic'))[0]!;
    expect(age!.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('pages the on-call when a mail is dead-lettered, with the runbook section that says what to do', () => {
    const [depth, ...others] = onQueue('ApproximateNumberOfMessagesVisible', deadLetterId());
    expect(others).toEqual([]);
    expect(depth).toMatchObject({ Threshold: MAIL_DEAD_LETTERS_ALARM, ComparisonOperator: 'GreaterThanThreshold' });
    expect(depth!.AlarmName).toBe('prod-mail-queue-DLQ-Queue-Message-Count-Max-Critical');
    expect(depth!.AlarmDescription).toContain(runbookUrl(STAGES.prod!, MAIL_QUEUE_RUNBOOK_SECTION));
    expect(depth!.AlarmActions).toHaveLength(1);
  });
});

describe('the runbook', () => {
  it('has the section the mail queue alarms link to, saying how to redrive the dead letters', () => {
    const runbook = readFileSync(`${REPOSITORY_ROOT}docs/runbook.md`, 'utf8');
    const headings = [...runbook.matchAll(/^## (.+)$/gm)].map(([, title]) =>
      title!
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    );
    expect(headings).toContain(MAIL_QUEUE_RUNBOOK_SECTION);
    const section = runbook.slice(runbook.indexOf('## Mail is not going out'));
    expect(section.slice(0, section.indexOf('\n## ', 5))).toMatch(/Start DLQ redrive[\s\S]*start-message-move-task[\s\S]*Send\s+again/);
  });
});
