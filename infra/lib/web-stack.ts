import { mkdirSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, Stage, type SecretValue, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { parseRuntimeConfig, type RuntimeConfig } from '@tdp/shared/runtime-config';
import { ORIGIN_VERIFY_HEADER } from '@tdp/functions/http/origin-verification';
import { PAGE_QUERY_PARAMETERS, SITE_HOST_HEADER } from '../../web/server/render-settings.ts';
import { apiPathPatterns, MEDIA_PATH_PREFIX } from './api-path-patterns.ts';
import type { ManifestRoutes } from './api-stack.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { siteRequestFunctionCode } from './edge/site-request.ts';
import { grantRenderFunctionAccess } from './group-permissions.ts';
import { RenderFunction } from './render-function.ts';
import { FRAME_OPTION, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY, siteFrameOrigins } from './security-headers.ts';
import { WEB_DIST_DIR, WEB_PUBLIC_DIR } from './repository-paths.ts';
import { STACK_OUTPUTS } from './stack-names.ts';
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
}

/**
 * The public face of a stage, one CloudFront distribution in front of four origins:
 * - the render function (default behaviour): the public pages, rendered with their data and cached at the edge,
 *   keyed on the path and the pages' query parameters only; the old site's fixed addresses answer a 301 at the edge
 *   (docs/decisions/public-pages-at-the-edge.md);
 * - the site bucket: the built SPA's files (`/assets/*`, `/config.json`, the public folder's files) and the
 *   dashboards, which stay client-rendered (`/admin-dashboard*`, `/agent-dashboard*` rewritten to `/index.html`);
 * - the media bucket under `/media/*`;
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
  /** `https://` address of the site (own domain, else the distribution's). */
  readonly siteOrigin: string;
  /** Response headers every answer of the distribution carries. */
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.httpApi = this.createHttpApi(stage);

    const siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // Rebuilt from source on every deploy: nothing in it is worth keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

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

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Security headers of the ${stage.name} site`,
      securityHeadersBehavior: {
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
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const apiOrigin = new origins.HttpOrigin(`${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      // The functions answer only requests that carry it (CloudFront replaces a viewer's header of this name). The
      // value is a dynamic reference, resolved by CloudFormation at deploy: it is never in the template.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecretValue.unsafeUnwrap() },
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // API Gateway routes by its own Host name; every other viewer header (Authorization included) goes through.
      // The managed policy forwards viewer headers only, not CloudFront's own (CloudFront-Viewer-Address), and no
      // custom policy can forward Authorization: the viewer's address comes from the edge function instead.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      functionAssociations: [
        { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('ViewerAddress', 'viewer-address.js') },
      ],
    };

    this.renderFunction = new RenderFunction(this, 'RenderFunction', {
      stage,
      runtimeConfig: runtimeConfigOf(stage),
      siteUrl: customSiteOrigin(stage),
    });
    grantRenderFunctionAccess(this.renderFunction, { content: props.contentTable });
    // Only CloudFront may call it, signed with Origin Access Control: the origin below grants this distribution alone.
    const renderUrl = this.renderFunction.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });

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
      functionAssociations: [
        { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('SpaFallback', 'spa-fallback.js') },
      ],
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
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'SiteCertificate', domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
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
              comment: "Old site's fixed addresses (301); the distribution's domain for the render function",
              code: cloudfront.FunctionCode.fromInline(siteRequestFunctionCode()),
            }),
          },
        ],
      },
      additionalBehaviors: {
        ...Object.fromEntries(siteFilePathPatterns().map((pattern) => [pattern, siteFileBehavior])),
        ...Object.fromEntries(CLIENT_RENDERED_PATH_PATTERNS.map((pattern) => [pattern, dashboardBehavior])),
        [`${MEDIA_PATH_PREFIX}*`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(mediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.responseHeadersPolicy,
          functionAssociations: [
            { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('StripMediaPrefix', 'strip-media-prefix.js') },
          ],
        },
        ...Object.fromEntries(apiPathPatterns(props.routes).map((pattern) => [pattern, apiBehavior])),
      },
    });

    this.siteOrigin = customSiteOrigin(stage) ?? `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, STACK_OUTPUTS.siteUrl, { value: this.siteOrigin, description: 'Address of the site' });
    new CfnOutput(this, STACK_OUTPUTS.distributionId, { value: this.distribution.distributionId, description: "Id of the site's CloudFront distribution" });
    this.deploySite(siteBucket, stage);
  }

  private createHttpApi(stage: StageConfig): apigwv2.HttpApi {
    const httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: `TBB Travel API (${stage.name}); routes come from the route manifest`,
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'HttpApiAccessLogs', {
      retention: stage.logRetentionDays,
      removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new apigwv2.HttpStage(this, 'HttpApiDefaultStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.throttling,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        // No headers, no query string: they could carry tokens or personal data.
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    return httpApi;
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

/** The dashboards: rendered in the browser behind their sign-in, so served from the site bucket as the SPA. */
export const CLIENT_RENDERED_PATH_PATTERNS = ['/admin-dashboard*', '/agent-dashboard*'] as const;

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
