import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { BundledFunction } from './bundled-function.ts';
import { HANDLER_GROUPS, type HandlerGroup, type RouteDefinition } from '@tdp/shared/api/route-definition';
import { TABLES } from '@tdp/functions/data/table-definitions';
import { GroupFunction } from './group-function.ts';
import { GROUP_ACCESS, grantGroupAccess, type PlatformResources } from './group-permissions.ts';
import { LeadDeadlinesFunction } from './lead-deadlines-function.ts';
import { MailQueue } from './mail-queue.ts';
import { ScheduledJobsFunction } from './scheduled-jobs-function.ts';
import { SafeRollouts } from './safe-rollout.ts';
import { SHARP_PACKAGE } from './sharp-package.ts';
import { MAIL_EVENTS_HANDLER_ENTRY } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import { countErrorLogLines } from './stage-metrics.ts';
import type { StageConfig } from './stage-config.ts';
import { MEDIA_PATH_PREFIX } from './api-path-patterns.ts';
import { CATALOGUE_VERSION_MEMO_ENV, CATALOGUE_VERSION_MEMO_MS } from '@tdp/shared/catalogue-version-memo';

/** Routes as the manifest lists them (`routeList`): each with its manifest name. */
export type ManifestRoutes = ReadonlyArray<RouteDefinition & { name: string }>;

/** Password hashing (scrypt, 128 MiB per hash) wants memory and the CPU that comes with it. */
const MEMORY_MB: Readonly<Record<HandlerGroup, number>> = { public: 512, auth: 1024, catalogue: 512, leads: 512, media: 512, people: 512 };

/**
 * Route keys that get the stage's tighter per-route throttle (`sensitiveRouteThrottling`): every public POST of the
 * auth group (sign-in, password reset, token refresh) and of the leads group (the forms). The web ACL limits the same
 * paths per client address at the edge; this limits them in total, whoever sends them.
 */
export function sensitiveRouteKeys(routes: ManifestRoutes): string[] {
  return routes
    .filter((route) => (route.group === 'auth' || route.group === 'leads') && route.method === 'POST' && isPublicRoute(route))
    .map((route) => `${route.method} ${route.path}`)
    .sort();
}

/** A route anyone may call (the manifest says so with no roles, or with `'public'`). */
function isPublicRoute(route: { access: unknown }): boolean {
  return Array.isArray(route.access) ? route.access.length === 0 : route.access === 'public';
}

export interface ApiStackProps extends StackProps {
  stage: StageConfig;
  resources: Omit<PlatformResources, 'stage'>;
  /** The HTTP API (created by the web stack) the routes are added to. */
  httpApi: apigwv2.IHttpApi;
  /** The HTTP API's access log group (web stack). */
  httpApiAccessLogs: logs.ILogGroup;
  /** `https://` address of the site, for links in e-mails and media addresses. */
  siteOrigin: string;
  /** The route manifest (tests pass their own). */
  routes: ManifestRoutes;
  /** SES publishes bounces and complaints here; the mail-events function subscribes. */
  mailEventsTopic: sns.ITopic;
  /** See {@link BundledFunctionProps.prebuiltCode}. */
  prebuiltCode?: lambda.Code;
}

/**
 * The API's code: one Lambda function per handler group that has routes in the manifest, one HTTP API route per
 * manifest entry (`METHOD /path`) sent to its group's function, and the API's `$default` stage with its throttles
 * (created after the routes: per-route settings must name existing routes). Also the mail-events function, which
 * marks leads whose address bounced or complained, the scheduled-jobs function with its hourly rule, and the
 * lead-deadlines function with its rule every minute (the leads' first-contact clocks), and the mail queue with its
 * dead-letter queue and sender function (mail-queue.ts).
 */
export class ApiStack extends Stack {
  readonly functions: ReadonlyMap<HandlerGroup, GroupFunction>;
  /** Each group's `live` alias, which its routes call; CodeDeploy moves it to each new version (safe-rollouts.md). */
  readonly liveAliases: ReadonlyMap<HandlerGroup, lambda.Alias>;
  readonly mailEventsFunction: BundledFunction;
  readonly scheduledJobsFunction: ScheduledJobsFunction;
  readonly leadDeadlinesFunction: LeadDeadlinesFunction;
  readonly mailQueue: MailQueue;
  readonly httpStage: apigwv2.HttpStage;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const functions = new Map<HandlerGroup, GroupFunction>();
    const integrations = new Map<HandlerGroup, HttpLambdaIntegration>();
    const groupsWithRoutes = HANDLER_GROUPS.filter((group) => props.routes.some((route) => route.group === group));
    const reserved = stage.reservedConcurrency as Partial<Record<HandlerGroup, number>> | undefined;
    // Before the groups: the leads group queues its mails there (docs/decisions/mail-queue.md).
    this.mailQueue = new MailQueue(this, 'MailQueue', {
      stage,
      leadsTable: props.resources.tables.leads,
      mailConfigurationSetName: props.resources.mailConfigurationSetName,
      prebuiltCode: props.prebuiltCode,
    });
    countErrorLogLines(this, 'MailSenderErrorLogLines', this.mailQueue.sender.logGroup, stage.name);
    const liveAliases = new Map<HandlerGroup, lambda.Alias>();
    const rollouts = new SafeRollouts(this, 'Rollouts', { stage, name: 'api' });
    const api5xxGate = rollouts.api5xxGate(props.httpApi);

