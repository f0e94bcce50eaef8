import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';

/** Backup and copy jobs report `state` (AWS Backup's API); these end without a recovery point or its copy. */
export const FAILED_JOB_STATES = ['FAILED', 'ABORTED', 'EXPIRED'] as const;
/** Restore jobs (the weekly restore tests, and restores by hand) report `status`; these end without a table. */
export const FAILED_RESTORE_STATUSES = ['FAILED', 'ABORTED'] as const;
/** The runbook section the alert e-mails link to. */
export const BACKUP_RUNBOOK_SECTION = 'a-backup-copy-or-restore-test-failed';

/**
 * Backups that fail say so (issue #32, item 6): EventBridge rules on AWS Backup's own job events send every backup or
 * copy job that ends FAILED, ABORTED or EXPIRED, and every restore job (the weekly restore tests included) that ends
 * FAILED or ABORTED, to the stage's alert topic, within minutes, as a sentence naming the job and linking the runbook.
 * The events are the account's in this region: only stages that protect their data back up (one per account and region).
 */
export class BackupAlerts extends Construct {
  readonly jobsRule: events.Rule;
  readonly restoresRule: events.Rule;

  /** `runbook`: the address of the runbook's {@link BACKUP_RUNBOOK_SECTION} (monitoring-stack.ts, `runbookUrl`). */
  constructor(scope: Construct, id: string, props: { stage: StageConfig; topic: sns.ITopic; runbook: string }) {
    super(scope, id);
    const { stage, topic } = props;
    const message = (what: string, stateField: string) =>
      events.RuleTargetInput.fromText(
        `TBB Travel ${stage.name}: an AWS Backup ${what} ended ${events.EventField.fromPath(`$.detail.${stateField}`)} ` +
          `(${events.EventField.fromPath('$.detail-type')}; job ${events.EventField.fromPath('$.resources')}; ` +
          `resource type ${events.EventField.fromPath('$.detail.resourceType')}). ` +
          `AWS Backup console, Jobs, shows why. Runbook: ${props.runbook}`,
      );
    this.jobsRule = new events.Rule(this, 'FailedBackupOrCopyJob', {
      description: `Tells the ${stage.name} on-call when an AWS Backup backup or copy job fails, aborts or expires`,
      eventPattern: {
        source: ['aws.backup'],
        detailType: ['Backup Job State Change', 'Copy Job State Change'],
        detail: { state: [...FAILED_JOB_STATES] },
      },
      targets: [new targets.SnsTopic(topic, { message: message('backup or copy job', 'state') })],
    });
    this.restoresRule = new events.Rule(this, 'FailedRestoreJob', {
      description: `Tells the ${stage.name} on-call when an AWS Backup restore job (a weekly restore test) fails or aborts`,
      eventPattern: {
        source: ['aws.backup'],
        detailType: ['Restore Job State Change'],
        detail: { status: [...FAILED_RESTORE_STATUSES] },
      },
      targets: [new targets.SnsTopic(topic, { message: message('restore job', 'status') })],
    });
    for (const rule of [this.jobsRule, this.restoresRule]) {
      acknowledgeFindings(rule, [
        {
          id: 'Serverless-EventBusDLQ',
          reason:
            'An alert to the on-call topic: an undelivered one still leaves the failed job in the AWS Backup console, and the next day’s backup fails and alerts again.',
        },
      ]);
    }
  }
}
