import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { MEDIA_BUCKET_ENV, TABLES } from '@tdp/functions/data/table-definitions';
import { CROPPED_BANNER_PREFIX } from '@tdp/shared/media/cropped-banners';
import { VARIANT_PATH_SEGMENT } from '@tdp/shared/media/image-variants';
import { BundledFunction } from './bundled-function.ts';
import { bindTableTo } from './group-function.ts';
import { SCHEDULED_JOBS_HANDLER_ENTRY } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';

/** How often the jobs run: each job decides what is due (the sweep: files older than a day). */
export const SCHEDULED_JOBS_RATE = Duration.hours(1);

/** A run reads every package once (the sweep's "who uses this file"): minutes at most, far below the next run. */
const TIMEOUT = Duration.minutes(5);

export interface ScheduledJobsFunctionProps {
  stage: StageConfig;
  /** `https://` address of the site: links in e-mails, and the media addresses content may store. */
  siteOrigin: string;
  /** Where the site serves media (`/media/`), appended to {@link siteOrigin}. */
  mediaPathPrefix: string;
  contentTable: ITable;
  mediaBucket: IBucket;
  /** See `prebuiltCode` of `BundledFunctionProps` (bundled-function.ts). */
  prebuiltCode?: lambda.Code;
}

/**
 * The scheduled-jobs function (functions/src/jobs/scheduled-jobs-handler.ts) and the EventBridge rule that calls it
 * every hour: it runs each job of the list on its own (docs/decisions/scheduled-jobs.md). It answers no HTTP request
 * and is granted exactly what its jobs need, job by job:
 * - the sweep of abandoned banners: reads the content table (who uses a file: Query and BatchGetItem, never Scan),
 *   lists the media bucket under `package-images/banner-` only, and deletes there and the same files' variants under
 *   `_v/`, nothing else (no read of any file, no write, no other folder).
 */
export class ScheduledJobsFunction extends BundledFunction {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobsFunctionProps) {
    const { stage } = props;
    super(scope, id, {
      entry: SCHEDULED_JOBS_HANDLER_ENTRY,
      description: `scheduled jobs: every hour, the sweep of abandoned banners (${stage.name})`,
      stage,
      memorySize: 512,
      timeout: TIMEOUT,
      environment: { SITE_URL: props.siteOrigin, MEDIA_PUBLIC_URL: `${props.siteOrigin}${props.mediaPathPrefix}` },
      prebuiltCode: props.prebuiltCode,
    });
    // A failed run is not retried: its jobs run again within the hour, and the failure rings the function's alarm.
    this.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: SCHEDULED_JOBS_RATE });

    bindTableTo(this, props.contentTable, TABLES.content, 'R');
    this.allowSweepingAbandonedBanners(props.mediaBucket);

    this.rule = new events.Rule(scope, `${id}Schedule`, {
      description: `Runs the scheduled jobs every ${SCHEDULED_JOBS_RATE.toHours()} hour(s) (${stage.name})`,
      schedule: events.Schedule.rate(SCHEDULED_JOBS_RATE),
      targets: [new targets.LambdaFunction(this, { retryAttempts: 0, maxEventAge: SCHEDULED_JOBS_RATE })],
    });

    acknowledgeFindings(this, [
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked by the hourly schedule only: a failed run is logged at ERROR and alarmed, and the next run does the same work again; its event (the time) is not worth keeping in a queue.',
      },
      {
        id: 'Serverless-LambdaAsyncFailureDestination',
        reason:
          'Invoked by the hourly schedule only: a failed run is logged at ERROR and alarmed, and the next run does the same work again; its event (the time) is not worth keeping.',
      },
    ]);
    acknowledgeFindings(this.rule, [
      {
        id: 'Serverless-EventBusDLQ',
        reason:
          'A schedule: an undelivered event is the same as the next hour’s, which is delivered an hour later; a queue of missed hours would hold nothing to act on.',
      },
    ]);
  }

  /**
   * Lists the media bucket under `package-images/banner-` (exactly that prefix: the cropper's names) and deletes files
   * there and their variants under `_v/{format}/{width}/package-images/banner-…`, and tells the function the bucket's name.
   */
  private allowSweepingAbandonedBanners(bucket: IBucket): void {
    this.addEnvironment(MEDIA_BUCKET_ENV, bucket.bucketName);
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringEquals: { 's3:prefix': CROPPED_BANNER_PREFIX } },
      }),
    );
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: [bucket.arnForObjects(`${CROPPED_BANNER_PREFIX}*`), bucket.arnForObjects(`${VARIANT_PATH_SEGMENT}/*/*/${CROPPED_BANNER_PREFIX}*`)],
      }),
    );
    acknowledgeFindings(this.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'The sweep of abandoned banners deletes only files named like the cropper’s (package-images/banner-…) and their variants (_v/{format}/{width}/package-images/banner-…): delete only, nothing else of the media bucket.',
        grants: [/MediaBucket.*\/package-images\/banner-\*$/, /MediaBucket.*\/_v\/\*\/\*\/package-images\/banner-\*$/],
      },
    ]);
  }
}
