import type { Plugin } from 'vite';
import type { RouteDefinition } from '@tdp/shared/api/route-definition';
import { routeFiles, routes } from '@tdp/shared/api/routes';

/** The module the SPA imports the route manifest from. */
export const ROUTE_MANIFEST_MODULE = '@tdp/shared/api/routes';
const RESOLVED_ID = '\0tdp-route-table';
/** The route files of the manifest, which the SPA imports one by one: `@tdp/shared/api/routes/<name>`. */
const ROUTE_FILE_PREFIX = `${ROUTE_MANIFEST_MODULE}/`;
const RESOLVED_FILE_PREFIX = '\0tdp-route-file:';

/** What the browser needs of a route: how to call it, and whether it needs a token (`api-client.ts`). */
export type BrowserRoute = Pick<RouteDefinition, 'method' | 'path' | 'access'>;

/** The manifest without its request schemas, keyed like `routes`. */
export function browserRouteTable(manifest: Record<string, RouteDefinition> = routes): Record<string, BrowserRoute> {
  return Object.fromEntries(Object.entries(manifest).map(([name, route]) => [name, { method: route.method, path: route.path, access: route.access }]));
}

/** Source of the module served in place of the manifest: the same exports, plain data. */
export function browserRouteModule(manifest: Record<string, RouteDefinition> = routes): string {
  const table = browserRouteTable(manifest);
  return [
    `export const routes = ${JSON.stringify(table)};`,
    'export const routeList = Object.entries(routes).map(([name, route]) => ({ ...route, name }));',
    '',
  ].join('\n');
}

function isRouteDefinition(value: unknown): value is RouteDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}

/**
 * Source of the module served in place of one route file: its route objects as plain data, its other values (lists of
 * words such as the admin list's sort keys) as JSON; its types are gone by then. Anything else (a schema) is left
 * out: an import of it from the SPA fails the build ("missing export") rather than bringing zod to the browser.
 */
export function browserRouteFileModule(file: Readonly<Record<string, unknown>>): string {
  const lines = Object.entries(file).flatMap(([exportName, value]) => {
    if (typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every(isRouteDefinition)) {
      return `export const ${exportName} = ${JSON.stringify(browserRouteTable(value as Record<string, RouteDefinition>))};`;
    }
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((item) => typeof item !== 'object'))) {
      return `export const ${exportName} = ${JSON.stringify(value)};`;
    }
    return [];
  });
  return [...lines, ''].join('\n');
}

/**
 * Serves the route manifest to the SPA as plain data. The manifest (`shared/src/api/routes.ts`) stays the one
 * source of every route, but in the browser only method, path and access are used (to build URLs): its zod
 * request schemas, and zod with them, would cost every first visit ~40 KiB of gzipped JavaScript and most of a
 * second of phone CPU to build schemas nobody runs. Forms validate with the entity schemas they import
 * themselves, in their own lazily loaded chunks. The same goes for each route file (`@tdp/shared/api/routes/<area>-routes`):
 * pages import the route file of their area, so a public page's chunks hold the public routes only, never the admin's.
 * Browser builds only: the server build and the dev server's server-side modules import the real manifest.
 */
export function routeTablePlugin(): Plugin {
  return {
    name: 'tdp-route-table',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      // The server side (the renderer and the render function) runs the API's handlers in process: they need the whole
      // manifest (groups, schemas), and zod costs nothing there.
      if (options?.ssr) return null;
      if (source === ROUTE_MANIFEST_MODULE) return RESOLVED_ID;
      if (source.startsWith(ROUTE_FILE_PREFIX) && source.slice(ROUTE_FILE_PREFIX.length) in routeFiles)
        return RESOLVED_FILE_PREFIX + source.slice(ROUTE_FILE_PREFIX.length);
      return null;
    },
    load(id) {
      if (id === RESOLVED_ID) return browserRouteModule();
      if (id.startsWith(RESOLVED_FILE_PREFIX)) {
        const name = id.slice(RESOLVED_FILE_PREFIX.length) as keyof typeof routeFiles;
        return browserRouteFileModule(routeFiles[name]);
      }
      return null;
    },
  };
}
