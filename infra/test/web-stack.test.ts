import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { routeList } from '@tdp/shared/api/routes';
import { parseRuntimeConfig } from '@tdp/shared/runtime-config';
import { apiPathPatterns } from '../lib/api-path-patterns.ts';
import { STAGES } from '../lib/stage-config.ts';
import { siteSecurityHeaders } from '../lib/security-headers.ts';
import { isSignedInAreaPath, SIGNED_IN_AREA_PATHS } from '@tdp/shared/site-paths/area-paths';
import { CLIENT_RENDERED_PATH_PATTERNS, MEDIA_CACHE_CONTROL, runtimeConfigOf, siteFilePathPatterns } from '../lib/web-stack.ts';
import { siteRequestFunctionCode } from '../lib/edge/site-request.ts';
import { STACK_OUTPUTS } from '../lib/stack-names.ts';
import { FIXED_LEGACY_REDIRECTS } from '@tdp/shared/deals/legacy-redirects';
import {
  PAGE_COPIES_BUCKET_ENV,
  PAGE_EDGE_MAX_AGE_SECONDS,
  PAGE_QUERY_PARAMETERS,
  RUNTIME_CONFIG_ENV,
  SITE_HOST_HEADER,
} from '../../web/server/render-settings.ts';
import { LIVE_ALIAS, ROLLOUT_RENDER_FAILURES } from '../lib/safe-rollout.ts';
import { flattenValue, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';
import { CATALOGUE_VERSION_MEMO_ENV, CATALOGUE_VERSION_MEMO_MS } from '@tdp/shared/catalogue-version-memo';

/** IDs of CloudFront's managed policies (the same in every account). */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
/** CloudFront's default quota of cache behaviours per distribution. */
const BEHAVIOUR_QUOTA = 25;

type Resources = Record<string, { Type: string; Properties: Record<string, any>; UpdatePolicy?: object }>;

interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId: { Ref: string };
  AllowedMethods?: string[];
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }>;
}

