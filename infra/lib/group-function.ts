import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import type { TableDefinition } from '@tdp/functions/data/table-definitions';
import { MEDIA_BUCKET_ENV } from '@tdp/functions/data/table-definitions';
import { SITE_DISTRIBUTION_ENV } from '@tdp/functions/cdn/page-invalidation';
import { APPLICATION_ATTACHMENT_PREFIX } from '@tdp/shared/media/private-media';
import { AGENT_PHOTO_PREFIX } from '@tdp/functions/data/agent-photo-repository';
import { PORTAL_MEDIA_FOLDERS } from '@tdp/shared/schemas/portal-fields';
import { PUBLIC_PICTURE_PREFIXES } from '@tdp/shared/media/image-variants';
import { MAIL_CONFIGURATION_SET_ENV } from '@tdp/functions/email/send-email';
import { BundledFunction, type BundledFunctionProps } from './bundled-function.ts';
import { groupHandlerEntry } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';

/** Read-only or read-write use of a data resource. */
export type AccessLevel = 'R' | 'RW';

/** No Scan: a request path reads by key or query only (a scan reads the whole table), so no function may run one. */
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const OBJECT_READ_ACTIONS = ['s3:GetObject'];
const OBJECT_WRITE_ACTIONS = ['s3:PutObject', 's3:DeleteObject'];
const SECRET_READ_ACTIONS = ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'];
const SECRET_WRITE_ACTIONS = ['secretsmanager:PutSecretValue'];

/**
 * Lets any function of the platform use a table (read: GetItem, BatchGetItem, Query, ConditionCheckItem; never Scan)
 * and tells it the table's name through the table's variable: the grant and the variable never exist one without the
 * other. With `partitions`, only the items whose partition key matches one of these IAM `StringLike` patterns
 * (`dynamodb:LeadingKeys`), and no index (an index's partition key is another attribute).
 */
export function bindTableTo(fn: lambda.Function, table: ITable, definition: TableDefinition, access: AccessLevel, partitions?: readonly string[]): void {
  fn.addEnvironment(definition.envVar, table.tableName);
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: access === 'RW' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS,
      resources: partitions ? [table.tableArn] : [table.tableArn, `${table.tableArn}/index/*`],
      // ForAllValues: a BatchGetItem's every key must match, not just one of them.
      conditions: partitions ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitions] } } : undefined,
    }),
  );
  if (partitions) return;
  acknowledgeFindings(fn.role!, [
    {
      id: 'AwsSolutions-IAM5',
      reason: "`<table>/index/*` names the granted table's own global secondary indexes, no other table's.",
      grants: [/\/index\/\*$/],
    },
  ]);
}

export interface GroupFunctionProps {
  group: HandlerGroup;
  stage: StageConfig;
  /** Memory in MB; CPU grows with it (password hashing wants more). */
  memorySize?: number;
  /** Variables every function of the stage gets (site address, stage name, ...). */
  environment?: Record<string, string>;
  /** See `prebuiltCode` of `BundledFunctionProps` (bundled-function.ts). */
  prebuiltCode?: lambda.Code; /** See `reservedConcurrentExecutions` of `BundledFunctionProps` (bundled-function.ts). */
  reservedConcurrentExecutions?: number;
  /** See `nativePackage` of `BundledFunctionProps` (bundled-function.ts): sharp, for the groups that decode pictures. */
  nativePackage?: BundledFunctionProps['nativePackage'];
}

/**
 * The Lambda function of one handler group (`functions/src/groups/<group>/handler.ts`), built as every
 * function of the platform is (see {@link BundledFunction}). Access to data is added with the `bind*`
 * methods, which set the environment variable and the IAM grant together so one never exists without
 * the other.
 */