    for (const group of groupsWithRoutes) {
      const name = `${group.charAt(0).toUpperCase()}${group.slice(1)}`;
      const fn = new GroupFunction(this, `${name}Function`, {
        group,
        stage,
        memorySize: MEMORY_MB[group],
        environment: {
          SITE_URL: props.siteOrigin,
          MEDIA_PUBLIC_URL: `${props.siteOrigin}${MEDIA_PATH_PREFIX}`,
          // Visitors' reads trust the catalogue version read in the last five seconds (public-reads-at-the-edge.md).
          ...(group === 'public' ? { [CATALOGUE_VERSION_MEMO_ENV]: String(CATALOGUE_VERSION_MEMO_MS) } : {}),
        },
        prebuiltCode: props.prebuiltCode,
        reservedConcurrentExecutions: reserved?.[group],
        // The groups that decode pictures carry sharp (its libvips for x86_64).
        nativePackage: GROUP_ACCESS[group].checksPictures ? SHARP_PACKAGE : undefined,
      });
      grantGroupAccess(fn, { ...props.resources, mailQueue: this.mailQueue, stage });
      countErrorLogLines(this, `${name}ErrorLogLines`, fn.logGroup, stage.name);
      functions.set(group, fn);
      const live = rollouts.release(group, fn, [api5xxGate]);
      liveAliases.set(group, live);
      // Routes call the alias, never the function's latest code. One invoke permission per alias for the whole API: one
      // per route would outgrow Lambda's policy size limit.
      integrations.set(group, new HttpLambdaIntegration(`${name}Integration`, live, { scopePermissionToRoute: false }));
    }

    const routes = props.routes.map(
      (route) =>
        new apigwv2.HttpRoute(this, `Route-${route.name}`, {
          httpApi: props.httpApi,
          routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
          integration: integrations.get(route.group)!,
        }),
    );
    for (const route of routes) {
      acknowledgeFindings(route, [
        {
          id: 'AwsSolutions-APIG4',
          reason: 'Routes are authorised in the functions (route manifest roles, access tokens verified against the JWKS): public routes need none.',
        },
      ]);
    }
    this.httpStage = this.createStage(props, sensitiveRouteKeys(props.routes));
    for (const route of routes) this.httpStage.node.addDependency(route);

    this.mailEventsFunction = this.createMailEventsFunction(props);
    this.scheduledJobsFunction = new ScheduledJobsFunction(this, 'ScheduledJobsFunction', {
      stage,
      siteOrigin: props.siteOrigin,
      mediaPathPrefix: MEDIA_PATH_PREFIX,
      contentTable: props.resources.tables.content,
      mediaBucket: props.resources.mediaBucket,
      prebuiltCode: props.prebuiltCode,
    });
    countErrorLogLines(this, 'ScheduledJobsErrorLogLines', this.scheduledJobsFunction.logGroup, stage.name);
    this.leadDeadlinesFunction = new LeadDeadlinesFunction(this, 'LeadDeadlinesFunction', {
      stage,
      siteOrigin: props.siteOrigin,
      leadsTable: props.resources.tables.leads,
      contentTable: props.resources.tables.content,
      mailConfigurationSetName: props.resources.mailConfigurationSetName,
      prebuiltCode: props.prebuiltCode,
    });
    // Its reminders and escalations (and a reassignment's mail) go through the mail queue too.
    this.mailQueue.grantQueueing(this.leadDeadlinesFunction);
    countErrorLogLines(this, 'LeadDeadlinesErrorLogLines', this.leadDeadlinesFunction.logGroup, stage.name);
    this.functions = functions;
    this.liveAliases = liveAliases;
  }

  /** The `$default` stage: stage-wide throttling, tighter per-route throttles, one JSON access-log line per request. */
  private createStage(props: ApiStackProps, sensitiveRoutes: readonly string[]): apigwv2.HttpStage {
    const { stage } = props;
    const httpStage = new apigwv2.HttpStage(this, 'HttpApiDefaultStage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.throttling,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(props.httpApiAccessLogs),
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
    const cfnStage = httpStage.node.defaultChild as apigwv2.CfnStage;
    // A JSON property in CloudFormation, written as CloudFormation spells it (CDK does not rename its keys).
    cfnStage.routeSettings = Object.fromEntries(
      sensitiveRoutes.map((routeKey) => [
        routeKey,
        { ThrottlingRateLimit: stage.sensitiveRouteThrottling.rateLimit, ThrottlingBurstLimit: stage.sensitiveRouteThrottling.burstLimit },
      ]),
    );
    return httpStage;
  }

  /**
   * Receives the SES bounce and complaint events of the stage (SNS) and marks the lead whose address it was. Its own
   * function rather than part of the leads group: it answers no HTTP request, and may only UpdateItem (conditionally)
   * the leads table; no read of other leads, no other table, no mail, no secret.
   */
  private createMailEventsFunction(props: ApiStackProps): BundledFunction {
    const { stage } = props;
    const fn = new BundledFunction(this, 'MailEventsFunction', {
      entry: MAIL_EVENTS_HANDLER_ENTRY,
      description: `mail events: marks leads whose address bounced or complained (${stage.name})`,
      stage,
      memorySize: 256,
      timeout: Duration.seconds(30),
      prebuiltCode: props.prebuiltCode,
    });
    const leads = props.resources.tables.leads;
    fn.addEnvironment(TABLES.leads.envVar, leads.tableName);
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [leads.tableArn] }));
    props.mailEventsTopic.addSubscription(new LambdaSubscription(fn));
    countErrorLogLines(this, 'MailEventsErrorLogLines', fn.logGroup, stage.name);
    acknowledgeFindings(fn, [
      {
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'SNS retries a failed delivery to Lambda; an event lost after that leaves one lead unmarked, while SES still suppresses the address and counts it in the reputation metrics the stage alarms on.',
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Lambda retries a failed SNS delivery twice; an event lost after that leaves one lead unmarked, while SES still suppresses the address and counts it in the reputation metrics the stage alarms on.',
      },
    ]);
    return fn;
  }
}
