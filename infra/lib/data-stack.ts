import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type SecretValue, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { TABLE_LIST, type TableDefinition, type TableName } from '@tdp/functions/data/table-definitions';
import { mediaBucketCorsRule } from '@tdp/functions/data/media-bucket-cors';
import { PRIVATE_MEDIA_PREFIXES } from '@tdp/shared/media/private-media';
import { STACK_OUTPUTS } from './stack-names.ts';
import { OriginSecretProvisioner } from './origin-secret/origin-secret-provisioner.ts';
import { SigningKeyProvisioner } from './signing-key/signing-key-provisioner.ts';
import { RestoreTesting } from './restore-validation/restore-testing.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import { customSiteOrigin, declaresMailDomain, type StageConfig } from './stage-config.ts';

/** Name of the backup vault a stage copies its recovery points to in `backupCopyRegion` (backup-copy-stack.ts). */
export function backupCopyVaultName(stage: string): string {
  return `tbb-${stage}-backup-copy`;
}

/**
 * AWS Backup Vault Lock of a stage's vaults, in compliance mode (docs/decisions/backups.md): once `changeableFor` has
 * passed after the first deploy, nobody (the root user, CloudFormation's execution role, AWS itself) can delete a
 * recovery point before its retention ends, shorten it, or remove the lock; a recovery point kept less than
 * `minRetention` or more than `maxRetention` is refused (its backup or copy job fails, which alarms). The plan keeps 35
 * days and 12 months, inside these. Never change them after those 3 days: CloudFormation cannot, and the stack update fails.
 */
export const VAULT_LOCK: backup.LockConfiguration = {
  minRetention: Duration.days(7),
  maxRetention: Duration.days(365),
  changeableFor: Duration.days(3),
};

/** Subdomain of the mail domain that SES uses as MAIL FROM (bounces come back there; SPF aligns). */
export const MAIL_FROM_SUBDOMAIN = 'mail';

/** The stage's DMARC policy record (`email.dmarcPolicy`, default `none`: reports only, nothing refused). */
export function dmarcRecord(stage: StageConfig): string {
  const policy = stage.email.dmarcPolicy;
  return `v=DMARC1; p=${policy === undefined || policy === 'existing' ? 'none' : policy}; adkim=r; aspf=r`;
}

/**
 * Origins allowed to upload to the media bucket from a browser. The distribution's own address is only
 * known after this stack exists, so a stage without its own domain allows CloudFront addresses; the
 * presigned URL, not CORS, is what authorises an upload.
 */
export function mediaUploadOrigins(config: StageConfig): string[] {
  const own = customSiteOrigin(config);
  return own ? [own] : ['https://*.cloudfront.net'];
}

export interface DataStackProps extends StackProps {
  stage: StageConfig;
}

/**
 * Everything that holds data: the three tables, the media bucket, the access-token signing key and the origin
 * secret CloudFront adds to API requests.
 * Kept apart from the stateless stacks so those can be replaced freely; construct ids here must never
 * change (CloudFormation would replace the table or bucket).
 */
