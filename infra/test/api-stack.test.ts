import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import { routeList } from '@tdp/shared/api/routes';
import { sensitiveRouteKeys } from '../lib/api-stack.ts';
import { STAGES } from '../lib/stage-config.ts';
import { synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

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
    const others = [platform.stage.api.mailEventsFunction, platform.stage.api.scheduledJobsFunction, platform.stage.api.leadDeadlinesFunction].map((fn) =>
      logicalId(fn.node.defaultChild),
    );
    return ofType('AWS::Lambda::Function').filter(([id]) => !others.includes(id));
  }

  it('has exactly one route per manifest entry, keyed `METHOD /path`', () => {
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map(([, properties]) => properties.RouteKey as string);
    expect(routeKeys.sort()).toEqual(routeList.map(routeKeyOf).sort());
  });

  it('sends every route to the function of its handler group', () => {
    const functionOfIntegration = new Map(
      ofType('AWS::ApiGatewayV2::Integration').map(([id, properties]) => [id, properties.IntegrationUri['Fn::GetAtt'][0] as string]),
    );
    const routesByKey = new Map(ofType('AWS::ApiGatewayV2::Route').map(([, properties]) => [properties.RouteKey as string, properties]));
    for (const route of routeList) {
      const target = routesByKey.get(routeKeyOf(route))!.Target['Fn::Join'][1] as [string, { Ref: string }];
      expect(target[0]).toBe('integrations/');
      const expectedFunction = logicalId(platform.stage.api.functions.get(route.group)!.node.defaultChild);
      expect(functionOfIntegration.get(target[1].Ref), routeKeyOf(route)).toBe(expectedFunction);
    }
  });

  it('has one function per handler group that has routes, and no other', () => {
    const groups = [...new Set(routeList.map((route) => route.group))].sort();
    expect([...platform.stage.api.functions.keys()].sort()).toEqual(groups);
    expect(groupFunctions()).toHaveLength(groups.length);
    expect(ofType('AWS::Lambda::Function')).toHaveLength(groups.length + 3);
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

  it("lets API Gateway invoke each function once for the whole API, not once per route", () => {
    const permissions = ofType('AWS::Lambda::Permission').filter(([, properties]) => properties.Principal !== 'sns.amazonaws.com' && properties.Principal !== 'events.amazonaws.com');
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
    const tight = { ThrottlingRateLimit: STAGES.dev!.sensitiveRouteThrottling.rateLimit, ThrottlingBurstLimit: STAGES.dev!.sensitiveRouteThrottling.burstLimit };
    const expectedKeys = sensitiveRouteKeys(routeList);
    expect(expectedKeys).toEqual(expect.arrayContaining(['POST /api/auth/login/{role}', 'POST /api/leads/quote', 'POST /api/leads/contact', 'POST /api/leads/agent-application']));
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
