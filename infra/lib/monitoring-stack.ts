import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { DefaultDashboardFactory, MonitoringFacade, SnsAlarmActionStrategy } from 'cdk-monitoring-constructs';
import type { Construct } from 'constructs';
import type { TableName } from '@tdp/functions/data/table-definitions';
import { BACKUP_RUNBOOK_SECTION, BackupAlerts } from './backup-alerts.ts';
import { EDGE_REGION } from './edge-stack.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import { STAGE_METRICS, stageMetricNamespace } from './stage-metrics.ts';
import { STAGE_TAG, type StageConfig } from './stage-config.ts';

/** SES reviews an account whose bounce rate reaches 5 % and pauses it at 10 %; the alarm rings at 4 %. */
export const SES_BOUNCE_RATE_ALARM = 0.04;
/** SES reviews an account whose complaint rate reaches 0.1 % and pauses it at 0.5 %; the alarm rings at 0.08 %. */
export const SES_COMPLAINT_RATE_ALARM = 0.0008;
/** The API's share of 5xx answers that pages the on-call (over 5 minutes). */
export const API_5XX_RATE_ALARM = 0.01;
/** Requests in 5 minutes below which the API's 5xx share is not judged (one failure in a quiet hour is not 1 %). */
export const API_5XX_MIN_REQUESTS = 50;
/** A function's p99 duration alarms at this share of its timeout. */
export const P99_OF_TIMEOUT_ALARM_PERCENT = 80;
/**
 * Failed renders of public pages in 5 minutes that page the on-call. Visitors then get the page's last good copy or the
 * unavailable page, so one stray failure (a cold start racing the timeout) is left to the ERROR log; three are a fault.
 */
export const RENDER_FAILURES_ALARM = 3;
/**
 * Age of the mail queue's oldest message that pages the on-call: a mail retried to its last receive is about ten
 * minutes old (5 receives, 2-minute visibility timeout), so fifteen minutes means the sender is not keeping up or not
 * running (docs/decisions/mail-queue.md).
 */
export const MAIL_QUEUE_OLDEST_AGE_ALARM_SECONDS = 15 * 60;
/** Dead-lettered mails that page the on-call: any (a mail given up after its retries). */
export const MAIL_DEAD_LETTERS_ALARM = 0;
/** The runbook section both mail queue alarms link to (GitHub's anchor of "Mail is not going out (the mail queue alarms)"). */
export const MAIL_QUEUE_RUNBOOK_SECTION = 'mail-is-not-going-out-the-mail-queue-alarms';

/** The budget's filter: resources tagged with the stage (AWS Budgets' `user:<tag>$<value>` form). */
export function budgetCostFilters(stage: StageConfig): Record<string, string[]> {
  return { TagKeyValue: [`user:${STAGE_TAG}$${stage.name}`] };
}

/** Where alarm e-mails send the on-call: the runbook on GitHub, a link that opens from the e-mail. */
export function runbookUrl(stage: StageConfig, section?: string): string {
  const base = `https://github.com/${stage.deployAccess.githubRepository}/blob/main/docs/runbook.md`;
  return section ? `${base}#${section}` : base;
}

export interface MonitoredFunction {
  /** Short name shown on the dashboard and in alarm names (`auth`, `render`, `mail-events`). */
  name: string;
  fn: lambda.IFunction;
  timeout: Duration;
}

export interface MonitoringStackProps extends StackProps {
  stage: StageConfig;
  functions: readonly MonitoredFunction[];
  tables: Readonly<Record<TableName, dynamodb.ITable>>;
  httpApi: apigwv2.IHttpApi;
  /** The distribution's id, for the dashboard's CloudFront widgets (their metrics live in us-east-1). */
  distributionId: string;
  /** The mail queue and its dead-letter queue (infra/lib/mail-queue.ts). */
  mailQueue: { queue: sqs.IQueue; deadLetterQueue: sqs.IQueue };
}

/**
 * Knowing when the stage breaks (docs/decisions/monitoring.md): the alert topic with the stage's on-call address, an
 * alarm per function (errors, throttles, p99 duration near its timeout), per table (throttled reads and writes), on the
 * API's 5xx rate, on SES's bounce and complaint rates, on the mail queue's oldest message and dead letters, on ERROR
 * log lines; the stage's dashboard; the cost budget.
 * Alarms and dashboard come from cdk-monitoring-constructs. The CloudFront alarm lives in us-east-1 with the metrics
 * (edge-monitoring-stack.ts). Deployed last: it reads every other stack's resources and none reads it.
 */
export class MonitoringStack extends Stack {
  readonly alertTopic: sns.Topic;
  readonly monitoring: MonitoringFacade;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.alertTopic = alertTopicOf(this, stage);

