import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { HANDLER_GROUPS, type HandlerGroup, type RouteDefinition } from '@tdp/shared/api/route-definition';
import { GroupFunction } from './group-function.ts';
import { grantGroupAccess, type PlatformResources } from './group-permissions.ts';
import type { StageConfig } from './stage-config.ts';
import { MEDIA_PATH_PREFIX } from './api-path-patterns.ts';

/** Routes as the manifest lists them (`routeList`): each with its manifest name. */
export type ManifestRoutes = ReadonlyArray<RouteDefinition & { name: string }>;

/** Password hashing (scrypt, 128 MiB per hash) wants memory and the CPU that comes with it. */
const MEMORY_MB: Readonly<Record<HandlerGroup, number>> = { public: 512, auth: 1024, catalogue: 512, leads: 512, media: 512, people: 512 };

export interface ApiStackProps extends StackProps {
  stage: StageConfig;
  resources: Omit<PlatformResources, 'stage'>;
  /** The HTTP API (created by the web stack) the routes are added to. */
  httpApi: apigwv2.IHttpApi;
  /** `https://` address of the site, for links in e-mails and media addresses. */
  siteOrigin: string;
  /** The route manifest (tests pass their own). */
  routes: ManifestRoutes;
  /** See `prebuiltCode` of `BundledFunctionProps` (bundled-function.ts). */
  prebuiltCode?: lambda.Code;
}

/**
 * The API's code: one Lambda function per handler group that has routes in the manifest, and one HTTP
 * API route per manifest entry (`METHOD /path`) sent to its group's function.
 */
export class ApiStack extends Stack {
  readonly functions: ReadonlyMap<HandlerGroup, GroupFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const functions = new Map<HandlerGroup, GroupFunction>();
    const integrations = new Map<HandlerGroup, HttpLambdaIntegration>();
    const groupsWithRoutes = HANDLER_GROUPS.filter((group) => props.routes.some((route) => route.group === group));

    for (const group of groupsWithRoutes) {
      const name = `${group.charAt(0).toUpperCase()}${group.slice(1)}`;
      const fn = new GroupFunction(this, `${name}Function`, {
        group,
        stage: props.stage,
        memorySize: MEMORY_MB[group],
        environment: { SITE_URL: props.siteOrigin, MEDIA_PUBLIC_URL: `${props.siteOrigin}${MEDIA_PATH_PREFIX}` },
        prebuiltCode: props.prebuiltCode,
      });
      grantGroupAccess(fn, { ...props.resources, stage: props.stage });
      functions.set(group, fn);
      // One invoke permission per function for the whole API: one per route would outgrow Lambda's policy size limit.
      integrations.set(group, new HttpLambdaIntegration(`${name}Integration`, fn, { scopePermissionToRoute: false }));
    }

    for (const route of props.routes) {
      new apigwv2.HttpRoute(this, `Route-${route.name}`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: integrations.get(route.group)!,
      });
    }
    this.functions = functions;
  }
}
