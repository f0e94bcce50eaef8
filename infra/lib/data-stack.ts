import { CfnOutput, Duration, RemovalPolicy, Stack, type SecretValue, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { TABLE_LIST, type TableDefinition, type TableName } from '@tdp/functions/data/table-definitions';
import { mediaBucketCorsRule } from '@tdp/functions/data/media-bucket-cors';
import { APPLICATION_ATTACHMENT_PREFIX } from '@tdp/shared/schemas/application-attachment';
import { STACK_OUTPUTS } from './stack-names.ts';
import { OriginSecretProvisioner } from './origin-secret/origin-secret-provisioner.ts';
import { SigningKeyProvisioner } from './signing-key/signing-key-provisioner.ts';
import { customSiteOrigin, type StageConfig } from './stage-config.ts';

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

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.tables = Object.fromEntries(
      TABLE_LIST.map((definition) => [definition.name, this.createTable(definition, stage, removalPolicy)]),
    ) as Record<TableName, dynamodb.Table>;

    const cors = mediaBucketCorsRule(mediaUploadOrigins(stage));
    this.mediaBucket = new s3.Bucket(this, 'MediaBucket', {
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
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(stage.protectData ? 90 : 7) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy,
      autoDeleteObjects: !stage.protectData,
    });
    this.allowCloudFrontToReadMedia();
    new CfnOutput(this, STACK_OUTPUTS.identityTableName, {
      value: this.tables.identity.tableName,
      description: 'Identity table (users, sessions): read by `npm run create-admin`',
    });

    this.signingKeySecret = new secretsmanager.Secret(this, 'SigningKeySecret', {
      description: `Access-token signing keys of the ${stage.name} stage (written by its provisioner at deploy)`,
      removalPolicy,
    });
    this.jwksJson = new SigningKeyProvisioner(this, 'SigningKeyProvisioner', {
      secret: this.signingKeySecret,
      stage,
    }).jwksJson;

    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `Secret the ${stage.name} distribution adds to API requests (written by its provisioner at deploy)`,
      removalPolicy,
    });
    const origin = new OriginSecretProvisioner(this, 'OriginSecretProvisioner', { secret: this.originSecret, stage });
    this.originSecretCurrentValue = origin.currentValue;
    this.originVerifyDigests = origin.digests;
  }

  /**
   * CloudFront (with Origin Access Control) may read media objects. The distribution is created after this
   * stack, so the policy cannot name it without a dependency cycle: it admits the distributions of this
   * account, as CDK itself does for OAC key policies. The objects are public through `/media/` anyway,
   * except applicants' attachments under `applications/`, which CloudFront is denied.
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
    // Applicants' résumés are personal data, not site media: never served under /media/, only through
    // the short-lived downloads the leads group signs for admins.
    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'DenyCloudFrontApplicationAttachments',
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects(`${APPLICATION_ATTACHMENT_PREFIX}*`)],
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