export class DataStack extends Stack {
  readonly tables: Readonly<Record<TableName, dynamodb.Table>>;
  readonly mediaBucket: s3.Bucket;
  /** The private signing key document (only the auth group and the provisioner may read it). */
  readonly signingKeySecret: secretsmanager.Secret;
  /** The public JWKS every group verifies access tokens with, as JSON text. */
  readonly jwksJson: string;
  /** The secret CloudFront adds to API requests: previous, current, next (only its provisioner reads it). */
  readonly originSecret: secretsmanager.Secret;
  /** The value CloudFront sends now, as a dynamic reference resolved at deploy. */
  readonly originSecretCurrentValue: SecretValue;
  /** Digests of the values the functions accept (`ORIGIN_VERIFY_DIGESTS`). */
  readonly originVerifyDigests: string;
  /** Access logs of the media bucket (`media-bucket/`) and of CloudFront (`cloudfront/`), expired by lifecycle. */
  readonly logBucket: s3.Bucket;
  /** The SES configuration set every send passes: bounces and complaints to {@link mailEventsTopic}, suppression list on. */
  readonly mailConfigurationSet: ses.ConfigurationSet;
  /** Where SES publishes the stage's bounces and complaints (the mail-events function subscribes). */
  readonly mailEventsTopic: sns.Topic;
  /** The AWS Backup plan of the tables and the media bucket (stages that protect their data). */
  readonly backupPlan?: backup.BackupPlan;
  /** The vault the plan writes to, locked (stages that protect their data). */
  readonly backupVault?: backup.BackupVault;
  /** The weekly restore tests of the tables and their validation (stages that protect their data). */
  readonly restoreTesting?: RestoreTesting;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.tables = Object.fromEntries(TABLE_LIST.map((definition) => [definition.name, this.createTable(definition, stage, removalPolicy)])) as Record<
      TableName,
      dynamodb.Table
    >;

    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront's standard logs are delivered with an ACL grant: this bucket must accept object ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(stage.protectData ? 365 : 30) }, { abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy,
      autoDeleteObjects: !stage.protectData,
    });
    acknowledgeFindings(this.logBucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the log bucket itself: logging its own access would log each log delivery, without end.' },
    ]);

    const cors = mediaBucketCorsRule(mediaUploadOrigins(stage));
    this.mediaBucket = new s3.Bucket(this, 'MediaBucket', {
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'media-bucket/',
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: true,
      cors: [
        {
          allowedOrigins: cors.allowedOrigins,
          allowedMethods: cors.allowedMethods.map((method) => s3.HttpMethods[method]),
          allowedHeaders: cors.allowedHeaders,
          exposedHeaders: cors.exposedHeaders,
          maxAge: cors.maxAgeSeconds,
        },
      ],
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(stage.protectData ? 90 : 7) }, { abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy,
      autoDeleteObjects: !stage.protectData,
    });
    this.allowCloudFrontToReadMedia();
    new CfnOutput(this, STACK_OUTPUTS.identityTableName, {
      value: this.tables.identity.tableName,
      description: 'Identity table (users, sessions): read by `npm run create-admin` and `npm run copy-restored-items`',
    });
    new CfnOutput(this, STACK_OUTPUTS.contentTableName, {
      value: this.tables.content.tableName,
      description: 'Content table: read by `npm run copy-restored-items`',
    });
    new CfnOutput(this, STACK_OUTPUTS.leadsTableName, {
      value: this.tables.leads.tableName,
      description: 'Leads table: read by `npm run copy-restored-items`',
    });

    this.signingKeySecret = new secretsmanager.Secret(this, 'SigningKeySecret', {
      description: `Access-token signing keys of the ${stage.name} stage (written by its provisioner at deploy)`,
      removalPolicy,
    });
    const signingKeyProvisioner = new SigningKeyProvisioner(this, 'SigningKeyProvisioner', { secret: this.signingKeySecret, stage });
    this.jwksJson = signingKeyProvisioner.jwksJson;

    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `Secret the ${stage.name} distribution adds to API requests (written by its provisioner at deploy)`,
      removalPolicy,
    });
    const origin = new OriginSecretProvisioner(this, 'OriginSecretProvisioner', { secret: this.originSecret, stage });
    this.originSecretCurrentValue = origin.currentValue;
    this.originVerifyDigests = origin.digests;
    for (const provisioner of [signingKeyProvisioner, origin]) {
      acknowledgeFindings(provisioner, [
        {
          id: 'Serverless-LambdaDLQ',
          reason:
            'A CloudFormation custom resource: CloudFormation waits for its answer and fails the deploy without one; a dead-letter queue would hold nothing anyone acts on.',
        },
      ]);
    }
    acknowledgeFindings(this.signingKeySecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotated by deploy, not by a Secrets Manager schedule: bumping signingKeyGeneration makes the provisioner add a new key and keep the previous one in the JWKS (docs/decisions/jwt-keys.md, docs/runbook.md).',
      },
    ]);
    acknowledgeFindings(this.originSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotated by deploy in three steps (originSecretGeneration: previous, current, next all accepted) so no request is refused while CloudFront rolls out; a blind schedule could not coordinate that.',
      },
    ]);

    ({ configurationSet: this.mailConfigurationSet, topic: this.mailEventsTopic } = this.createMail(stage));
    if (stage.protectData) ({ plan: this.backupPlan, vault: this.backupVault, restoreTesting: this.restoreTesting } = this.createBackups(stage, removalPolicy));
  }

  /**
   * The SES configuration set every send passes (`MAIL_CONFIGURATION_SET`): the account's suppression list applies to
   * bounces and complaints, reputation metrics are kept, and bounce and complaint events go to the mail-events topic.
   * When the stage's mail domain lies in its hosted zone (the apex or a subdomain), the domain identity too: Easy DKIM
   * and a custom MAIL FROM (`mail.<domain>`), their DNS records written in the zone, the configuration set as the
   * identity's default. An identity that already exists (`existingIdentity`, a cutover) is used as it is.
   */
  private createMail(stage: StageConfig): { configurationSet: ses.ConfigurationSet; topic: sns.Topic } {
    // The events name customers' addresses: the topic is encrypted with a key of the stage's own, which SES may use to
    // publish (an AWS managed key's policy cannot admit SES).
    const key = new kms.Key(this, 'MailEventsKey', {
      description: `Encrypts the ${stage.name} stage's SES bounce and complaint events (MailEventsTopic)`,
      enableKeyRotation: true,
      removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'SesEncryptsThisAccountsMailEvents',
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const topic = new sns.Topic(this, 'MailEventsTopic', {
      displayName: `TBB Travel ${stage.name}: SES bounces and complaints`,
      enforceSSL: true,
      masterKey: key,
    });
    topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'SesPublishesThisAccountsMailEvents',
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: { StringEquals: { 'AWS:SourceAccount': this.account } },
      }),
    );
    const configurationSet = new ses.ConfigurationSet(this, 'MailConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(topic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    if (stage.siteDomain && declaresMailDomain(stage)) {
      // The mail domain as CDK's identity sees it: the stage's zone, named by the identity (its apex, or a subdomain
      // such as dev.tbbtravel.ca), so the identity, its DKIM and MAIL FROM records are the stage's own names in that zone.
      const zone = route53.PublicHostedZone.fromHostedZoneAttributes(this, 'HostedZone', {
        hostedZoneId: stage.siteDomain.hostedZoneId,
        zoneName: stage.email.identity.toLowerCase(),
      });
      new ses.EmailIdentity(this, 'MailIdentity', {
        identity: ses.Identity.publicHostedZone(zone),
        mailFromDomain: `${MAIL_FROM_SUBDOMAIN}.${stage.email.identity}`,
        configurationSet,
      });
      // DMARC: receivers learn that mail of this domain must pass DKIM or SPF aligned with it (ours does: Easy DKIM on
      // the domain, MAIL FROM under it). `none` until the agency knows every other sender of the domain is aligned too.
      // A domain that already publishes its own policy (the agency's mailboxes) keeps it.
      if (stage.email.dmarcPolicy !== 'existing') new route53.TxtRecord(this, 'MailDmarc', { zone, recordName: '_dmarc', values: [dmarcRecord(stage)] });
    }
    return { configurationSet, topic };
  }

  /**
   * AWS Backup on top of point-in-time recovery: the three tables and the media bucket, daily kept 35 days and monthly
   * kept 12 months, each copied to `backupCopyRegion` when the stage names one (a region-wide outage or a deleted
   * account resource still leaves a copy), in a vault under {@link VAULT_LOCK}; the tables restored and checked every
   * week ({@link RestoreTesting}). Restores: docs/runbook.md.
   */
  private createBackups(
    stage: StageConfig,
    removalPolicy: RemovalPolicy,
  ): { plan: backup.BackupPlan; vault: backup.BackupVault; restoreTesting: RestoreTesting } {
    const vault = new backup.BackupVault(this, 'BackupVault', { removalPolicy, lockConfiguration: VAULT_LOCK });
    const copyTo = stage.backupCopyRegion
      ? backup.BackupVault.fromBackupVaultArn(
          this,
          'BackupCopyVault',
          Stack.of(this).formatArn({
            service: 'backup',
            region: stage.backupCopyRegion,
            resource: 'backup-vault',
            resourceName: backupCopyVaultName(stage.name),
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        )
      : undefined;
    const rule = (ruleName: string, schedule: events.Schedule, keep: Duration) =>
      new backup.BackupPlanRule({
        ruleName,
        scheduleExpression: schedule,
        deleteAfter: keep,
        ...(copyTo ? { copyActions: [{ destinationBackupVault: copyTo, deleteAfter: keep }] } : {}),
      });
    const plan = new backup.BackupPlan(this, 'BackupPlan', {
      backupVault: vault,
      backupPlanRules: [
        rule('Daily', events.Schedule.cron({ hour: '8', minute: '0' }), Duration.days(35)),
        rule('Monthly', events.Schedule.cron({ day: '1', hour: '9', minute: '0' }), Duration.days(365)),
      ],
    });
    // S3 backups need AWS Backup's S3 policies beside the default two, which CDK does not add.
    const role = new iam.Role(this, 'BackupRole', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      description: `AWS Backup of the ${stage.name} tables and media bucket`,
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSBackupServiceRolePolicyForBackup'),
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSBackupServiceRolePolicyForRestores'),
        iam.ManagedPolicy.fromAwsManagedPolicyName('AWSBackupServiceRolePolicyForS3Backup'),
        iam.ManagedPolicy.fromAwsManagedPolicyName('AWSBackupServiceRolePolicyForS3Restore'),
      ],
    });
    acknowledgeFindings(role, [
      {
        id: 'AwsSolutions-IAM4',
        reason: "AWS Backup's own service-role policies (backup, restores, S3 backup and restore) are the documented grants; they follow new backup features.",
        grants: [/^Policy::arn:<AWS::Partition>:iam::aws:policy\/(service-role\/)?AWSBackupServiceRolePolicyFor(Backup|Restores|S3Backup|S3Restore)$/],
      },
    ]);
    plan.addSelection('TablesAndMedia', {
      role,
      resources: [
        ...Object.values(this.tables).map((table) => backup.BackupResource.fromDynamoDbTable(table)),
        backup.BackupResource.fromArn(this.mediaBucket.bucketArn),
      ],
    });
    const restoreTesting = new RestoreTesting(this, 'RestoreTesting', { stage, vault, tables: Object.values(this.tables), role });
    return { plan, vault, restoreTesting };
  }

  /**
   * CloudFront (with Origin Access Control) may read media objects. The distribution is created after this
   * stack, so the policy cannot name it without a dependency cycle: it admits the distributions of this
   * account, as CDK itself does for OAC key policies. The objects are public through `/media/` anyway,
   * except the private prefixes (applicants' attachments, agents' and admins' documents), which CloudFront is denied.
   */
  private allowCloudFrontToReadMedia(): void {
    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowThisAccountsCloudFrontToRead',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': this.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: '*' }) },
        },
      }),
    );
    // Applicants' résumés and the agents' documents are never served under /media/ (its edge function refuses them
    // too): their readers get short-lived downloads signed by the groups granted the prefix.
    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'DenyCloudFrontPrivateMedia',
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: PRIVATE_MEDIA_PREFIXES.map((prefix) => this.mediaBucket.arnForObjects(`${prefix}*`)),
      }),
    );
  }

  private createTable(definition: TableDefinition, stage: StageConfig, removalPolicy: RemovalPolicy): dynamodb.Table {
    const table = new dynamodb.Table(this, `${capitalised(definition.name)}Table`, {
      partitionKey: attributeOf(definition.partitionKey),
      sortKey: attributeOf(definition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: definition.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: stage.protectData },
      deletionProtection: stage.protectData,
      removalPolicy,
    });
    if (!stage.protectData) {
      acknowledgeFindings(table, [
        {
          id: 'AwsSolutions-DDB3',
          reason: 'A throw-away stage (protectData false): no point-in-time recovery, no backups. Stages that protect their data have both.',
        },
      ]);
    }
    for (const index of definition.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attributeOf(index.partitionKey),
        sortKey: attributeOf(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    return table;
  }
}

function attributeOf(key: TableDefinition['partitionKey']): dynamodb.Attribute {
  return { name: key.name, type: key.type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING };
}

function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
