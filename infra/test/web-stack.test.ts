import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { routeList } from '@tdp/shared/api/routes';
import { parseRuntimeConfig } from '@tdp/shared/runtime-config';
import { apiPathPatterns } from '../lib/api-path-patterns.ts';
import { STAGES } from '../lib/stage-config.ts';
import { siteSecurityHeaders } from '../lib/security-headers.ts';
import { runtimeConfigOf } from '../lib/web-stack.ts';
import { flattenValue, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/** IDs of CloudFront's managed policies (the same in every account). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
/** CloudFront's default quota of cache behaviours per distribution. */
const BEHAVIOUR_QUOTA = 25;

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId: { Ref: string };
  AllowedMethods?: string[];
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }>;
}

describe('web stack: the distribution in front of the site, the media and the API', () => {
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

  it('sends every manifest path prefix to the HTTP API, uncached, with all viewer headers but Host', () => {
    const patterns = apiPathPatterns(routeList);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) {
      const behaviour = behaviours.find((candidate) => candidate.PathPattern === pattern);
      expect(behaviour, pattern).toBeDefined();
      expect(behaviour!.CachePolicyId).toBe(CACHING_DISABLED);
      expect(behaviour!.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      expect(behaviour!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
      expect(flattenValue(originOf(behaviour!).DomainName)).toMatch(/^\{Ref:HttpApi[0-9A-F]+\}\.execute-api\./);
      expect(originOf(behaviour!).CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
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
      const rotatedDistribution = Object.values(rotated.web.toJSON().Resources as Resources).find((resource) => resource.Type === 'AWS::CloudFront::Distribution')!;
      expect(rotatedDistribution.Properties.DistributionConfig.Comment).not.toBe(distribution.Comment);
      expect(rotatedDistribution.Properties.DistributionConfig.Comment).toContain(`generation ${STAGES.dev!.originSecretGeneration}-next`);
    } finally {
      rotated.remove();
    }
  });

  it('stays within the cache-behaviour quota', () => {
    expect(behaviours.length).toBeLessThanOrEqual(BEHAVIOUR_QUOTA);
  });

  it('serves the SPA from the private site bucket through Origin Access Control, pages rewritten to /index.html', () => {
    const site = distribution.DefaultCacheBehavior as Behaviour;
    const origin = originOf(site);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(flattenValue(origin.DomainName)).toMatch(/^\{SiteBucket[0-9A-F]+\.RegionalDomainName\}$/);
    expect(edgeFunctionCode(site)).toContain("request.uri = '/index.html'");
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

  it('puts the security headers on every answer: site, media and API', () => {
    for (const behaviour of [distribution.DefaultCacheBehavior as Behaviour, ...behaviours]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: headersPolicyId });
    }
  });

  it('has a strict security headers policy: HSTS ≥ 1 year with subdomains, CSP, nosniff, referrer policy, no framing', () => {
    const config = resources[headersPolicyId]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(config.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(config.StrictTransportSecurity.IncludeSubdomains).toBe(true);
    expect(config.ContentTypeOptions.Override).toBe(true);
    expect(config.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(config.FrameOptions.FrameOption).toBe('DENY');

    const csp = flattenValue(config.ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = new Map(csp.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values];
    }));
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
    for (const item of [security.ContentSecurityPolicy, security.StrictTransportSecurity, security.ContentTypeOptions, security.FrameOptions, security.ReferrerPolicy]) {
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

  it('throttles the HTTP API default stage as the stage config says', () => {
    platform.web.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: STAGES.dev!.throttling.rateLimit, ThrottlingBurstLimit: STAGES.dev!.throttling.burstLimit },
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
