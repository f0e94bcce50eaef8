import type { RouteDefinition } from './route-definition.ts';
import * as systemFile from './routes/system-routes.ts';
import * as authFile from './routes/auth-routes.ts';
import * as catalogueReadFile from './routes/catalogue-read-routes.ts';
import * as catalogueFile from './routes/catalogue-routes.ts';
import * as leadsFile from './routes/leads-routes.ts';
import * as leadReportFile from './routes/lead-report-routes.ts';
import * as agentDirectoryFile from './routes/agent-directory-routes.ts';
import * as emailTemplateFile from './routes/email-template-routes.ts';
import * as portalReadFile from './routes/portal-read-routes.ts';
import * as portalFile from './routes/portal-routes.ts';
import * as peopleFile from './routes/people-routes.ts';
import * as mediaFile from './routes/media-routes.ts';

/**
 * The route files of the manifest by file name (`routes/<name>.ts`). The web build serves each one to the browser as
 * plain data (web/dev-server/route-table-plugin.ts), so a page imports the route file of its area, not the manifest.
 */
export const routeFiles = {
  'system-routes': systemFile,
  'auth-routes': authFile,
  'catalogue-read-routes': catalogueReadFile,
  'catalogue-routes': catalogueFile,
  'leads-routes': leadsFile,
  'lead-report-routes': leadReportFile,
  'agent-directory-routes': agentDirectoryFile,
  'email-template-routes': emailTemplateFile,
  'portal-read-routes': portalReadFile,
  'portal-routes': portalFile,
  'people-routes': peopleFile,
  'media-routes': mediaFile,
} as const;

/**
 * The route manifest: every endpoint of the API, once, as data.
 * CDK creates the HTTP API routes from it, the local gateway dispatches from it,
 * the web client builds URLs from it and a test checks every entry has a handler.
 * Each area keeps its entries in `routes/<area>-routes.ts` (listed in `routeFiles` too), one file per handler group when an area spans
 * two (`catalogue-read-routes.ts` public, `catalogue-routes.ts` admin), so that a group's handler imports
 * only its own route files; add new areas here and in the group's handler.
 */
export const routes = {
  ...systemFile.systemRoutes,
  ...authFile.authRoutes,
  ...catalogueReadFile.catalogueReadRoutes,
  ...catalogueFile.catalogueRoutes,
  ...leadsFile.leadsRoutes,
  ...leadReportFile.leadReportRoutes,
  ...agentDirectoryFile.agentDirectoryRoutes,
  ...emailTemplateFile.emailTemplateRoutes,
  ...portalReadFile.portalReadRoutes,
  ...portalFile.portalRoutes,
  ...peopleFile.peopleRoutes,
  ...mediaFile.mediaRoutes,
} as const;

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;

/** Every route of the manifest as a list. */
export const routeList: ReadonlyArray<RouteDefinition & { name: RouteName }> = Object.entries(routes).map(([name, route]) => ({
  ...(route as RouteDefinition),
  name: name as RouteName,
}));
