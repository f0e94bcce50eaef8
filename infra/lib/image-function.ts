import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { PUBLIC_PICTURE_PREFIXES, VARIANT_PATH_SEGMENT } from '@tdp/shared/media/image-variants';
import { MEDIA_BUCKET_ENV } from '@tdp/functions/data/table-definitions';
import { BundledFunction } from './bundled-function.ts';
import { IMAGE_FUNCTION_ENTRY } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import { SHARP_PACKAGE } from './sharp-package.ts';
import type { StageConfig } from './stage-config.ts';

export interface ImageFunctionProps {
  stage: StageConfig;
  mediaBucket: IBucket;
}

/**
 * The image function (functions/src/images/variant-function.ts): CloudFront's fallback origin for `/media/_v/*` when
 * the media bucket has no such variant yet. It reads public pictures' originals and the variants, and writes
 * variants, nothing else: no listing, no delete, no private prefix (docs/decisions/image-variants.md).
 */
export class ImageFunction extends BundledFunction {
  constructor(scope: Construct, id: string, props: ImageFunctionProps) {
    super(scope, id, {
      entry: IMAGE_FUNCTION_ENTRY,
      description: "Makes the public pictures' responsive variants (sharp) on their first request",
      stage: props.stage,
      // libvips uses every core Lambda gives; AVIF at 1800 px takes about a second at this size.
      memorySize: 2048,
      timeout: Duration.seconds(30),
      environment: { [MEDIA_BUCKET_ENV]: props.mediaBucket.bucketName },
      nativePackage: SHARP_PACKAGE,
    });
    const variants = props.mediaBucket.arnForObjects(`${VARIANT_PATH_SEGMENT}/*`);
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [...PUBLIC_PICTURE_PREFIXES.map((prefix) => props.mediaBucket.arnForObjects(`${prefix}*`)), variants],
      }),
    );
    this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [variants] }));
    acknowledgeFindings(this, [
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by CloudFront through its function URL: a dead-letter queue only ever receives failed asynchronous invocations.',
      },
    ]);
    acknowledgeFindings(this.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "The image function reads the originals of the public pictures' folders and reads and writes the variants' folder (_v/) of the media bucket: those prefixes only, get and put.",
        grants: [/MediaBucket.*\/(package-images|suppliers\/logo|agents|_v)\/\*$/],
      },
    ]);
  }
}
