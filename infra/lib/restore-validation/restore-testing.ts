import { Duration, Stack } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { BundledFunction } from '../bundled-function.ts';
import { acknowledgeFindings } from '../rule-findings.ts';
import { countErrorLogLines } from '../stage-metrics.ts';
import type { StageConfig } from '../stage-config.ts';
import { RESTORE_TESTING_PLAN_ENV } from './validate-restored-table.ts';

/** Every Monday at 10:00 UTC (after the daily backup of 08:00): the latest recovery point of each table is restored. */
export const RESTORE_TEST_SCHEDULE = 'cron(0 10 ? * MON *)';
/** Only recovery points this recent are tested: the latest daily one, in practice. */
export const RESTORE_TEST_SELECTION_WINDOW_DAYS = 7;
/** Hours the restored tables are kept for validation before AWS Backup deletes them. */
export const RESTORE_TEST_VALIDATION_WINDOW_HOURS = 4;
/** The tag AWS Backup puts on what a restore test creates; the validator may read tables that carry it, no other. */
export const RESTORE_TEST_TAG = 'awsbackup-restore-test';

export interface RestoreTestingProps {
  stage: StageConfig;
  vault: backup.IBackupVault;
  tables: readonly dynamodb.ITable[];
  /** The role AWS Backup restores with (the backup plan's, which carries AWS Backup's restore policy). */
  role: iam.IRole;
}

/**
 * Backups that have been restored (issue #32, item 6): an AWS Backup restore testing plan restores each table's latest
 * recovery point of the stage's vault every week into a new table, the validator checks it (ACTIVE, the platform's keys
 * and indexes, items in it) and writes the verdict on the restore job, and AWS Backup deletes the table after the
 * validation window. A failed restore rings through the backup-jobs rule of the monitoring stack; a failed validation
 * is an ERROR line of the validator (the stage's error alarm, and the validator's own errors alarm if it throws).
 */
export class RestoreTesting extends Construct {
  readonly plan: backup.CfnRestoreTestingPlan;
  readonly validator: BundledFunction;

  constructor(scope: Construct, id: string, props: RestoreTestingProps) {
    super(scope, id);
    const { stage } = props;
    this.plan = new backup.CfnRestoreTestingPlan(this, 'Plan', {
      // Letters, digits and underscores only; one per stage.
      restoreTestingPlanName: `tbb_${stage.name.replace(/[^A-Za-z0-9]/g, '_')}_tables`,
      scheduleExpression: RESTORE_TEST_SCHEDULE,
      startWindowHours: 8,
      recoveryPointSelection: {
        algorithm: 'LATEST_WITHIN_WINDOW',
        includeVaults: [props.vault.backupVaultArn],
        recoveryPointTypes: ['SNAPSHOT'],
        selectionWindowDays: RESTORE_TEST_SELECTION_WINDOW_DAYS,
      },
    });
    const selection = new backup.CfnRestoreTestingSelection(this, 'Tables', {
      restoreTestingPlanName: this.plan.restoreTestingPlanName,
      restoreTestingSelectionName: 'tables',
      protectedResourceType: 'DynamoDB',
      protectedResourceArns: props.tables.map((table) => table.tableArn),
      iamRoleArn: props.role.roleArn,
      validationWindowHours: RESTORE_TEST_VALIDATION_WINDOW_HOURS,
    });
    selection.addDependency(this.plan);

    this.validator = new BundledFunction(this, 'Validator', {
      entry: new URL('./validate-restored-table.ts', import.meta.url).pathname,
      description: `Validates the weekly restore tests of the ${stage.name} tables`,
      stage,
      memorySize: 256,
      timeout: Duration.minutes(1),
      environment: { [RESTORE_TESTING_PLAN_ENV]: this.plan.attrRestoreTestingPlanArn },
    });
    // A failed validation is an ERROR line: the stage's error-lines alarm counts it.
    countErrorLogLines(this, 'ValidatorErrorLogLines', this.validator.logGroup, stage.name);
    const stack = Stack.of(this);
    this.validator.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:DescribeTable', 'dynamodb:Scan'],
        resources: [stack.formatArn({ service: 'dynamodb', resource: 'table', resourceName: '*' })],
        // Only what a restore test created: AWS Backup tags it, and the live tables never carry that tag.
        conditions: { Null: { [`aws:ResourceTag/${RESTORE_TEST_TAG}`]: 'false' } },
      }),
    );
    this.validator.addToRolePolicy(new iam.PolicyStatement({ actions: ['backup:PutRestoreValidationResult'], resources: ['*'] }));
    acknowledgeFindings(this.validator.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "A restore test's table gets a name AWS Backup chooses: the grant is any table of this account and region that carries AWS Backup's restore-test tag (a condition), describe and one-item scan only.",
        grants: [/^Resource::arn:<AWS::Partition>:dynamodb:[a-z0-9-]+:<AWS::AccountId>:table\/\*$/],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason: 'backup:PutRestoreValidationResult has no resource-level permission: AWS requires `*`; it only writes a verdict on a restore job.',
        grants: [/^Resource::\*$/],
        holds: () => onlyValidationResultOnEveryResource(this.validator.role as iam.Role),
      },
    ]);

    const rule = new events.Rule(this, 'Completed', {
      description: `Validates each completed restore test of the ${stage.name} tables`,
      eventPattern: {
        source: ['aws.backup'],
        detailType: ['Restore Job State Change'],
        detail: { status: ['COMPLETED'], restoreTestingPlanArn: [this.plan.attrRestoreTestingPlanArn] },
      },
      targets: [new targets.LambdaFunction(this.validator, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
    acknowledgeFindings(this.validator, [
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Called by EventBridge once per restore test: a validation that never ran leaves the job without a verdict, visible in the console, and next week tests again.',
      },
      {
        id: 'Serverless-LambdaAsyncFailureDestination',
        reason: 'Called by EventBridge once per restore test: a failed validation is logged at ERROR and alarmed, and next week tests again.',
      },
    ]);
    acknowledgeFindings(rule, [
      {
        id: 'Serverless-EventBusDLQ',
        reason: 'One event a week per table, retried twice: an undelivered one leaves that job without a verdict in the console, and next week tests again.',
      },
    ]);
  }
}

/** X-Ray's two actions and the validation verdict are the role's only statements on `*`. */
function onlyValidationResultOnEveryResource(role: iam.Role): boolean {
  const stack = Stack.of(role);
  const allowed = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments', 'backup:PutRestoreValidationResult'];
  return role.node
    .findAll()
    .filter((child): child is iam.CfnPolicy => child instanceof iam.CfnPolicy)
    .every((policy) => {
      const document = stack.resolve(policy.policyDocument) as { Statement?: Array<{ Action?: unknown; Resource?: unknown }> };
      return (document.Statement ?? [])
        .filter((statement) => [statement.Resource].flat().includes('*'))
        .every((statement) => [statement.Action].flat().every((action) => allowed.includes(String(action))));
    });
}
