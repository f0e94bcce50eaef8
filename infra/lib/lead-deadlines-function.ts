import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { TABLES } from '@tdp/functions/data/table-definitions';
import { LEAD_DEADLINES_JOB } from '@tdp/functions/jobs/lead-deadlines-job-name';
import { BundledFunction } from './bundled-function.ts';
import { bindTableTo, grantSendingEmail } from './group-function.ts';
import { LEAD_DEADLINES_HANDLER_ENTRY } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';

/** How often the first-contact clock is read: a deadline is acted on within its minute. */
export const LEAD_DEADLINES_RATE = Duration.minutes(1);

/** A run handles at most a hundred steps (a few reads, a write and a mail each): well under a minute. */
const TIMEOUT = Duration.seconds(50);

export interface LeadDeadlinesFunctionProps {
  stage: StageConfig;
  /** `https://` address of the site: the links in the reminder and escalation mails. */
  siteOrigin: string;
  leadsTable: ITable;
  contentTable: ITable;
  /** The stage's SES configuration set, which every send names. */
  mailConfigurationSetName: string;
  /** See `prebuiltCode` of `BundledFunctionProps` (bundled-function.ts). */
  prebuiltCode?: lambda.Code;
}

/**
 * The lead-deadlines function (functions/src/jobs/lead-deadlines-handler.ts) and the EventBridge rule that calls it
 * every minute with `{"jobs": ["lead-deadlines"]}` (docs/decisions/lead-routing.md). The same runner as the hourly
 * scheduled jobs, on its own function because it needs its own rhythm (a deadline at 10:55 is acted on at 10:55, not
 * at 11:00), its own grants and its own alarm (the monitoring stack watches it as `lead-deadlines`):
 * - the leads table read and written (leads, their clocks' steps, the routing settings and round-robin marks);
 * - the content table read (agents' profiles, destinations and travel styles for routing and the mails, e-mail templates);
 * - SES sends from the stage's identity through its configuration set. No bucket, no secret, no other table.
 */
export class LeadDeadlinesFunction extends BundledFunction {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: LeadDeadlinesFunctionProps) {
    const { stage } = props;
    super(scope, id, {
      entry: LEAD_DEADLINES_HANDLER_ENTRY,
      description: `lead deadlines: first-contact reminders and escalations, every minute (${stage.name})`,
      stage,
      memorySize: 512,
      timeout: TIMEOUT,
      environment: { SITE_URL: props.siteOrigin },
      prebuiltCode: props.prebuiltCode,
    });
    // One run at a time is enough, and a failed run is not retried: the next minute reads the same steps again.
    this.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });

    bindTableTo(this, props.leadsTable, TABLES.leads, 'RW');
    bindTableTo(this, props.contentTable, TABLES.content, 'R');
    grantSendingEmail(this, stage, props.mailConfigurationSetName);

    this.rule = new events.Rule(scope, `${id}Schedule`, {
      description: `Reads the leads' first-contact clocks every minute (${stage.name})`,
      schedule: events.Schedule.rate(LEAD_DEADLINES_RATE),
      targets: [
        new targets.LambdaFunction(this, {
          event: events.RuleTargetInput.fromObject({ jobs: [LEAD_DEADLINES_JOB] }),
          retryAttempts: 0,
          maxEventAge: Duration.minutes(1),
        }),
      ],
    });

    acknowledgeFindings(this, [
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked by the minute schedule only: a failed run is logged at ERROR and alarmed, and the next minute reads the same due steps again (a step is removed only once handled).',
      },
      {
        id: 'Serverless-LambdaAsyncFailureDestination',
        reason: 'Invoked by the minute schedule only: a failed run is logged at ERROR and alarmed, and the next minute reads the same due steps again.',
      },
    ]);
    acknowledgeFindings(this.rule, [
      {
        id: 'Serverless-EventBusDLQ',
        reason: 'A schedule: an undelivered event is the same as the next minute’s; the steps it would have handled wait in the table for that run.',
      },
    ]);
  }
}
