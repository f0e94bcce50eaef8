import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { ownLogGroupAndRole } from '../lib/bundled-function.ts';
import { acknowledgeFindings, AcknowledgingAwsSolutionsChecks, RULE_PACKS } from '../lib/rule-findings.ts';
import { STAGES, type StageConfig } from '../lib/stage-config.ts';
import { WITH_DOMAIN } from './stage-fixtures.ts';
import { synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/**
 * AWS's rule packs as a gate (issue #22, item 7): every stage shape synthesises with no cdk-nag AwsSolutions or
 * Serverless finding left, other than those acknowledged in code beside their construct with a written reason
 * (infra/lib/rule-findings.ts; `npm run synth` runs the same packs).
 */
const THROWAWAY_DEV: StageConfig = { ...STAGES.dev!, name: 'scratch', edgeProtection: false };

const SHAPES: ReadonlyArray<[string, StageConfig]> = [
  ['dev', STAGES.dev!],
  ['prod', STAGES.prod!],
  ['prod with its own domain', { ...WITH_DOMAIN, name: 'prod' }],
  ['a throw-away dev stage without edge protection', THROWAWAY_DEV],
];

describe.each(SHAPES)('the rule packs on %s', (_shape, config) => {
  let platform: SynthesisedPlatform;

  beforeAll(() => {
    platform = synthesisePlatform(config);
  });
  afterAll(() => platform?.remove());

  it.each(RULE_PACKS.map((Pack) => [Pack.name, Pack] as const))('%s reports nothing unacknowledged', (_name, Pack) => {
    const report = new Pack(undefined, { verbose: true }).validateScope(platform.stage);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}: ${violation.description}`),
    );
    expect(findings).toEqual([]);
  });
});

describe('a throw-away stage with edge protection off', () => {
  it('has no web ACL, and its distribution none attached', () => {
    const platform = synthesisePlatform(THROWAWAY_DEV);
    try {
      expect(platform.edge).toBeUndefined();
      const distribution = Object.values(platform.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
      expect(distribution.WebACLId).toBeUndefined();
    } finally {
      platform.remove();
    }
  });
});

describe('the gate itself', () => {
  it('reports a finding nobody acknowledged, and drops it once acknowledged with a reason on the construct', () => {
    const stack = new Stack(new App(), 'Probe');
    const bucket = new s3.Bucket(stack, 'Bare', { enforceSSL: true });
    const rules = () => new AcknowledgingAwsSolutionsChecks().validateScope(stack).violations.map((violation) => violation.ruleName);
    expect(rules()).toContain('AwsSolutions-S1');
    acknowledgeFindings(bucket, [{ id: 'AwsSolutions-S1', reason: 'A probe bucket of this test: nothing is ever stored in it.' }]);
    expect(rules()).not.toContain('AwsSolutions-S1');
  });

  it('acknowledges X-Ray’s `*` on a function’s role only while tracing is its one statement on `*`', () => {
    const stack = new Stack(new App(), 'Probe');
    const { logGroup, role } = ownLogGroupAndRole(stack, 'Probe', STAGES.dev!, 'a probe function of this test');
    new lambda.Function(stack, 'Probe', {
      code: lambda.Code.fromInline('export const handler = async () => ({});'),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      role,
      logGroup,
      tracing: lambda.Tracing.ACTIVE,
    });
    const wildcardFindings = () =>
      new AcknowledgingAwsSolutionsChecks()
        .validateScope(stack)
        .violations.filter((violation) => violation.ruleName === 'AwsSolutions-IAM5[Resource::*]')
        .flatMap((violation) => violation.violatingResources.map((resource) => resource.constructPath));
    expect(wildcardFindings()).toEqual([]);
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:ListAllMyBuckets'], resources: ['*'] }));
    expect(wildcardFindings()).toEqual([expect.stringContaining('ProbeRole')]);
  });

  it('refuses an acknowledgement without a real reason', () => {
    const stack = new Stack(new App(), 'Probe');
    expect(() => acknowledgeFindings(stack, [{ id: 'AwsSolutions-S1', reason: 'ok' }])).toThrow(/real reason/);
  });
});