    this.monitoring = new MonitoringFacade(this, 'Monitoring', {
      alarmFactoryDefaults: {
        alarmNamePrefix: stage.name,
        actionsEnabled: true,
        action: new SnsAlarmActionStrategy({ onAlarmTopic: this.alertTopic }),
        datapointsToAlarm: 1,
        runbookLink: runbookUrl(stage),
      },
      metricFactoryDefaults: {},
      dashboardFactory: new DefaultDashboardFactory(this, 'Dashboards', {
        dashboardNamePrefix: `tbb-${stage.name}`,
        createDashboard: true,
        createSummaryDashboard: false,
        createAlarmDashboard: false,
      }),
    });

    this.addBusinessWidgets(stage, props.distributionId);

    this.monitoring.addLargeHeader(`API (${stage.name})`).monitorApiGatewayV2HttpApi({
      api: props.httpApi,
      alarmFriendlyName: 'api',
      // Over the line in two 5-minute periods of three, each with enough requests to mean something.
      add5xxRateAlarm: {
        Critical: { maxErrorRate: API_5XX_RATE_ALARM, minSampleCountToEvaluateDatapoint: API_5XX_MIN_REQUESTS, datapointsToAlarm: 2, evaluationPeriods: 3 },
      },
    });

    this.monitoring.addLargeHeader('Functions');
    for (const { name, fn, timeout } of props.functions) {
      this.monitoring.monitorLambdaFunction({
        lambdaFunction: fn,
        alarmFriendlyName: name,
        humanReadableName: name,
        addFaultCountAlarm: { Critical: { maxErrorCount: 0 } },
        addThrottlesCountAlarm: { Critical: { maxErrorCount: 0 } },
        addLatencyP99Alarm: { Warning: { maxLatency: Duration.millis(timeout.toMilliseconds() * (P99_OF_TIMEOUT_ALARM_PERCENT / 100)) } },
      });
    }

    this.monitoring.addLargeHeader('Tables');
    for (const [name, table] of Object.entries(props.tables)) {
      this.monitoring.monitorDynamoTable({
        table,
        alarmFriendlyName: `${name}-table`,
        humanReadableName: `${name} table`,
        addReadThrottledEventsCountAlarm: { Critical: { maxThrottledEventsThreshold: 0 } },
        addWriteThrottledEventsCountAlarm: { Critical: { maxThrottledEventsThreshold: 0 } },
      });
    }

    this.monitoring.addLargeHeader('Mail queue').monitorSqsQueueWithDlq({
      queue: props.mailQueue.queue,
      deadLetterQueue: props.mailQueue.deadLetterQueue,
      alarmFriendlyName: 'mail-queue',
      humanReadableName: 'Mail queue (lead mails)',
      addQueueMaxMessageAgeAlarm: {
        Critical: {
          maxAgeInSeconds: MAIL_QUEUE_OLDEST_AGE_ALARM_SECONDS,
          runbookLink: runbookUrl(stage, MAIL_QUEUE_RUNBOOK_SECTION),
        },
      },
      addDeadLetterQueueMaxSizeAlarm: {
        Critical: {
          maxMessageCount: MAIL_DEAD_LETTERS_ALARM,
          runbookLink: runbookUrl(stage, MAIL_QUEUE_RUNBOOK_SECTION),
        },
      },
    });

    this.monitoring.addLargeHeader('Mail and logs').monitorCustom({
      alarmFriendlyName: 'mail-and-logs',
      humanReadableName: 'SES reputation and error log lines',
      metricGroups: [
        {
          title: 'SES reputation (account)',
          metrics: [
            sesReputation('BounceRate', 'ses-bounce-rate', SES_BOUNCE_RATE_ALARM),
            sesReputation('ComplaintRate', 'ses-complaint-rate', SES_COMPLAINT_RATE_ALARM),
          ],
        },
        {
          title: 'Failed renders (public pages)',
          metrics: [
            {
              metric: stageMetric(stage.name, STAGE_METRICS.renderFailures, 'Failed renders', Duration.minutes(5)),
              alarmFriendlyName: 'render-failures',
              addAlarm: {
                Critical: {
                  threshold: RENDER_FAILURES_ALARM,
                  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
                  additionalDescription: `Public pages failed to render; visitors got the last good copies or the unavailable page: ${runbookUrl(stage, 'the-site-answers-5xx-or-the-unavailable-page')}`,
                },
              },
            },
          ],
        },
        {
          title: 'ERROR log lines (all functions)',
          metrics: [
            {
              metric: stageMetric(stage.name, STAGE_METRICS.errorLogLines, 'Error log lines', Duration.minutes(5)),
              alarmFriendlyName: 'error-log-lines',
              addAlarm: {
                Critical: {
                  threshold: 0,
                  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
                  additionalDescription: 'A function logged at level ERROR (a 5xx, a lead whose e-mail failed): see its log group.',
                },
              },
            },
          ],
        },
      ],
    });

