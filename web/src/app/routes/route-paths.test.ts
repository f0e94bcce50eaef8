import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { PORTAL_PAGE_SLUGS } from '@tdp/shared/portal-pages';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import * as STANDALONE_PATHS from '@tdp/shared/site-paths/standalone-paths';
import * as LEGACY_PATHS from '@tdp/shared/site-paths/legacy-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { adminRoutes } from './admin-routes.tsx';
import { agentRoutes } from './agent-routes.tsx';
import { publicRoutes } from './public-routes.tsx';
import { standaloneRoutes } from './standalone-routes.tsx';

/** The addresses a route table routes: its paths, the catch-all left out. */
const routed = (routes: RouteObject[]) => routes.flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []));

/** The patterns of a paths table, `home` left out (each area's home is its index route). */
const patterns = (paths: Record<string, string>) => Object.entries(paths).flatMap(([name, pattern]) => (name === 'home' ? [] : [pattern]));

// The router's tables are the paths module's patterns: an address is written once, a page without a pattern cannot be
// routed, and a pattern without a page would be a link to the coming-soon page.
describe('the route tables and the paths module', () => {
  it('routes each public pattern once, the home page as the index, and every other path to the coming-soon page', () => {
    expect(routed(publicRoutes).sort()).toEqual([...patterns(PUBLIC_PATHS), ...Object.values(LEGACY_PATHS)].sort());
    expect(publicRoutes.filter((route) => route.index)).toHaveLength(1);
    expect(publicRoutes.at(-1)?.path).toBe('*');
    expect(routed(standaloneRoutes).sort()).toEqual(Object.values(STANDALONE_PATHS).sort());
  });

  it("routes each admin pattern once, the dashboard's home as its index", () => {
    expect(routed(adminRoutes).sort()).toEqual(patterns(ADMIN_PATHS).sort());
    expect(adminRoutes.filter((route) => route.index)).toHaveLength(1);
  });

  it("routes each portal pattern once, and each of the portal's pages at the page pattern with its slug", () => {
    const { page, ...others } = PORTAL_PATHS;
    expect(routed(agentRoutes).sort()).toEqual([...patterns(others), ...PORTAL_PAGE_SLUGS.map((slug) => pathHref(page, { slug }))].sort());
  });
});
