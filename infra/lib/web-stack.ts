import { mkdirSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, Stage, type SecretValue, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53Targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { parseRuntimeConfig, type RuntimeConfig } from '@tdp/shared/runtime-config';
import { ORIGIN_VERIFY_HEADER } from '@tdp/functions/http/origin-verification';
import {
  PAGE_COPIES_BUCKET_ENV,
  PAGE_COPY_KEY_PREFIX,
  PAGE_QUERY_PARAMETERS,
  RENDER_FAILED_MESSAGE,
  SITE_HOST_HEADER,
} from '../../web/server/render-settings.ts';
import { apiPathPatterns, MEDIA_PATH_PREFIX } from './api-path-patterns.ts';
import type { ManifestRoutes } from './api-stack.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { siteRequestFunctionCode } from './edge/site-request.ts';
import { mediaRequestFunctionCode } from './edge/media-request.ts';
import { ImageFunction } from './image-function.ts';
import { countErrorLogLines, countRenderFailures } from './stage-metrics.ts';
import { VARIANT_PATH_SEGMENT } from '@tdp/shared/media/image-variants';
import { SIGNED_IN_AREA_PATHS } from '@tdp/shared/site-paths/area-paths';
import { grantRenderFunctionAccess } from './group-permissions.ts';
import { RenderFunction } from './render-function.ts';
import { ROLLOUT_GATE_PERIOD, SafeRollouts } from './safe-rollout.ts';
import { FRAME_OPTION, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY, siteFrameOrigins } from './security-headers.ts';
import { WEB_DIST_DIR, WEB_PUBLIC_DIR } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import { STACK_OUTPUTS } from './stack-names.ts';
import { STAGE_METRICS, stageMetricNamespace } from './stage-metrics.ts';
import { customSiteOrigin, type StageConfig } from './stage-config.ts';

export interface WebStackProps extends StackProps {
  stage: StageConfig;
  mediaBucket: s3.IBucket;
  /** The content table: the render function reads it (through the public group's handler). */
  contentTable: ITable;
  /** The route manifest: its path prefixes are sent to the API. */
  routes: ManifestRoutes;
  /**
   * The origin secret's current value (a dynamic reference resolved at deploy), added to every request sent to the
   * API; the functions refuse requests without it (docs/decisions/origin-verification.md).
   */
  originSecretValue: SecretValue;
  /** The site's certificate (us-east-1, from the edge stack) when the stage has its own domain. */
  certificate?: acm.ICertificate;
  /** ARN of the AWS WAF web ACL (us-east-1, from the edge stack) unless the stage turns edge protection off. */
  webAclArn?: string;
  /** Where CloudFront writes its standard access logs (under `cloudfront/`). */
  logBucket: s3.IBucket;
}

/** How long browsers and CloudFront keep a media file that says nothing itself; a delete or rename invalidates its path. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';
/** Prefix of CloudFront's access logs in the log bucket. */
export const CLOUDFRONT_LOG_PREFIX = 'cloudfront/';

/**
 * The public face of a stage, one CloudFront distribution in front of four origins:
 * - the render function (default behaviour): the public pages, rendered with their data and cached at the edge,
 *   keyed on the path and the pages' query parameters only; the old site's fixed addresses answer a 301 at the edge
 *   (docs/decisions/public-pages-at-the-edge.md);
 * - the site bucket: the built SPA's files (`/assets/*`, `/config.json`, the public folder's files) and the
 *   dashboards, which stay client-rendered (`/admin-dashboard*`, `/agent-dashboard*` rewritten to `/index.html`);
 * - the media bucket under `/media/*`, but for its private prefixes (`applications/`, `Documents/`), refused at the
 *   edge (docs/decisions/private-documents.md);
 * - the HTTP API under its manifest's path prefixes, uncached, with the viewer's headers, the viewer's address
 *   and the origin secret that proves to the functions the request came through here.
 *
 * The HTTP API's endpoint and default stage live here, so the distribution can point at it before any
 * function exists; the API stack, deployed after this one, adds the functions and routes and so can
 * tell them the site's address.
 */
export class WebStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly distribution: cloudfront.Distribution;
  /** Renders the public pages (its function URL is the default behaviour's origin). */
  readonly renderFunction: RenderFunction;
  /** Makes the public pictures' variants on their first request (CloudFront's fallback origin for `/media/_v/*`). */
  readonly imageFunction: ImageFunction;
  /** `https://` address of the site (own domain, else the distribution's). */
  readonly siteOrigin: string;
  /** Response headers every answer of the distribution carries. */
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The HTTP API's access logs (one JSON line per request: route key, status, latency). */
  readonly httpApiAccessLogs: logs.LogGroup;
  /** Each public page's last good copy, written and read by the render function only (render-failures.md). */
  readonly pageCopiesBucket: s3.Bucket;
  /** The render and image functions' `live` aliases (their function URLs), moved by CodeDeploy (safe-rollouts.md). */
  readonly renderLive: lambda.Alias;
  readonly imageLive: lambda.Alias;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { stage } = props;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: `TBB Travel API (${stage.name}); routes come from the route manifest`,
      createDefaultStage: false,
    });
    this.httpApiAccessLogs = new logs.LogGroup(this, 'HttpApiAccessLogs', {
      retention: stage.logRetentionDays,
      removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.countFromAccessLogs(stage, props.routes);

    const siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // Rebuilt from source on every deploy: nothing in it is worth keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    acknowledgeFindings(siteBucket, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Holds only the built SPA, rewritten on every deploy and read by CloudFront alone, whose access logs (log bucket, cloudfront/) record every request.',
      },
    ]);

    // The media bucket's policy (written by the data stack) already lets this account's distributions read
    // it; used by reference, CDK does not try to add a statement naming this distribution (a cycle).
    const mediaBucket = s3.Bucket.fromBucketAttributes(this, 'MediaBucketRef', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketName: props.mediaBucket.bucketName,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The data stack writes the media bucket policy for CloudFront.',
    );

    const securityHeadersBehavior: cloudfront.ResponseSecurityHeadersBehavior = {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({
          connect: [`https://${props.mediaBucket.bucketRegionalDomainName}`],
          // The portal embeds YouTube/Vimeo players (welcome video, page sections); the booking engine when set.
          frames: siteFrameOrigins(stage.bookingEngineUrl),
        }),
        override: true,
      },
      // The same values the local site sends (security-headers.ts).
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: FRAME_OPTION as cloudfront.HeadersFrameOption, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
    };
    const permissionsPolicy = { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true };
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Security headers of the ${stage.name} site`,
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: [permissionsPolicy] },
    });
    // Media uploaded straight to S3 carry no Cache-Control of their own: the same security headers, plus one.
    const mediaHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: `Security headers and default caching of the ${stage.name} site's media`,
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: [permissionsPolicy, { header: 'Cache-Control', value: MEDIA_CACHE_CONTROL, override: false }] },
    });

    const apiOrigin = new origins.HttpOrigin(`${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      // The functions answer only requests that carry it (CloudFront replaces a viewer's header of this name). The
      // value is a dynamic reference, resolved by CloudFormation at deploy: it is never in the template.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecretValue.unsafeUnwrap() },
    });
    // The API's answers say how long the edge may keep them: a visitor's answer to a public GET a minute
    // (PUBLIC_READ_CACHE_CONTROL), every other answer `no-store`, so nothing is kept unless its function says so. The
    // key holds the whole query and the Authorization header (which is how CloudFront forwards it on a cached
    // behaviour): a signed-in caller's answer is never another's (docs/decisions/public-reads-at-the-edge.md).
    const apiCachePolicy = new cloudfront.CachePolicy(this, 'ApiAnswers', {
      comment: `API of the ${stage.name} site: kept only as long as each answer's Cache-Control says`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(10),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: apiCachePolicy,
      // API Gateway routes by its own Host name; every other viewer header goes through (Authorization through the
      // cache key above). The managed policy forwards viewer headers only, not CloudFront's own
      // (CloudFront-Viewer-Address): the viewer's address comes from the edge function instead.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      functionAssociations: [{ eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('ViewerAddress', 'viewer-address.js') }],
    };

    this.renderFunction = new RenderFunction(this, 'RenderFunction', {
      stage,
      runtimeConfig: runtimeConfigOf(stage),
      siteUrl: customSiteOrigin(stage),
      reservedConcurrentExecutions: stage.reservedConcurrency?.render,
    });
    grantRenderFunctionAccess(this.renderFunction, { content: props.contentTable });
    this.pageCopiesBucket = this.keepPageCopies();
    const renderFailures = countRenderFailures(this, 'RenderFailuresFilter', this.renderFunction.logGroup, stage.name, RENDER_FAILED_MESSAGE);
    // CloudFront calls the `live` alias, which CodeDeploy moves to each new version (canary in prod), watching the new
    // version's errors and the failed renders.
    const rollouts = new SafeRollouts(this, 'Rollouts', { stage, name: 'web' });
    this.renderLive = rollouts.release('render', this.renderFunction, [
      rollouts.renderFailuresGate(renderFailures.metric({ statistic: 'Sum', period: ROLLOUT_GATE_PERIOD })),
    ]);
    // Only CloudFront may call it, signed with Origin Access Control: the origin below grants this distribution alone.
    const renderUrl = this.renderLive.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });

    // Pictures' variants: from the media bucket when made already, else from the image function, which makes and
    // stores them (origin failover on the bucket's 403, its answer for a missing key without ListBucket).
    this.imageFunction = new ImageFunction(this, 'ImageFunction', { stage, mediaBucket: props.mediaBucket });
    countErrorLogLines(this, 'ImageFunctionErrorLogLines', this.imageFunction.logGroup, stage.name);
    this.imageLive = rollouts.release('image', this.imageFunction);
    const imageUrl = this.imageLive.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    const mediaFiles = origins.S3BucketOrigin.withOriginAccessControl(mediaBucket);
    const mediaRequest = new cloudfront.Function(this, 'MediaRequest', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Private media (applications/, Documents/) refused 403; the /media prefix taken off the key',
      code: cloudfront.FunctionCode.fromInline(mediaRequestFunctionCode()),
    });
    const mediaBehavior: cloudfront.BehaviorOptions = {
      origin: mediaFiles,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: mediaHeadersPolicy,
      functionAssociations: [{ eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: mediaRequest }],
    };
    const variantBehavior: cloudfront.BehaviorOptions = {
      ...mediaBehavior,
      origin: new origins.OriginGroup({
        primaryOrigin: mediaFiles,
        fallbackOrigin: origins.FunctionUrlOrigin.withOriginAccessControl(imageUrl),
        fallbackStatusCodes: [403, 404],
      }),
      // A variant's address never shows anything else: kept a year at the edge, whatever it says itself.
      cachePolicy: new cloudfront.CachePolicy(this, 'VariantsCachePolicy', {
        comment: `Picture variants of the ${stage.name} site: immutable, no query, header or cookie in the key`,
        minTtl: Duration.days(365),
        defaultTtl: Duration.days(365),
        maxTtl: Duration.days(365),
        queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
        headerBehavior: cloudfront.CacheHeaderBehavior.none(),
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: false,
        enableAcceptEncodingBrotli: false,
      }),
    };

    const siteFiles = origins.S3BucketOrigin.withOriginAccessControl(siteBucket);
    const siteFileBehavior: cloudfront.BehaviorOptions = {
      origin: siteFiles,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.responseHeadersPolicy,
    };
    // The dashboards are client-rendered: any path under them is the SPA's index.html (spa-fallback.md).
    const dashboardBehavior: cloudfront.BehaviorOptions = {
      ...siteFileBehavior,
      functionAssociations: [{ eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('SpaFallback', 'spa-fallback.js') }],
    };

    const domain = stage.siteDomain;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      // The generation is here so that its change changes this template: `cdk deploy` skips a stack whose template
      // is unchanged, and CloudFormation re-reads the origin secret's version (a weak reference) only on an update.
      comment: `TBB Travel site (${stage.name}), origin secret generation ${stage.originSecretGeneration}`,
      // No default root object: `/` is a page like the others, rendered by the render function.
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // The default *.cloudfront.net certificate has a fixed TLS policy; an own domain gets TLS 1.2 or later.
      ...(domain && props.certificate
        ? {
            domainNames: [domain.domainName],
            certificate: props.certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: CLOUDFRONT_LOG_PREFIX,
      defaultBehavior: {
        origin: origins.FunctionUrlOrigin.withOriginAccessControl(renderUrl),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
        cachePolicy: this.pagesCachePolicy(stage),
        originRequestPolicy: new cloudfront.OriginRequestPolicy(this, 'PagesOriginRequestPolicy', {
          comment: `Rendered pages of the ${stage.name} site: the distribution's domain name from the edge function`,
          headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(SITE_HOST_HEADER),
          queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
          cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
        }),
        compress: true,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SiteRequest', {
              runtime: cloudfront.FunctionRuntime.JS_2_0,
              comment: "Old site's fixed addresses (301); page query normalised; the distribution's domain for the render function",
              code: cloudfront.FunctionCode.fromInline(siteRequestFunctionCode()),
            }),
          },
        ],
      },
      additionalBehaviors: {
        ...Object.fromEntries(siteFilePathPatterns().map((pattern) => [pattern, siteFileBehavior])),
        ...Object.fromEntries(CLIENT_RENDERED_PATH_PATTERNS.map((pattern) => [pattern, dashboardBehavior])),
        // Before `/media/*`: CloudFront takes the first pattern that matches.
        [`${MEDIA_PATH_PREFIX}${VARIANT_PATH_SEGMENT}/*`]: variantBehavior,
        [`${MEDIA_PATH_PREFIX}*`]: mediaBehavior,
        ...Object.fromEntries(apiPathPatterns(props.routes).map((pattern) => [pattern, apiBehavior])),
      },
    });

    acknowledgeFindings(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: "A travel agency's public site: travellers read deals and send quote requests from abroad. Abuse is handled by the web ACL, not by country.",
      },
      ...(domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                "Served on the distribution's *.cloudfront.net address, whose certificate and TLS policy CloudFront fixes; a stage with siteDomain gets TLSv1.2_2021.",
            },
          ]),
      ...(props.webAclArn
        ? []
        : [{ id: 'AwsSolutions-CFR2', reason: 'Edge protection turned off in the stage config: a throw-away stage only (STAGES in stage-config.ts).' }]),
    ]);
    // Without alias records (a cutover: the old site still answers at the name) DNS is switched later (README).
    if (domain && props.certificate && domain.aliasRecords !== false) this.addSiteRecords(domain.domainName, domain.hostedZoneId, domain.hostedZoneName);
    this.siteOrigin = customSiteOrigin(stage) ?? `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, STACK_OUTPUTS.siteUrl, { value: this.siteOrigin, description: 'Address of the site' });
    new CfnOutput(this, STACK_OUTPUTS.distributionId, { value: this.distribution.distributionId, description: "Id of the site's CloudFront distribution" });
    this.deploySite(siteBucket, stage);
  }

  /**
   * The sign-ins refused (401) or throttled (429), counted from the API's access log lines (JSON: route key and
   * status). Leads received are counted by the leads function itself (an EMF metric of the same name: only stored
   * leads, docs/decisions/powertools-logs-and-metrics.md).
   */
  private countFromAccessLogs(stage: StageConfig, routes: ManifestRoutes): void {
    const routeKeysOf = (names: readonly string[]) => routes.filter((route) => names.includes(route.name)).map((route) => `${route.method} ${route.path}`);
    const anyOf = (field: string, values: readonly string[]) =>
      logs.FilterPattern.any(...values.map((value) => logs.FilterPattern.stringValue(field, '=', value)));
    const count = (id: string, metricName: string, routeKeys: readonly string[], statuses: readonly string[]) => {
      if (routeKeys.length === 0) return;
      new logs.MetricFilter(this, id, {
        logGroup: this.httpApiAccessLogs,
        filterPattern: logs.FilterPattern.all(anyOf('$.routeKey', routeKeys), anyOf('$.status', statuses)),
        metricNamespace: stageMetricNamespace(stage.name),
        metricName,
        metricValue: '1',
      });
    };
    count('SignInFailuresFilter', STAGE_METRICS.signInFailures, routeKeysOf(['login']), ['401', '429']);
  }

  /**
   * The bucket of the pages' last good copies: the render function writes a page's copy after a good render and reads
   * it when a render fails (docs/decisions/render-failures.md), under `pages/` only; nothing else reads it. Copies are
   * remade by the next good render, so the bucket is not kept, and a copy no render refreshed for 30 days expires.
   */
  private keepPageCopies(): s3.Bucket {
    const bucket = new s3.Bucket(this, 'PageCopiesBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    acknowledgeFindings(bucket, [
      {
        id: 'AwsSolutions-S1',
        reason: "Holds only copies of the public pages, written and read by the render function alone, whose log group records every read and write's page.",
      },
    ]);
    const copies = bucket.arnForObjects(`${PAGE_COPY_KEY_PREFIX}/*`);
    this.renderFunction.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [copies] }));
    this.renderFunction.addEnvironment(PAGE_COPIES_BUCKET_ENV, bucket.bucketName);
    acknowledgeFindings(this.renderFunction.role!, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "The pages' copies are one object per page path, under the bucket's pages/ prefix: the render function reads and writes that prefix and nothing else.",
        grants: [/^Resource::<PageCopiesBucket[0-9A-F]+\.Arn>\/pages\/\*$/],
      },
    ]);
    return bucket;
  }

  /** The site's address in its hosted zone: IPv4 and IPv6 aliases of the distribution. */
  private addSiteRecords(domainName: string, hostedZoneId: string, zoneName: string): void {
    const zone = route53.PublicHostedZone.fromHostedZoneAttributes(this, 'HostedZone', { hostedZoneId, zoneName });
    const target = route53.RecordTarget.fromAlias(new route53Targets.CloudFrontTarget(this.distribution));
    new route53.ARecord(this, 'SiteAliasIpv4', { zone, recordName: domainName, target });
    new route53.AaaaRecord(this, 'SiteAliasIpv6', { zone, recordName: domainName, target });
  }

  /**
   * How CloudFront caches the rendered pages: keyed on the path and the query parameters the pages read, never on a
   * header or cookie (so neither `Authorization` nor a cookie reaches the key or the render function: nothing that
   * depends on who is signed in can be cached). The render function says how long (`s-maxage`,
   * `stale-while-revalidate`); an answer that does not say is not kept (default TTL 0).
   */
  private pagesCachePolicy(stage: StageConfig): cloudfront.CachePolicy {
    return new cloudfront.CachePolicy(this, 'PagesCachePolicy', {
      comment: `Rendered pages of the ${stage.name} site: path and page query parameters; no header, no cookie`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      // Well above the pages' s-maxage (render-settings.ts), which stays the time CloudFront keeps them.
      maxTtl: Duration.days(1),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList(...PAGE_QUERY_PARAMETERS),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }

  private edgeFunction(id: string, file: string): cloudfront.Function {
    return new cloudfront.Function(this, id, {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromFile({ filePath: new URL(`./edge/${file}`, import.meta.url).pathname }),
    });
  }

  /**
   * Uploads the built SPA and the stage's `/config.json`. Hashed files under `assets/` are cached for a
   * year and kept across deploys (a page loaded just before a deploy can still fetch its chunks);
   * `index.html` and `config.json` are revalidated on every visit, so no invalidation is needed.
   */
  private deploySite(siteBucket: s3.Bucket, stage: StageConfig): void {
    const siteSource = s3deploy.Source.asset(this.builtSiteDir());
    const assets = new s3deploy.BucketDeployment(this, 'DeploySiteAssets', {
      destinationBucket: siteBucket,
      sources: [siteSource],
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const pages = new s3deploy.BucketDeployment(this, 'DeploySitePages', {
      destinationBucket: siteBucket,
      sources: [siteSource],
      exclude: ['assets/*', 'config.json'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
    });
    pages.node.addDependency(assets);
    // CDK's own deployment helper (one per stack, shared by the three deployments), not our code.
    const helper = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (helper) {
      acknowledgeFindings(helper, [
        {
          id: 'AwsSolutions-IAM4',
          reason: "CDK's bucket-deployment helper runs with AWSLambdaBasicExecutionRole, which CDK sets and we cannot replace.",
          grants: [/AWSLambdaBasicExecutionRole$/],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CDK's bucket-deployment helper copies the built site from CDK's asset bucket into the site bucket: CDK grants it those two buckets' objects (s3 read/write actions).",
          grants: [
            /^Action::s3:/,
            /^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-/,
            /^Resource::<SiteBucket[0-9A-F]+\.Arn>\/\*$/,
            /^Resource::\*$/,
          ],
        },
        { id: 'AwsSolutions-L1', reason: "CDK's bucket-deployment helper runs the runtime CDK chose for it (Python); updated with aws-cdk-lib." },
        {
          id: 'Serverless-LambdaLatestVersion',
          reason: "CDK's bucket-deployment helper runs the runtime CDK chose for it (Python); updated with aws-cdk-lib.",
        },
        { id: 'Serverless-LambdaTracing', reason: "CDK's bucket-deployment helper runs only during deploys; CloudFormation's events record it." },
        {
          id: 'Serverless-LambdaDLQ',
          reason: 'CDK bucket-deployment helper: a CloudFormation custom resource whose failure fails the deploy; nothing to dead-letter.',
        },
      ]);
    }
    new s3deploy.BucketDeployment(this, 'DeployRuntimeConfig', {
      destinationBucket: siteBucket,
      sources: [s3deploy.Source.jsonData('config.json', runtimeConfigOf(stage))],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
    });
  }

  /** `web/dist` when the SPA is built; otherwise a one-page notice, so synth works without a build. */
  private builtSiteDir(): string {
    if (existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return WEB_DIST_DIR;
    Annotations.of(this).addWarningV2(
      'tdp:site-not-built',
      'web/dist is missing: this synth deploys a notice instead of the site. Run `npm run build` before deploying.',
    );
    const dir = path.join(Stage.of(this)?.outdir ?? 'cdk.out', 'site-not-built');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>TBB Travel</title>' +
        '<p>This stage was deployed without its site. Run <code>npm run build</code>, then deploy again.</p></html>\n',
    );
    return dir;
  }
}

/**
 * The dashboards: rendered in the browser behind their sign-in, so served from the site bucket as the SPA. One pattern
 * per signed-in area of the paths module (shared/src/site-paths/area-paths.ts): its home and everything under it.
 */
export const CLIENT_RENDERED_PATH_PATTERNS: readonly string[] = SIGNED_IN_AREA_PATHS.map((home) => `${home}*`);

/**
 * The site bucket's own files, each sent there rather than to the render function: the built chunks (`/assets/*`),
 * `/config.json` and each top-level entry of the SPA's public folder (`/favicon.svg`; a folder's files as `/<name>/*`),
 * so a file added there needs no change here (each is a cache behaviour: mind the quota test).
 */
export function siteFilePathPatterns(publicDir: string = WEB_PUBLIC_DIR): string[] {
  const publicEntries = existsSync(publicDir) ? readdirSync(publicDir, { withFileTypes: true }) : [];
  const fromPublic = publicEntries
    .filter((entry) => !entry.name.startsWith('.'))
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`))
    .sort();
  return ['/assets/*', '/config.json', ...fromPublic];
}

/** The SPA's `/config.json` for a stage: the API on the same origin, media under `/media/`. */
export function runtimeConfigOf(stage: StageConfig): RuntimeConfig {
  return parseRuntimeConfig({
    apiBaseUrl: '',
    phone: stage.contact.phone,
    hours: stage.contact.hours,
    supportEmail: stage.contact.supportEmail,
    cdnPrefix: MEDIA_PATH_PREFIX,
    bookingEngineUrl: stage.bookingEngineUrl,
    stage: stage.name,
  });
}