export class GroupFunction extends BundledFunction {
  readonly group: HandlerGroup;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    super(scope, id, {
      entry: groupHandlerEntry(props.group),
      description: `${props.group} handler group (${props.stage.name})`,
      stage: props.stage,
      memorySize: props.memorySize,
      environment: props.environment,
      prebuiltCode: props.prebuiltCode,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      nativePackage: props.nativePackage,
    });
    this.group = props.group;
    acknowledgeFindings(this, [
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked synchronously (API Gateway, CloudFront): the caller gets the error and a dead-letter queue only ever receives failed asynchronous invocations.',
      },
    ]);
  }

  /** Lets the function use a table and tells it the table's name through the table's variable. */
  bindTable(table: ITable, definition: TableDefinition, access: AccessLevel): void {
    bindTableTo(this, table, definition, access);
  }

  /**
   * Lets the function ask the site's distribution, and only it, to drop pages from its cache after a content write
   * (`cloudfront:CreateInvalidation`; functions/src/cdn), and tells it the distribution's id.
   */
  allowInvalidatingPages(distribution: IDistribution): void {
    this.addEnvironment(SITE_DISTRIBUTION_ENV, distribution.distributionId);
    this.addToRolePolicy(new iam.PolicyStatement({ actions: ['cloudfront:CreateInvalidation'], resources: [distribution.distributionArn] }));
  }

  /** Lets the function list and use the objects of the media bucket and tells it the bucket's name. */
  bindMediaBucket(bucket: IBucket, access: AccessLevel): void {
    this.addEnvironment(MEDIA_BUCKET_ENV, bucket.bucketName);
    this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: access === 'RW' ? [...OBJECT_READ_ACTIONS, ...OBJECT_WRITE_ACTIONS] : OBJECT_READ_ACTIONS,
        resources: [bucket.arnForObjects('*')],
      }),
    );
    acknowledgeFindings(this.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason: "The media group manages the media library: any object of the stage's media bucket, that bucket only.",
        grants: [/MediaBucket.*\/\*$/],
      },
    ]);
  }

  /**
   * Lets the function put and get objects under `applications/` of the media bucket only (applicants'
   * attachments: presigned uploads, the check of an uploaded file, admins' downloads). No listing, no
   * delete, and nothing outside the prefix.
   */
  bindApplicationAttachments(bucket: IBucket): void {
    this.addEnvironment(MEDIA_BUCKET_ENV, bucket.bucketName);
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [bucket.arnForObjects(`${APPLICATION_ATTACHMENT_PREFIX}*`)],
      }),
    );
    acknowledgeFindings(this.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason: 'Applicants upload under random keys below applications/: the grant is that prefix of the media bucket, put and get only.',
        grants: [/MediaBucket.*\/applications\/\*$/],
      },
    ]);
  }

  /**
   * Lets the function get objects under `Documents/` of the media bucket only (agents' and admins' documents, private:
   * the check that a file is stored and the presigned GET a signed-in reader opens it with). No listing, no write,
   * nothing outside the prefix.
   */
  bindPortalDocuments(bucket: IBucket): void {
    this.addEnvironment(MEDIA_BUCKET_ENV, bucket.bucketName);
    this.addToRolePolicy(new iam.PolicyStatement({ actions: OBJECT_READ_ACTIONS, resources: [bucket.arnForObjects(`${PORTAL_MEDIA_FOLDERS.documents}*`)] }));
    acknowledgeFindings(this.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason: "Signed-in readers open any file of the library's Documents/ folder: the grant is that prefix of the media bucket, get only.",
        grants: [/MediaBucket.*\/Documents\/\*$/],
      },
    ]);
  }

  /**
   * Lets the function put and get objects under `agents/` of the media bucket only (agents' own photos: presigned
   * uploads to the agent's folder and the check of an uploaded photo). No listing, no delete, nothing outside the prefix.
   */
  bindAgentPhotos(bucket: IBucket): void {
    this.addEnvironment(MEDIA_BUCKET_ENV, bucket.bucketName);
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [bucket.arnForObjects(`${AGENT_PHOTO_PREFIX}*`)],
      }),
    );
    acknowledgeFindings(this.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason: 'Agents upload their photos under fresh names below agents/{slug}/: the grant is that prefix of the media bucket, put and get only.',
        grants: [/MediaBucket.*\/agents\/\*$/],
      },
    ]);
  }

  /**
   * Lets the function get objects under the public pictures' folders of the media bucket only (`PUBLIC_PICTURE_PREFIXES`:
   * the pictures the public pages show, already readable by anyone through the CDN), to decode each picture a save
   * names before storing it (functions/src/domain/media/picture-check.ts). No listing, no write, no private folder.
   */
  bindPublicPictures(bucket: IBucket): void {
    this.addEnvironment(MEDIA_BUCKET_ENV, bucket.bucketName);
    this.addToRolePolicy(
      new iam.PolicyStatement({ actions: OBJECT_READ_ACTIONS, resources: PUBLIC_PICTURE_PREFIXES.map((prefix) => bucket.arnForObjects(`${prefix}*`)) }),
    );
    acknowledgeFindings(this.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "A save's pictures are decoded before it is stored: get only, under the public pictures' folders of the media bucket (package-images/, suppliers/logo/, agents/).",
        grants: [/MediaBucket.*\/(package-images|suppliers\/logo|agents)\/\*$/],
      },
    ]);
  }

  /** Lets the function read (and with 'RW' replace) a secret whose ARN it learns from `envVar`. */
  bindSecret(secret: ISecret, envVar: string, access: AccessLevel): void {
    this.addEnvironment(envVar, secret.secretArn);
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: access === 'RW' ? [...SECRET_READ_ACTIONS, ...SECRET_WRITE_ACTIONS] : SECRET_READ_ACTIONS,
        resources: [secret.secretArn],
      }),
    );
  }

  /** Lets the function send the stage's e-mail (see {@link grantSendingEmail}). */
  allowSendingEmail(stage: StageConfig, configurationSetName: string): void {
    grantSendingEmail(this, stage, configurationSetName);
  }
}

/**
 * Lets a function send e-mail through SES from the stage's verified identity (`MAIL_FROM`) through the stage's
 * configuration set (`MAIL_CONFIGURATION_SET`: SES refuses a send naming it without the grant on it), and tells it
 * the agency facts its mails print (`AGENCY_PHONE`, and `AGENCY_LEADS_EMAIL` when the stage sets one).
 */
export function grantSendingEmail(fn: lambda.Function, stage: StageConfig, configurationSetName: string): void {
  fn.addEnvironment('MAIL_FROM', stage.email.from);
  fn.addEnvironment(MAIL_CONFIGURATION_SET_ENV, configurationSetName);
  fn.addEnvironment('AGENCY_PHONE', stage.contact.phone);
  if (stage.email.agencyLeadsTo) fn.addEnvironment('AGENCY_LEADS_EMAIL', stage.email.agencyLeadsTo);
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: stage.email.identity }),
        Stack.of(fn).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSetName }),
      ],
    }),
  );
}
