import type { Plugin } from 'vite';
import type { RouteDefinition } from '@tdp/shared/api/route-definition';
import { routes } from '@tdp/shared/api/routes';

/** The module the SPA imports the route manifest from. */
export const ROUTE_MANIFEST_MODULE = '@tdp/shared/api/routes';
const RESOLVED_ID = '\0tdp-route-table';

/** What the browser needs of a route: how to call it, and whether it needs a token (`api-client.ts`). */
export type BrowserRoute = Pick<RouteDefinition, 'method' | 'path' | 'access'>;

/** The manifest without its request schemas, keyed like `routes`. */
export function browserRouteTable(manifest: Record<string, RouteDefinition> = routes): Record<string, BrowserRoute> {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, route]) => [
      name,
      { method: route.method, path: route.path, access: route.access },
    ]),
  );
}

/** Source of the module served in place of the manifest: the same exports, plain data. */
export function browserRouteModule(manifest: Record<string, RouteDefinition> = routes): string {
  const table = browserRouteTable(manifest);
  return [
    `export const routes = ${JSON.stringify(table)};`,
    'export const routeList = Object.entries(routes).map(([name, route]) => ({ ...route, name }));',
    `export const routesByKey = new Map(routeList.map((route) => [route.method + ' ' + route.path, route]));`,
    '',
  ].join('\n');
}

/**
 * Serves the route manifest to the SPA as plain data. The manifest (`shared/src/api/routes.ts`) stays the one
 * source of every route, but in the browser only method, path and access are used (to build URLs): its zod
 * request schemas, and zod with them, would cost every first visit ~40 KiB of gzipped JavaScript and most of a
 * second of phone CPU to build schemas nobody runs. Forms validate with the entity schemas they import
 * themselves, in their own lazily loaded chunks.
 */
export function routeTablePlugin(): Plugin {
  return {
    name: 'tdp-route-table',
    enforce: 'pre',
    resolveId(source) {
      return source === ROUTE_MANIFEST_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? browserRouteModule() : null;
    },
  };
}