describe('web stack: the distribution in front of the rendered pages, the site, the media and the API', () => {
  let platform: SynthesisedPlatform;
  let resources: Resources;
  let distribution: Record<string, any>;
  let behaviours: Behaviour[];
  let headersPolicyId: string;

  beforeAll(() => {
    platform = synthesisePlatform(STAGES.dev!);
    resources = platform.web.toJSON().Resources as Resources;
    distribution = Object.values(resources).find((resource) => resource.Type === 'AWS::CloudFront::Distribution')!.Properties.DistributionConfig;
    behaviours = distribution.CacheBehaviors as Behaviour[];
    headersPolicyId = Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy')![0];
  });

  afterAll(() => {
    platform?.remove();
  });

  function originOf(behaviour: Behaviour): Record<string, any> {
    return (distribution.Origins as Array<Record<string, any>>).find((origin) => origin.Id === behaviour.TargetOriginId)!;
  }

  function edgeFunctionCode(behaviour: Behaviour): string {
    const [association] = behaviour.FunctionAssociations ?? [];
    expect(association?.EventType).toBe('viewer-request');
    return resources[association!.FunctionARN['Fn::GetAtt'][0]]!.Properties.FunctionCode as string;
  }

  /** The cache policy of a behaviour (a policy of this template). */
  function cachePolicyOf(behaviour: Behaviour): Record<string, any> {
    const id = (behaviour.CachePolicyId as { Ref?: string }).Ref;
    expect(id, 'a cache policy of the template').toBeDefined();
    return resources[id!]!.Properties.CachePolicyConfig as Record<string, any>;
  }

  it('sends every manifest path prefix to the HTTP API, kept only as its answers say, with all viewer headers but Host', () => {
    const patterns = apiPathPatterns(routeList);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) {
      const behaviour = behaviours.find((candidate) => candidate.PathPattern === pattern);
      expect(behaviour, pattern).toBeDefined();
      const policy = cachePolicyOf(behaviour!);
      // Nothing kept unless the answer says so; the whole query and the caller's token in the key.
      expect([policy.MinTTL, policy.DefaultTTL]).toEqual([0, 0]);
      expect(policy.MaxTTL).toBeLessThanOrEqual(600);
      const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['Authorization'] });
      expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
      expect(key.CookiesConfig).toEqual({ CookieBehavior: 'none' });
      expect(behaviour!.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      expect(behaviour!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
      expect(flattenValue(originOf(behaviour!).DomainName)).toMatch(/^\{Ref:HttpApi[0-9A-F]+\}\.execute-api\./);
      expect(originOf(behaviour!).CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    }
  });

  it("never shares a package's agent-only notes: their routes need a token, which is in the API behaviour's cache key", () => {
    const agentNotes = routeList.filter((route) => route.path.endsWith('/agent-notes'));
    expect(agentNotes.map((route) => route.name).sort()).toEqual(['getPackageAgentNotes', 'getPortalPackageAgentNotes', 'updatePackageAgentNotes']);
    for (const route of agentNotes) {
      expect(route.access, route.name).not.toBe('public');
      const behaviour = behaviours.find((candidate) => candidate.PathPattern === `/${route.path.split('/')[1]}*`);
      expect(behaviour, route.path).toBeDefined();
      expect(cachePolicyOf(behaviour!).ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers).toEqual(['Authorization']);
    }
  });

  it('keeps an English and a French answer of a public read apart: every read taking lang has the whole query in its key', () => {
    // The reads a public page makes take lang=en|fr (docs/decisions/bilingual-catalogue.md); a route takes it when its
    // query schema accepts lang=fr and refuses lang=de naming it.
    const takesLang = routeList.filter((route) => {
      const accepts = route.query?.safeParse({ lang: 'fr' });
      const refuses = route.query?.safeParse({ lang: 'de' });
      return accepts?.success === true && refuses?.success === false && refuses.error.issues.some((issue) => issue.path[0] === 'lang');
    });
    expect(takesLang.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'getPackage',
        'getDeals',
        'searchDeals',
        'listHomepagePackages',
        'listRelatedPackages',
        'listContinents',
        'listTravelStyles',
        'getSitemap',
      ]),
    );
    for (const route of takesLang) {
      const behaviour = behaviours.find((candidate) => candidate.PathPattern === `/${route.path.split('/')[1]}*`);
      expect(behaviour, route.path).toBeDefined();
      const key = cachePolicyOf(behaviour!).ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.QueryStringsConfig, route.name).toEqual({ QueryStringBehavior: 'all' });
    }
  });

  it('adds the origin secret to requests for the API only, as a dynamic reference pinned to the version its provisioner wrote', () => {
    const originSecretId = platform.stage.data.getLogicalId(platform.stage.data.originSecret.node.defaultChild as CfnElement);
    const apiOrigins = new Set(apiPathPatterns(routeList).map((pattern) => behaviours.find((candidate) => candidate.PathPattern === pattern)!.TargetOriginId));
    expect(apiOrigins.size).toBe(1);
    for (const origin of distribution.Origins as Array<Record<string, any>>) {
      if (!apiOrigins.has(origin.Id)) {
        expect(origin.OriginCustomHeaders, origin.Id).toBeUndefined();
        continue;
      }
      expect(origin.OriginCustomHeaders).toHaveLength(1);
      const [header] = origin.OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>;
      expect(header!.HeaderName.toLowerCase()).toBe('x-origin-verify');
      // Resolved by CloudFormation at deploy: the template holds a reference, never the value.
      expect(flattenValue(header!.HeaderValue)).toMatch(
        new RegExp(
          `^\\{\\{resolve:secretsmanager:\\{Import:dev-Data:ExportsOutputRef${originSecretId}\\w*\\}:SecretString:current::` +
            `\\{Output:dev-Data:PublishOutputFnGetAttOriginSecretProvisionerValues\\w+VersionId\\w*\\}\\}\\}$`,
        ),
      );
    }
  });

  it("writes the viewer's address on every API request (edge function), and nowhere else", () => {
    for (const pattern of apiPathPatterns(routeList)) {
      const behaviour = behaviours.find((candidate) => candidate.PathPattern === pattern)!;
      expect(edgeFunctionCode(behaviour), pattern).toContain("request.headers['x-viewer-address'] = { value: event.viewer.ip }");
    }
    for (const behaviour of [distribution.DefaultCacheBehavior as Behaviour, behaviours.find((candidate) => candidate.PathPattern === '/media/*')!]) {
      expect(edgeFunctionCode(behaviour)).not.toContain('x-viewer-address');
    }
  });

  it('changes the distribution when the origin secret rotates, so that a deploy updates its header', () => {
    const rotated = synthesisePlatform({ ...STAGES.dev!, originSecretGeneration: `${STAGES.dev!.originSecretGeneration}-next` });
    try {
      const rotatedDistribution = Object.values(rotated.web.toJSON().Resources as Resources).find(
        (resource) => resource.Type === 'AWS::CloudFront::Distribution',
      )!;
      expect(rotatedDistribution.Properties.DistributionConfig.Comment).not.toBe(distribution.Comment);
      expect(rotatedDistribution.Properties.DistributionConfig.Comment).toContain(`generation ${STAGES.dev!.originSecretGeneration}-next`);
    } finally {
      rotated.remove();
    }
  });

  it('stays within the cache-behaviour quota', () => {
    expect(behaviours.length).toBeLessThanOrEqual(BEHAVIOUR_QUOTA);
  });

  it("serves the SPA's files and the client-rendered dashboards from the private site bucket through Origin Access Control", () => {
    const patterns = [...siteFilePathPatterns(), ...CLIENT_RENDERED_PATH_PATTERNS];
    expect(siteFilePathPatterns()).toEqual(['/assets/*', '/config.json', '/favicon.svg', '/hydrate-after-load.js']);
    // The signed-in areas come from the paths module: one pattern per area's home, each area there.
    expect([...CLIENT_RENDERED_PATH_PATTERNS].sort()).toEqual(['/admin-dashboard*', '/agent-dashboard*']);
    expect(CLIENT_RENDERED_PATH_PATTERNS).toEqual(SIGNED_IN_AREA_PATHS.map((home) => `${home}*`));
    expect(SIGNED_IN_AREA_PATHS.every((home) => isSignedInAreaPath(`${home}/any/page`))).toBe(true);
    for (const pattern of patterns) {
      const behaviour = behaviours.find((candidate) => candidate.PathPattern === pattern);
      expect(behaviour, pattern).toBeDefined();
      const origin = originOf(behaviour!);
      expect(origin.OriginAccessControlId, pattern).toBeDefined();
      expect(flattenValue(origin.DomainName), pattern).toMatch(/^\{SiteBucket[0-9A-F]+\.RegionalDomainName\}$/);
      expect(behaviour!.CachePolicyId, pattern).toBe(CACHING_OPTIMIZED);
    }
    // Any path under a dashboard is the SPA's page; the files are served as they are.
    for (const pattern of CLIENT_RENDERED_PATH_PATTERNS) {
      expect(edgeFunctionCode(behaviours.find((candidate) => candidate.PathPattern === pattern)!)).toContain("request.uri = '/index.html'");
    }
    for (const pattern of siteFilePathPatterns())
      expect(behaviours.find((candidate) => candidate.PathPattern === pattern)!.FunctionAssociations, pattern).toBeUndefined();
    // `/` is a rendered page, not the bucket's index.html.
    expect(distribution.DefaultRootObject).toBeUndefined();
  });

  it('sends every other path (the public pages) to the render function, through its function URL with Origin Access Control, GET and HEAD only', () => {
    const pages = distribution.DefaultCacheBehavior as Behaviour & { CachedMethods: string[]; Compress: boolean; ViewerProtocolPolicy: string };
    const origin = originOf(pages);
    expect(flattenValue(origin.DomainName)).toMatch(
      /^\{"Fn::Select":\[2,\{"Fn::Split":\["\/",\{"Fn::GetAtt":\["RenderFunctionLiveAliasFunctionUrl[0-9A-F]+","FunctionUrl"\]\}\]\}\]\}$/,
    );
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const oac = resources[origin.OriginAccessControlId['Fn::GetAtt'][0]]!.Properties.OriginAccessControlConfig;
    expect(oac).toMatchObject({ OriginAccessControlOriginType: 'lambda', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    expect(pages.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(pages.CachedMethods).toEqual(['GET', 'HEAD']);
    expect(pages.Compress).toBe(true);
    expect(pages.ViewerProtocolPolicy).toBe('redirect-to-https');
    // Only the edge function's header reaches the function besides the cache key: no cookie, no credential.
    const originRequest = resources[(pages.OriginRequestPolicyId as unknown as { Ref: string }).Ref]!.Properties.OriginRequestPolicyConfig;
    expect(originRequest).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [SITE_HOST_HEADER] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
  });

  it("caches pages on the path and the pages' query parameters only: never on Authorization, a cookie or any header", () => {
    const pages = distribution.DefaultCacheBehavior as Behaviour;
    const policy = resources[(pages.CachePolicyId as unknown as { Ref: string }).Ref]!.Properties.CachePolicyConfig;
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
    expect(key.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    expect(JSON.stringify(key).toLowerCase()).not.toMatch(/authorization|cookie"\s*:\s*\[/);
    expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: [...PAGE_QUERY_PARAMETERS] });
    expect(key.QueryStringsConfig.QueryStrings).toEqual(expect.arrayContaining(['destinationIds', 'travelStyleIds']));
    // CloudFront's default quota of query strings per cache policy.
    expect(key.QueryStringsConfig.QueryStrings.length).toBeLessThanOrEqual(10);
    expect(key.EnableAcceptEncodingGzip).toBe(true);
    expect(key.EnableAcceptEncodingBrotli).toBe(true);
    // The render function says how long (s-maxage); an answer that does not say is not kept.
    expect(policy.MinTTL).toBe(0);
    expect(policy.DefaultTTL).toBe(0);
    expect(policy.MaxTTL).toBeGreaterThanOrEqual(PAGE_EDGE_MAX_AGE_SECONDS);
  });

  it("answers the old site's fixed addresses with a 301 at the edge and tells the render function the site's domain", () => {
    const code = edgeFunctionCode(distribution.DefaultCacheBehavior as Behaviour);
    expect(code).toBe(siteRequestFunctionCode());
    expect(code).toContain(JSON.stringify(FIXED_LEGACY_REDIRECTS));
    expect(code).toContain('statusCode: 301');
    expect(code).toContain(`request.headers['${SITE_HOST_HEADER}']`);
  });

  it('lets only this distribution invoke the render and image functions, through their IAM-authenticated function URLs', () => {
    const renderId = platform.stage.web.getLogicalId(platform.stage.web.renderFunction.node.defaultChild as CfnElement);
    const imageId = Object.entries(resources).find(([name, resource]) => resource.Type === 'AWS::Lambda::Function' && name.startsWith('ImageFunction'))![0];
    const distributionId = Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::CloudFront::Distribution')![0];
    // Each URL is the function's `live` alias (Qualifier), which CodeDeploy moves: CloudFront never calls the latest code.
    const urls = Object.values(resources).filter((resource) => resource.Type === 'AWS::Lambda::Url');
    expect(urls.map(({ Type, Properties }) => ({ Type, Properties }))).toEqual(
      [renderId, imageId].map((id) => ({
        Type: 'AWS::Lambda::Url',
        Properties: { AuthType: 'AWS_IAM', TargetFunctionArn: { 'Fn::GetAtt': [id, 'Arn'] }, Qualifier: LIVE_ALIAS },
      })),
    );
    const permissions = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::Permission')
      .map((resource) => resource.Properties);
    expect(permissions.map((permission) => permission.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('cloudfront.amazonaws.com');
      expect(flattenValue(permission.SourceArn)).toBe(`arn:{Ref:AWS::Partition}:cloudfront::{Ref:AWS::AccountId}:distribution/{Ref:${distributionId}}`);
      expect(flattenValue(permission.FunctionName)).toMatch(/^\{(RenderFunction|ImageFunction)LiveAliasFunctionUrl[0-9A-F]+\.FunctionArn\}$/);
    }
    // InvokeFunction only as part of a function URL call.
    for (const permission of permissions.filter((candidate) => candidate.Action === 'lambda:InvokeFunction'))
      expect(permission.InvokedViaFunctionUrl).toBe(true);
  });

  it('moves the render and image functions’ aliases with CodeDeploy, rolled back on the new version’s errors, and for render on failed renders', () => {
    const alarms = new Map(
      Object.entries(resources)
        .filter(([, resource]) => resource.Type === 'AWS::CloudWatch::Alarm')
        .map(([id, resource]) => [id, resource.Properties]),
    );
    const groups = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::CodeDeploy::DeploymentGroup')
      .map((resource) => resource.Properties);
    const gatesOf = (name: string) =>
      (groups.find((group) => group.DeploymentGroupName === name)!.AlarmConfiguration.Alarms as Array<{ Name: { Ref: string } }>)
        .map((alarm) => alarms.get(alarm.Name.Ref)!.AlarmName)
        .sort();
    expect(groups.map((group) => group.DeploymentGroupName).sort()).toEqual(['image', 'render']);
    for (const group of groups) expect(group.DeploymentConfigName).toBe('CodeDeployDefault.LambdaAllAtOnce');
    expect(gatesOf('render')).toEqual(['dev-rollout-render-failures', 'dev-rollout-render-new-version-errors']);
    expect(gatesOf('image')).toEqual(['dev-rollout-image-new-version-errors']);
    const failures = [...alarms.values()].find((alarm) => alarm.AlarmName === 'dev-rollout-render-failures')!;
    expect(failures).toMatchObject({
      Namespace: 'TBBTravel/dev',
      MetricName: 'RenderFailures',
      Statistic: 'Sum',
      Period: 60,
      Threshold: ROLLOUT_RENDER_FAILURES,
    });
    for (const alias of [platform.stage.web.renderLive, platform.stage.web.imageLive]) {
      const id = platform.stage.web.getLogicalId(alias.node.defaultChild as CfnElement);
      expect(resources[id]!.Properties.Name).toBe(LIVE_ALIAS);
      expect(Object.keys((resources[id] as { UpdatePolicy?: object }).UpdatePolicy ?? {})).toEqual(['CodeDeployLambdaAliasUpdate']);
    }
  });

  it("runs the render function like the others, with the stage's runtime config and no origin secret (its API calls are its own, in process)", () => {
    const renderId = platform.stage.web.getLogicalId(platform.stage.web.renderFunction.node.defaultChild as CfnElement);
    const properties = resources[renderId]!.Properties;
    expect(properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'render-function.handler', MemorySize: 1024, Timeout: 15 });
    expect(properties.LoggingConfig.LogGroup).toBeDefined();
    const variables = properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables).sort()).toEqual(
      ['CONTENT_TABLE', 'NODE_ENV', 'STAGE', RUNTIME_CONFIG_ENV, PAGE_COPIES_BUCKET_ENV, CATALOGUE_VERSION_MEMO_ENV].sort(),
    );
    // Pages trust the catalogue version read in the last few seconds, as visitors' reads do (public-reads-at-the-edge.md).
    expect(variables[CATALOGUE_VERSION_MEMO_ENV]).toBe(String(CATALOGUE_VERSION_MEMO_MS));
    // Its pages' last good copies, in a bucket of their own (render-failures.md).
    expect(variables[PAGE_COPIES_BUCKET_ENV]).toEqual({
      Ref: platform.stage.web.getLogicalId(platform.stage.web.pageCopiesBucket.node.defaultChild as CfnElement),
    });
    expect(JSON.parse(variables[RUNTIME_CONFIG_ENV] as string)).toEqual(runtimeConfigOf(STAGES.dev!));
    expect(variables.NODE_ENV).toBe('production');
    expect(flattenValue(variables.CONTENT_TABLE)).toMatch(/^\{Import:dev-Data:ExportsOutputRefContentTable\w+\}$/);
    expect(variables).not.toHaveProperty('ORIGIN_VERIFY');
    expect(variables).not.toHaveProperty('JWKS_JSON');
  });

  it("tells the API stack the distribution's id (the groups that write content invalidate its pages)", () => {
    expect(platform.web.toJSON().Outputs).toHaveProperty(STACK_OUTPUTS.distributionId);
  });

  it('does not turn error answers into the SPA page (API errors reach the client as they are)', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('serves /media/* from the media bucket through Origin Access Control, without the /media prefix', () => {
    const media = behaviours.find((behaviour) => behaviour.PathPattern === '/media/*')!;
    expect(originOf(media).OriginAccessControlId).toBeDefined();
    expect(flattenValue(originOf(media).DomainName)).toContain('MediaBucket');
    expect(edgeFunctionCode(media)).toContain('/^\\/media\\//');
  });

  it("serves pictures' variants (/media/_v/*) from the bucket, else from the image function, cached a year with nothing in the key", () => {
    const index = behaviours.findIndex((behaviour) => behaviour.PathPattern === '/media/_v/*');
    expect(index).toBeGreaterThanOrEqual(0);
    // CloudFront takes the first matching pattern: the variants' behaviour comes before /media/*.
    expect(index).toBeLessThan(behaviours.findIndex((behaviour) => behaviour.PathPattern === '/media/*'));
    const variants = behaviours[index]!;
    const group = (distribution.OriginGroups.Items as Array<Record<string, any>>).find((candidate) => candidate.Id === variants.TargetOriginId)!;
    expect(group.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 404]);
    const [primary, fallback] = (group.Members.Items as Array<{ OriginId: string }>).map((member) =>
      (distribution.Origins as Array<Record<string, any>>).find((origin) => origin.Id === member.OriginId)!,
    );
    expect(flattenValue(primary!.DomainName)).toContain('MediaBucket');
    expect(flattenValue(fallback!.DomainName)).toContain('ImageFunction');
    expect(primary!.OriginAccessControlId).toBeDefined();
    expect(fallback!.OriginAccessControlId).toBeDefined();
    // The same edge function as /media/*: private prefixes refused, the prefix taken off.
    expect(edgeFunctionCode(variants)).toBe(edgeFunctionCode(behaviours.find((behaviour) => behaviour.PathPattern === '/media/*')!));
    const policy = Object.values(resources).find(
      (resource) => resource.Type === 'AWS::CloudFront::CachePolicy' && resource.Properties.CachePolicyConfig.Comment.startsWith('Picture variants'),
    )!;
    expect(variants.CachePolicyId).toEqual(expect.objectContaining({ Ref: expect.stringMatching(/^VariantsCachePolicy/) }));
    const config = policy.Properties.CachePolicyConfig;
    expect([config.MinTTL, config.DefaultTTL, config.MaxTTL]).toEqual([31_536_000, 31_536_000, 31_536_000]);
    const key = config.ParametersInCacheKeyAndForwardedToOrigin;
    expect([key.QueryStringsConfig.QueryStringBehavior, key.HeadersConfig.HeaderBehavior, key.CookiesConfig.CookieBehavior]).toEqual(['none', 'none', 'none']);
  });

  it('gives the image function reads of the public pictures and the variants, writes of the variants only, and sharp for x86_64', () => {
    const [id, fn] = Object.entries(resources).find(([name, resource]) => resource.Type === 'AWS::Lambda::Function' && name.startsWith('ImageFunction'))!;
    expect(fn.Properties.Architectures).toEqual(['x86_64']);
    const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
    const statements = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy' && (resource.Properties.Roles as Array<{ Ref: string }>).some((ref) => ref.Ref === role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>);
    const s3 = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
    const resourcesOf = (action: string) =>
      s3
        .filter((statement) => [statement.Action].flat().includes(action))
        .flatMap((statement) => [statement.Resource].flat().map((resource) => flattenValue(resource)));
    expect(
      resourcesOf('s3:GetObject')
        .map((arn) => arn.replace(/^.*MediaBucket[^/]*/, ''))
        .sort(),
    ).toEqual(['/_v/*', '/agents/*', '/package-images/*', '/suppliers/logo/*']);
    expect(resourcesOf('s3:PutObject').map((arn) => arn.replace(/^.*MediaBucket[^/]*/, ''))).toEqual(['/_v/*']);
    expect(s3.flatMap((statement) => [statement.Action].flat()).filter((action) => !['s3:GetObject', 's3:PutObject'].includes(action))).toEqual([]);
    expect(id).toBeDefined();
  });

  it("refuses the private media prefixes at the edge (403, before the cache): agents' documents and applicants' files, plain, encoded or through ..", () => {
    const code = edgeFunctionCode(behaviours.find((behaviour) => behaviour.PathPattern === '/media/*')!);
    expect(code).toContain('var PRIVATE_MEDIA_PREFIXES = ["applications/","Documents/"];');
    const context = vm.createContext({});
    vm.runInContext(code, context);
    const answer = (uri: string) => (context.handler as (event: { request: { uri: string } }) => { statusCode?: number; uri?: string })({ request: { uri } });
    for (const uri of [
      '/media/Documents/Forms/Pre-departure%20Checklist.pdf',
      '/media/%44ocuments/Forms/Pre-departure%20Checklist.pdf',
      '/media/Documents%2FForms%2FPre-departure%20Checklist.pdf',
      '/media/package-images/../Documents/Forms/Pre-departure%20Checklist.pdf',
      '/media/package-images/%2e%2e/Documents/Forms/Pre-departure%20Checklist.pdf',
      '/media/applications/2026-01/0123abcd/cv.pdf',
      '/media/%E0%A4%A',
    ]) {
      expect(answer(uri), uri).toMatchObject({ statusCode: 403 });
    }
    for (const [uri, key] of [
      ['/media/package-images/cancun/beach%20bar.jpg', '/package-images/cancun/beach%20bar.jpg'],
      ['/media/suppliers/logo/Atlantic%20Rail.png', '/suppliers/logo/Atlantic%20Rail.png'],
      ['/media/agents/nadia-haddad/photo-1.jpg', '/agents/nadia-haddad/photo-1.jpg'],
    ]) {
      expect(answer(uri!), uri).toEqual({ uri: key });
    }
  });

  it('puts the security headers on every answer: site, media and API (media with a default Cache-Control as well)', () => {
    const mediaPolicyId = Object.entries(resources).find(
      ([id, resource]) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy' && id.startsWith('MediaHeaders'),
    )![0];
    for (const behaviour of [distribution.DefaultCacheBehavior as Behaviour, ...behaviours]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: behaviour.PathPattern?.startsWith('/media/') ? mediaPolicyId : headersPolicyId });
    }
    const media = resources[mediaPolicyId]!.Properties.ResponseHeadersPolicyConfig;
    expect(media.SecurityHeadersConfig).toEqual(resources[headersPolicyId]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig);
    // Only when the object has none of its own: uploads straight to S3 carry none.
    expect(media.CustomHeadersConfig.Items).toContainEqual({ Header: 'Cache-Control', Value: MEDIA_CACHE_CONTROL, Override: false });
  });

  it('has a strict security headers policy: HSTS ≥ 1 year with subdomains, CSP, nosniff, referrer policy, no framing', () => {
    const config = resources[headersPolicyId]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(config.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(config.StrictTransportSecurity.IncludeSubdomains).toBe(true);
    expect(config.ContentTypeOptions.Override).toBe(true);
    expect(config.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(config.FrameOptions.FrameOption).toBe('DENY');

    const csp = flattenValue(config.ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name!, values];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // The portal's videos play in YouTube's and Vimeo's embedded players.
    expect(directives.get('frame-src')).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Presigned uploads go straight to the media bucket.
    expect(directives.get('connect-src')?.[0]).toBe("'self'");
    expect(directives.get('connect-src')?.[1]).toMatch(/^https:\/\/\{Import:.*MediaBucket.*RegionalDomainName.*\}$/);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('sends exactly the header set the local site sends (infra/lib/security-headers.ts)', () => {
    const config = resources[headersPolicyId]!.Properties.ResponseHeadersPolicyConfig;
    const security = config.SecurityHeadersConfig;
    const sent: Record<string, string> = {
      'content-security-policy': flattenValue(security.ContentSecurityPolicy.ContentSecurityPolicy),
      'strict-transport-security': `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': security.FrameOptions.FrameOption,
      'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(
        (config.CustomHeadersConfig.Items as Array<{ Header: string; Value: string }>).map((item) => [item.Header.toLowerCase(), item.Value]),
      ),
    };
    expect(Object.keys(security).sort()).toEqual(['ContentSecurityPolicy', 'ContentTypeOptions', 'FrameOptions', 'ReferrerPolicy', 'StrictTransportSecurity']);
    expect(sent).toEqual(siteSecurityHeaders(sent['content-security-policy']!));
    for (const item of [
      security.ContentSecurityPolicy,
      security.StrictTransportSecurity,
      security.ContentTypeOptions,
      security.FrameOptions,
      security.ReferrerPolicy,
    ]) {
      expect(item.Override).toBe(true);
    }
  });

  it('keeps the site bucket private and TLS-only', () => {
    platform.web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    platform.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('deploys the SPA and a /config.json that the SPA accepts', () => {
    platform.web.resourceCountIs('Custom::CDKBucketDeployment', 3);
    const config = runtimeConfigOf(STAGES.dev!);
    expect(parseRuntimeConfig(config)).toEqual(config);
    expect(config).toMatchObject({ apiBaseUrl: '', cdnPrefix: '/media/', stage: 'dev' });
    const staged = readdirSync(platform.outdir, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === 'config.json');
    expect(staged).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(platform.outdir, staged[0]!), 'utf8'))).toEqual(config);
  });
});
