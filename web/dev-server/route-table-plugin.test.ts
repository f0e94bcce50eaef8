import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '@tdp/shared/api/route-definition';
// The real manifest, by path: in this project the bare `@tdp/shared/api/routes` is the plugin's own output.
import { routeFiles, routeList, routes } from '../../shared/src/api/routes.ts';
import { browserRouteFileModule, browserRouteModule, browserRouteTable, routeTablePlugin } from './route-table-plugin.ts';

const manifest = routes as Record<string, RouteDefinition>;

describe('route table served to the browser', () => {
  it('keeps every route of the manifest with its method, path and access, and nothing the browser does not read', () => {
    expect(routeList.some((route) => route.body !== undefined)).toBe(true);
    const table = browserRouteTable(manifest);
    expect(Object.keys(table).sort()).toEqual(Object.keys(routes).sort());
    for (const route of routeList) {
      expect(table[route.name]).toEqual({ method: route.method, path: route.path, access: route.access });
    }
    expect(JSON.stringify(table)).not.toMatch(/"(body|query|params|group|summary)"/);
  });

  it('is a module with the exports of the manifest', async () => {
    const source = browserRouteModule(manifest);
    const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)) as {
      routes: Record<string, { method: string; path: string }>;
      routeList: Array<{ name: string; path: string }>;
    };
    expect(module.routes.health).toMatchObject({ method: 'GET', path: '/health' });
    expect(module.routeList).toHaveLength(routeList.length);
    expect(module.routeList.map((route) => route.name)).toEqual(routeList.map((route) => route.name));
  });

  it('serves each route file as plain data: its routes without schemas, its lists of words as they are', async () => {
    for (const [name, file] of Object.entries(routeFiles)) {
      const source = browserRouteFileModule(file as Record<string, unknown>);
      expect(source, name).not.toMatch(/"(body|query|params|group|summary|answer)"/);
      const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
      const routeObjects = Object.keys(file).filter((key) => key.endsWith('Routes'));
      expect(Object.keys(module), name).toEqual(expect.arrayContaining(routeObjects));
    }
    const catalogue = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(browserRouteFileModule(routeFiles['catalogue-routes'] as Record<string, unknown>))}`
    )) as { catalogueRoutes: Record<string, unknown>; ADMIN_PACKAGE_SORTS: unknown };
    expect(catalogue.catalogueRoutes.deletePackage).toEqual({ method: 'DELETE', path: '/packages/{id}', access: ['admin'] });
    expect(catalogue.ADMIN_PACKAGE_SORTS).toEqual(routeFiles['catalogue-routes'].ADMIN_PACKAGE_SORTS);
    expect(catalogue).not.toHaveProperty('adminPackageListQuerySchema');
  });

  it('serves the data to browser builds only: the server side resolves the real manifest (groups and schemas for the handlers it runs)', () => {
    const resolveId = routeTablePlugin().resolveId as (source: string, importer: string | undefined, options?: { ssr?: boolean }) => string | null;
    expect(resolveId('@tdp/shared/api/routes', undefined, {})).toBe('\0tdp-route-table');
    expect(resolveId('@tdp/shared/api/routes', undefined, { ssr: true })).toBeNull();
    expect(resolveId('@tdp/shared/api/routes/public-routes', undefined, { ssr: true })).toBeNull();
  });
});
