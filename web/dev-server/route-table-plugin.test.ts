import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '@tdp/shared/api/route-definition';
// The real manifest, by path: in this project the bare `@tdp/shared/api/routes` is the plugin's own output.
import { routeList, routes } from '../../shared/src/api/routes.ts';
import { browserRouteModule, browserRouteTable } from './route-table-plugin.ts';

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
      routesByKey: Map<string, { name: string }>;
    };
    expect(module.routes.health).toMatchObject({ method: 'GET', path: '/health' });
    expect(module.routeList).toHaveLength(routeList.length);
    for (const route of routeList) expect(module.routesByKey.get(`${route.method} ${route.path}`)?.name).toBe(route.name);
  });
});
