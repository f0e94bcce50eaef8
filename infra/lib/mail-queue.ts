import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLES } from '@tdp/functions/data/table-definitions';
import { MAIL_QUEUE_SETTINGS, MAIL_QUEUE_URL_ENV } from '@tdp/functions/email/mail-queue';
import { BundledFunction } from './bundled-function.ts';
import { grantSendingEmail } from './group-function.ts';
import { MAIL_SENDER_HANDLER_ENTRY } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';

/** Sender invocations at once: SES's sending rate (14 a second at first) is shared by the whole account. */
export const MAIL_SENDER_MAX_CONCURRENCY = 2;

export interface MailQueueProps {
  stage: StageConfig;
  leadsTable: ITable;
  /** The stage's SES configuration set, which every send names. */
  mailConfigurationSetName: string;
  /** See `prebuiltCode` of `BundledFunctionProps` (bundled-function.ts). */
  prebuiltCode?: lambda.Code;
}

/**
 * The mail queue (docs/decisions/mail-queue.md): an SQS queue of references to the mails leads cause, its dead-letter
 * queue (a message received `maxReceiveCount` times goes there), and the mail-sender function
 * (functions/src/events/mail-sender-handler.ts) that consumes it in batches and reports the mails that failed
 * (`ReportBatchItemFailures`), so only those come back. The settings are `MAIL_QUEUE_SETTINGS`, which the local stack's
 * queue reads too. The sender may read a mail and update its status on the leads table (GetItem, UpdateItem) and send
 * through SES from the stage's identity; nothing else.
 */
export class MailQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly sender: BundledFunction;

  constructor(scope: Construct, id: string, props: MailQueueProps) {
    super(scope, id);
    const { stage } = props;
    // SQS-managed encryption: the messages carry a lead's and a mail's ids, no address and no text.
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(MAIL_QUEUE_SETTINGS.deadLetterRetentionDays),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAIL_QUEUE_SETTINGS.maxReceiveCount },
    });
    acknowledgeFindings(this.deadLetterQueue, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This is the mail queue’s dead-letter queue: its depth is alarmed, and its messages are redriven by the on-call (docs/runbook.md).',
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This is the mail queue’s dead-letter queue: its depth is alarmed, and its messages are redriven by the on-call (docs/runbook.md).',
      },
    ]);

    this.sender = new BundledFunction(this, 'SenderFunction', {
      entry: MAIL_SENDER_HANDLER_ENTRY,
      description: `mail sender: sends the queued mails of leads, retried by the queue (${stage.name})`,
      stage,
      memorySize: 256,
      timeout: Duration.seconds(MAIL_QUEUE_SETTINGS.senderTimeoutSeconds),
      prebuiltCode: props.prebuiltCode,
    });
    this.sender.addEnvironment(TABLES.leads.envVar, props.leadsTable.tableName);
    this.sender.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [props.leadsTable.tableArn] }));
    grantSendingEmail(this.sender, stage, props.mailConfigurationSetName);
    this.sender.addEventSource(
      new SqsEventSource(this.queue, { batchSize: MAIL_QUEUE_SETTINGS.batchSize, reportBatchItemFailures: true, maxConcurrency: MAIL_SENDER_MAX_CONCURRENCY }),
    );
    acknowledgeFindings(this.sender, [
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked by its SQS event source, never asynchronously: a mail it cannot send stays on the queue, which dead-letters it after the retries.',
      },
      {
        id: 'Serverless-LambdaEventSourceMappingDestination',
        reason:
          'An SQS event source takes no on-failure destination: the queue’s redrive policy is the destination, its dead-letter queue alarmed and redriven (docs/runbook.md).',
      },
    ]);
  }

  /** Lets a function put mails on the queue, and tells it the queue's URL (`MAIL_QUEUE_URL`). */
  grantQueueing(fn: lambda.Function): void {
    this.queue.grantSendMessages(fn);
    fn.addEnvironment(MAIL_QUEUE_URL_ENV, this.queue.queueUrl);
  }
}
