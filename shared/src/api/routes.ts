import type { RouteDefinition } from './route-definition.ts';
import { routeKeyOf } from './route-definition.ts';
import { systemRoutes } from './routes/system-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { catalogueReadRoutes } from './routes/catalogue-read-routes.ts';
import { catalogueRoutes } from './routes/catalogue-routes.ts';
import { leadsRoutes } from './routes/leads-routes.ts';
import { agentDirectoryRoutes } from './routes/agent-directory-routes.ts';
import { emailTemplateRoutes } from './routes/email-template-routes.ts';
import { portalReadRoutes } from './routes/portal-read-routes.ts';
import { portalRoutes } from './routes/portal-routes.ts';
import { peopleRoutes } from './routes/people-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';

/**
 * The route manifest: every endpoint of the API, once, as data.
 * CDK creates the HTTP API routes from it, the local gateway dispatches from it,
 * the web client builds URLs from it and a test checks every entry has a handler.
 * Each area keeps its entries in `routes/<area>-routes.ts`, one file per handler group when an area spans
 * two (`catalogue-read-routes.ts` public, `catalogue-routes.ts` admin), so that a group's handler imports
 * only its own route files; add new areas here and in the group's handler.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...catalogueReadRoutes,
  ...catalogueRoutes,
  ...leadsRoutes,
  ...agentDirectoryRoutes,
  ...emailTemplateRoutes,
  ...portalReadRoutes,
  ...portalRoutes,
  ...peopleRoutes,
  ...mediaRoutes,
} as const;

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;

/** Every route of the manifest as a list. */
export const routeList: ReadonlyArray<RouteDefinition & { name: RouteName }> = Object.entries(routes).map(
  ([name, route]) => ({ ...(route as RouteDefinition), name: name as RouteName }),
);

/** Route lookup by API Gateway route key (`GET /packages/{id}`). */
export const routesByKey: ReadonlyMap<string, RouteDefinition & { name: RouteName }> = new Map(
  routeList.map((r) => [routeKeyOf(r), r]),
);
