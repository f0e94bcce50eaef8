import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import { routeList } from '@tdp/shared/api/routes';
import { sensitiveRouteKeys } from '../lib/api-stack.ts';
import { LIVE_ALIAS, ROLLOUT_API_5XX_PERCENT, ROLLOUT_API_MIN_REQUESTS } from '../lib/safe-rollout.ts';
import { STAGES } from '../lib/stage-config.ts';
import { flattenValue, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

function logicalId(element: unknown): string {
  const cfn = element as CfnElement;
  return cfn.stack.getLogicalId(cfn);
}

describe('API stack generated from the route manifest', () => {
  let platform: SynthesisedPlatform;
  let resources: Resources;

  beforeAll(() => {
    platform = synthesisePlatform(STAGES.dev!);
    resources = platform.api.toJSON().Resources as Resources;
  });

  afterAll(() => {
    platform?.remove();
  });

  function ofType(type: string): Array<[string, Record<string, any>]> {
    return Object.entries(resources)
      .filter(([, resource]) => resource.Type === type)
      .map(([id, resource]) => [id, resource.Properties]);
  }

  /** The handler groups' functions (the stack also holds the mail-events, scheduled-jobs and lead-deadlines functions, which no route reaches). */
  function groupFunctions(): Array<[string, Record<string, any>]> {
    const others = [
      platform.stage.api.mailEventsFunction,
      platform.stage.api.scheduledJobsFunction,
      platform.stage.api.leadDeadlinesFunction,
      platform.stage.api.mailQueue.sender,
    ].map((fn) => logicalId(fn.node.defaultChild));
    return ofType('AWS::Lambda::Function').filter(([id]) => !others.includes(id));
  }

  it('has exactly one route per manifest entry, keyed `METHOD /path`', () => {
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map(([, properties]) => properties.RouteKey as string);
    expect(routeKeys.sort()).toEqual(routeList.map(routeKeyOf).sort());
  });

  it('sends every route to the live alias of its handler group’s function, never to the function’s latest code', () => {
    const aliasOfIntegration = new Map(ofType('AWS::ApiGatewayV2::Integration').map(([id, properties]) => [id, properties.IntegrationUri.Ref as string]));
    const routesByKey = new Map(ofType('AWS::ApiGatewayV2::Route').map(([, properties]) => [properties.RouteKey as string, properties]));
    for (const route of routeList) {
      const target = routesByKey.get(routeKeyOf(route))!.Target['Fn::Join'][1] as [string, { Ref: string }];
      expect(target[0]).toBe('integrations/');
      const alias = platform.stage.api.liveAliases.get(route.group)!;
      expect(aliasOfIntegration.get(target[1].Ref), routeKeyOf(route)).toBe(logicalId(alias.node.defaultChild));
      const aliasResource = resources[logicalId(alias.node.defaultChild)]!.Properties;
      expect(aliasResource.Name).toBe(LIVE_ALIAS);
      expect(aliasResource.FunctionName).toEqual({ Ref: logicalId(platform.stage.api.functions.get(route.group)!.node.defaultChild) });
    }
  });

  it('moves each group’s alias with CodeDeploy, all at once in dev, rolled back on the new version’s errors or the API’s 5xx share', () => {
    const groups = [...platform.stage.api.functions.keys()];
    const deploymentGroups = ofType('AWS::CodeDeploy::DeploymentGroup').map(([, properties]) => properties);
    expect(deploymentGroups.map((group) => group.DeploymentGroupName).sort()).toEqual([...groups].sort());
    const [[applicationId, application]] = ofType('AWS::CodeDeploy::Application');
    expect(application).toMatchObject({ ApplicationName: 'tbb-dev-api', ComputePlatform: 'Lambda' });
    const alarms = new Map(ofType('AWS::CloudWatch::Alarm').map(([id, properties]) => [id, properties]));
    for (const group of deploymentGroups) {
      expect(group.ApplicationName).toEqual({ Ref: applicationId });
      expect(group.DeploymentConfigName).toBe('CodeDeployDefault.LambdaAllAtOnce');
      expect(group.AutoRollbackConfiguration).toEqual({
        Enabled: true,
        Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'],
      });
      const gates = (group.AlarmConfiguration.Alarms as Array<{ Name: { Ref: string } }>).map((alarm) => alarms.get(alarm.Name.Ref)!.AlarmName).sort();
      expect(gates).toEqual(['dev-rollout-api-5xx', `dev-rollout-${group.DeploymentGroupName}-new-version-errors`].sort());
    }
    for (const [group, fn] of platform.stage.api.functions) {
      const alias = resources[logicalId(platform.stage.api.liveAliases.get(group)!.node.defaultChild)]!;
      const deployment = ofType('AWS::CodeDeploy::DeploymentGroup').find(([, properties]) => properties.DeploymentGroupName === group)![0];
      expect((alias as { UpdatePolicy?: unknown }).UpdatePolicy).toEqual({
        CodeDeployLambdaAliasUpdate: { ApplicationName: { Ref: applicationId }, DeploymentGroupName: { Ref: deployment } },
      });
      // The gate watches the newest version only, as called through the alias.
      const errors = [...alarms.values()].find((alarm) => alarm.AlarmName === `dev-rollout-${group}-new-version-errors`)!;
      const functionId = logicalId(fn.node.defaultChild);
      expect(errors).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Statistic: 'Sum',
        Period: 60,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      const dimensions = Object.fromEntries(
        (errors.Dimensions as Array<{ Name: string; Value: unknown }>).map((dimension) => [dimension.Name, flattenValue(dimension.Value)]),
      );
      expect(dimensions.FunctionName).toBe(`{Ref:${functionId}}`);
      expect(dimensions.Resource).toBe(`{Ref:${functionId}}:${LIVE_ALIAS}`);
      // The version the alias is moved to: the function's current one.
      const [versionId, attribute] = alias.Properties.FunctionVersion['Fn::GetAtt'] as [string, string];
      expect(attribute).toBe('Version');
      expect(resources[versionId]).toMatchObject({ Type: 'AWS::Lambda::Version', Properties: { FunctionName: { Ref: functionId } } });
      expect(dimensions.ExecutedVersion).toBe(`{${versionId}.Version}`);
    }
    const api5xx = [...alarms.values()].find((alarm) => alarm.AlarmName === 'dev-rollout-api-5xx')!;
    expect(api5xx.Threshold).toBe(ROLLOUT_API_5XX_PERCENT);
    expect(api5xx.Metrics.find((metric: { Expression?: string }) => metric.Expression).Expression).toBe(
      `IF(requests >= ${ROLLOUT_API_MIN_REQUESTS}, 100 * errors / requests, 0)`,
    );
  });

  it('has one function per handler group that has routes, and no other', () => {
    const groups = [...new Set(routeList.map((route) => route.group))].sort();
    expect([...platform.stage.api.functions.keys()].sort()).toEqual(groups);
    expect(groupFunctions()).toHaveLength(groups.length);
    // Beside the groups: the mail events, scheduled jobs, lead deadlines and mail queue's sender functions.
    expect(ofType('AWS::Lambda::Function')).toHaveLength(groups.length + 4);
  });

  it('runs every function on Node 24, arm64 (x86_64 for the groups that carry sharp to decode pictures), ESM bundle with source maps enabled', () => {
    const decoding = new Set(['catalogue', 'people'].map((group) => logicalId(platform.stage.api.functions.get(group as never)!.node.defaultChild)));
    for (const [id, properties] of ofType('AWS::Lambda::Function')) {
      expect(properties.Runtime).toBe('nodejs24.x');
      expect(properties.Architectures, id).toEqual([decoding.has(id) ? 'x86_64' : 'arm64']);
      expect(properties.Handler).toBe('index.handler');
      expect(properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(properties.LoggingConfig.LogGroup).toBeDefined();
    }
  });

  it('lets API Gateway invoke each function once for the whole API, not once per route', () => {
    const permissions = ofType('AWS::Lambda::Permission').filter(
      ([, properties]) => properties.Principal !== 'sns.amazonaws.com' && properties.Principal !== 'events.amazonaws.com',
    );
    expect(permissions).toHaveLength(platform.stage.api.functions.size);
    for (const [, properties] of permissions) {
      expect(properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(properties.SourceArn)).toContain('/*/*/*');
    }
  });

  it('changes every function when the signing key rotates, so that a deploy gives them the new public keys', () => {
    // The JWKS reaches this stack as a weak reference (its text does not change with the key), and `cdk deploy` skips a
    // stack whose template is unchanged: the generation in each function's environment makes the change visible.
    const rotated = synthesisePlatform({ ...STAGES.dev!, signingKeyGeneration: `${STAGES.dev!.signingKeyGeneration}-next` });
    try {
      const rotatedResources = rotated.api.toJSON().Resources as Resources;
      const functions = groupFunctions();
      expect(functions.length).toBeGreaterThan(0);
      for (const [id, properties] of functions) {
        const before = properties.Environment.Variables;
        const after = rotatedResources[id]!.Properties.Environment.Variables;
        expect(before.SIGNING_KEY_GENERATION, id).toBe(STAGES.dev!.signingKeyGeneration);
        expect(after.SIGNING_KEY_GENERATION, id).toBe(`${STAGES.dev!.signingKeyGeneration}-next`);
        expect(after.JWKS_JSON, id).toEqual(before.JWKS_JSON);
      }
      expect(JSON.stringify(rotated.api.toJSON())).not.toBe(JSON.stringify(platform.api.toJSON()));
    } finally {
      rotated.remove();
    }
  });

  it('throttles the HTTP API default stage as the stage config says, sign-in and the public forms tighter per route', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage') as [[string, Record<string, any>]];
    expect(stage).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: STAGES.dev!.throttling.rateLimit, ThrottlingBurstLimit: STAGES.dev!.throttling.burstLimit },
    });
    const tight = {
      ThrottlingRateLimit: STAGES.dev!.sensitiveRouteThrottling.rateLimit,
      ThrottlingBurstLimit: STAGES.dev!.sensitiveRouteThrottling.burstLimit,
    };
    const expectedKeys = sensitiveRouteKeys(routeList);
    expect(expectedKeys).toEqual(
      expect.arrayContaining(['POST /api/auth/login/{role}', 'POST /api/leads/quote', 'POST /api/leads/contact', 'POST /api/leads/agent-application']),
    );
    expect(expectedKeys.every((key) => /^POST \/api\/(auth|leads)\//.test(key))).toBe(true);
    expect(Object.keys(stage.RouteSettings).sort()).toEqual(expectedKeys);
    for (const key of expectedKeys) expect(stage.RouteSettings[key], key).toEqual(tight);
    // Per-route settings must name existing routes: the stage is created after every route.
    const routeIds = ofType('AWS::ApiGatewayV2::Route').map(([id]) => id);
    const stageId = ofType('AWS::ApiGatewayV2::Stage')[0]![0];
    expect((resources[stageId] as unknown as { DependsOn: string[] }).DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('keeps function logs for the stage retention', () => {
    for (const [, properties] of ofType('AWS::Logs::LogGroup')) expect(properties.RetentionInDays).toBe(STAGES.dev!.logRetentionDays);
  });
});
