import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { TABLE_LIST } from '@tdp/functions/data/table-definitions';
import { STAGES } from '../lib/stage-config.ts';
import { synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string }>;

function resourcesOfType(template: Template, type: string): Resources[string][] {
  return Object.values(template.toJSON().Resources as Resources).filter((resource) => resource.Type === type);
}

describe('data stack', () => {
  let prod: SynthesisedPlatform;
  let dev: SynthesisedPlatform;

  beforeAll(() => {
    prod = synthesisePlatform(STAGES.prod!);
    dev = synthesisePlatform(STAGES.dev!);
  });

  afterAll(() => {
    prod?.remove();
    dev?.remove();
  });

  it('creates the three tables of the table definitions with their keys, indexes and TTL, on demand and encrypted', () => {
    const tables = resourcesOfType(dev.data, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(TABLE_LIST.length);
    for (const definition of TABLE_LIST) {
      dev.data.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: definition.sortKey.name, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        GlobalSecondaryIndexes: definition.globalIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        TimeToLiveSpecification: definition.ttlAttribute ? { AttributeName: definition.ttlAttribute, Enabled: true } : Match.absent(),
      });
    }
  });

  it('never hard-codes a physical table, bucket or secret name', () => {
    for (const platform of [dev, prod]) {
      for (const resource of resourcesOfType(platform.data, 'AWS::DynamoDB::Table')) expect(resource.Properties.TableName).toBeUndefined();
      for (const resource of resourcesOfType(platform.data, 'AWS::S3::Bucket')) expect(resource.Properties.BucketName).toBeUndefined();
      for (const resource of resourcesOfType(platform.data, 'AWS::SecretsManager::Secret')) expect(resource.Properties.Name).toBeUndefined();
    }
  });

  it('protects production tables: point-in-time recovery, deletion protection, retained with the stack', () => {
    for (const table of resourcesOfType(prod.data, 'AWS::DynamoDB::Table')) {
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.UpdateReplacePolicy).toBe('Retain');
    }
  });

  it('lets a development stage be deleted cleanly', () => {
    for (const table of resourcesOfType(dev.data, 'AWS::DynamoDB::Table')) {
      expect(table.Properties.DeletionProtectionEnabled).toBe(false);
      expect(table.DeletionPolicy).toBe('Delete');
    }
    expect(prod.stage.data.terminationProtection).toBe(true);
    expect(dev.stage.data.terminationProtection).toBe(false);
  });

  it('keeps the media bucket private, versioned, TLS-only and retained in production', () => {
    const buckets = resourcesOfType(prod.data, 'AWS::S3::Bucket');
    // The other bucket is the log bucket (its own test: operations.test.ts).
    expect(buckets).toHaveLength(2);
    const bucket = buckets.find((candidate) => candidate.Properties.VersioningConfiguration);
    expect(bucket!.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket!.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket!.DeletionPolicy).toBe('Retain');
    prod.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
  });

  it("keeps applicants' attachments and agents' documents out of CloudFront's reach: /media/applications/... and /media/Documents/... are denied", () => {
    const policies = Object.values(prod.data.findResources('AWS::S3::BucketPolicy'));
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>);
    const denied = statements.filter((statement) => statement.Effect === 'Deny' && statement.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(denied).toHaveLength(1);
    expect(denied[0]!.Action).toBe('s3:GetObject');
    const prefixes = (denied[0]!.Resource as unknown[]).map((resource) => JSON.stringify(resource).match(/MediaBucket\w+","Arn"\]\},"\/([^"]+)"\]\]\}$/)?.[1]);
    expect(prefixes.sort()).toEqual(['Documents/*', 'applications/*']);
  });

  it('lets browsers PUT presigned uploads to the media bucket from the site only', () => {
    dev.data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedOrigins: ['https://*.cloudfront.net'],
            ExposedHeaders: ['ETag'],
          }),
        ],
      },
    });
  });

  it('generates the signing key at deploy and keeps it in a secret', () => {
    dev.data.hasResourceProperties('Custom::SigningKey', { Generation: STAGES.dev!.signingKeyGeneration });
  });

  it('keeps two secrets, the signing key and the origin secret, each written at deploy by its own provisioner', () => {
    dev.data.resourceCountIs('AWS::SecretsManager::Secret', 2);
    const originSecretId = dev.stage.data.getLogicalId(dev.stage.data.originSecret.node.defaultChild as CfnElement);
    dev.data.hasResourceProperties('Custom::OriginSecret', { SecretArn: { Ref: originSecretId }, Generation: STAGES.dev!.originSecretGeneration });
    prod.data.hasResourceProperties('Custom::OriginSecret', { Generation: STAGES.prod!.originSecretGeneration });
    // Retained with production data, like the signing key: the distribution's header refers to one of its versions.
    const secrets = resourcesOfType(prod.data, 'AWS::SecretsManager::Secret');
    expect(secrets.every((secret) => secret.DeletionPolicy === 'Retain')).toBe(true);
  });
});