    // Stages that back up hear of a failed backup, copy or restore test (backup-alerts.ts).
    if (stage.protectData) new BackupAlerts(this, 'BackupAlerts', { stage, topic: this.alertTopic, runbook: runbookUrl(stage, BACKUP_RUNBOOK_SECTION) });

    new budgets.CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: stage.monthlyBudgetUsd, unit: 'USD' },
        // Only this stage's cost (two stages may share an account): the stage tag, once activated for cost allocation.
        costFilters: budgetCostFilters(stage),
      },
      notificationsWithSubscribers: [80, 100].map((threshold) => ({
        notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
        subscribers: [{ subscriptionType: 'SNS', address: this.alertTopic.topicArn }],
      })),
    });
  }

  /** Leads per day, sign-in failures, requests and the site's 5xx share at the edge, at the top of the dashboard. */
  private addBusinessWidgets(stage: StageConfig, distributionId: string): void {
    const edge = (metricName: string, label: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
        region: EDGE_REGION,
        statistic,
        label,
        period: Duration.minutes(5),
      });
    this.monitoring.addLargeHeader(`TBB Travel ${stage.name}`);
    this.monitoring.addWidget(
      new cloudwatch.GraphWidget({
        title: 'Leads per day',
        left: [stageMetric(stage.name, STAGE_METRICS.leadsReceived, 'Leads received', Duration.days(1))],
        width: 8,
        height: 6,
      }),
    );
    this.monitoring.addWidget(
      new cloudwatch.GraphWidget({
        title: 'Sign-in failures (401, 429)',
        left: [stageMetric(stage.name, STAGE_METRICS.signInFailures, 'Refused sign-ins', Duration.minutes(5))],
        width: 8,
        height: 6,
      }),
    );
    this.monitoring.addWidget(
      new cloudwatch.GraphWidget({
        title: 'Site requests and errors (CloudFront)',
        left: [edge('Requests', 'Requests', 'Sum')],
        right: [edge('5xxErrorRate', '5xx %', 'Average'), edge('4xxErrorRate', '4xx %', 'Average')],
        width: 8,
        height: 6,
      }),
    );
  }
}

/** The AWS services that publish to the alert topics: alarms, EventBridge rules (AWS Backup's jobs), budgets. */
export const ALERT_PUBLISHERS = ['cloudwatch.amazonaws.com', 'events.amazonaws.com', 'budgets.amazonaws.com'] as const;

/**
 * The stage's on-call topic in this stack's region (alarm actions must be in the alarm's region), encrypted with a key
 * of its own (issue #32, item 7): an AWS managed key's policy cannot admit CloudWatch, EventBridge or Budgets, so
 * this key's policy lets those services of this account (and no other) encrypt what they publish; SNS decrypts for
 * the e-mail subscription itself.
 */
export function alertTopicOf(scope: Construct, stage: StageConfig): sns.Topic {
  const account = Stack.of(scope).account;
  const key = new kms.Key(scope, 'AlertTopicKey', {
    description: `Encrypts the ${stage.name} stage's alerts (alarms, AWS Backup job events, budget notices) at rest`,
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'AlertPublishersOfThisAccountEncrypt',
      principals: ALERT_PUBLISHERS.map((service) => new iam.ServicePrincipal(service)),
      actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:SourceAccount': account } },
    }),
  );
  const topic = new sns.Topic(scope, 'AlertTopic', { displayName: `TBB Travel ${stage.name} alerts`, enforceSSL: true, masterKey: key });
  topic.addSubscription(new subscriptions.EmailSubscription(stage.alertEmail));
  // Budgets publishes to the topic on its own account's behalf.
  topic.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'BudgetsPublishesThisAccountsNotifications',
      principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: { StringEquals: { 'aws:SourceAccount': account } },
    }),
  );
  acknowledgeFindings(topic, [
    {
      id: 'Serverless-SNSRedrivePolicy',
      reason: 'E-mail to the on-call: an undeliverable alert would sit in a queue nobody reads; the alarm itself stays in ALARM on the dashboard.',
    },
  ]);
  return topic;
}

function stageMetric(stage: string, metricName: string, label: string, period: Duration): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace: stageMetricNamespace(stage), metricName, statistic: 'Sum', label, period });
}

function sesReputation(metricName: 'BounceRate' | 'ComplaintRate', alarmFriendlyName: string, threshold: number) {
  return {
    metric: new cloudwatch.Metric({
      namespace: 'AWS/SES',
      metricName: `Reputation.${metricName}`,
      statistic: 'Maximum',
      label: metricName,
      period: Duration.hours(1),
    }),
    alarmFriendlyName,
    addAlarm: {
      Critical: {
        threshold,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        additionalDescription: 'SES reviews the account above this rate and may pause sending: docs/runbook.md, "When SES pauses sending".',
      },
    },
  };
}
