import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { publicRoutes } from '../src/app/routes/public-routes.tsx';
import { LAZY_PAGE_ADDRESSES, lazyPageChunks } from './route-preload-plugin.ts';

type Bundle = Parameters<typeof lazyPageChunks>[0];

/** A bundle as the build hands it to index.html's transform: chunks by file name, with their static imports. */
function bundleOf(chunks: Array<{ fileName: string; name?: string; imports?: string[]; isEntry?: boolean; facadeModuleId?: string }>): Bundle {
  return Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, { type: 'chunk', imports: [], isEntry: false, facadeModuleId: null, ...chunk }]),
  ) as unknown as Bundle;
}

describe('lazyPageChunks', () => {
  const bundle = bundleOf([
    { fileName: 'assets/index.js', isEntry: true, imports: ['assets/react-vendor.js', 'assets/public-shell.js'] },
    { fileName: 'assets/react-vendor.js' },
    { fileName: 'assets/public-shell.js', imports: ['assets/react-vendor.js'] },
    { fileName: 'assets/package-page.js', facadeModuleId: '/web/src/pages/package.tsx', imports: ['assets/package-details.js', 'assets/public-shell.js'] },
    { fileName: 'assets/package-details.js', imports: ['assets/rich-text.js', 'assets/react-vendor.js'] },
    { fileName: 'assets/rich-text.js' },
    { fileName: 'assets/admin.js', facadeModuleId: '/web/src/pages/admin.tsx' },
  ]);

  it("lists each page's chunk and the chunks it needs that the entry does not already load", () => {
    expect(lazyPageChunks(bundle, '/web', [{ pattern: '^/deals/[^/]+$', module: 'src/pages/package.tsx' }])).toEqual([
      ['^/deals/[^/]+$', ['assets/package-page.js', 'assets/package-details.js', 'assets/rich-text.js']],
    ]);
  });

  it('fails the build when a listed page has no chunk of its own (its route is no longer lazy)', () => {
    expect(() => lazyPageChunks(bundle, '/web', [{ pattern: '^/x$', module: 'src/pages/gone.tsx' }])).toThrow(/no chunk starts with src\/pages\/gone\.tsx/);
  });
});

describe('LAZY_PAGE_ADDRESSES', () => {
  const site: RouteObject[] = [{ path: '/', children: publicRoutes }];
  /** The route React Router picks for a path, as the app's public routes define them. */
  const pageRoute = (path: string) => matchRoutes(site, path)?.at(-1)?.route;
  const patternOf = (module: string) => new RegExp(LAZY_PAGE_ADDRESSES.find((page) => page.module.endsWith(module))!.pattern, 'i');

  it.each([
    ['package-page.tsx', 'deals/:id', ['/deals/bali-escape', '/deals/bali-escape/', '/Deals/Bali-Escape'], ['/deals', '/deals/disney', '/deals/a/b']],
    ['disney-deals-page.tsx', 'deals/disney', ['/deals/disney', '/deals/disney/', '/DEALS/Disney'], ['/deals', '/deals/disneyland']],
    [
      'cruise-deals-page.tsx',
      'cruise-deals/:travelStyleId?/:continentId?/:countryId?',
      ['/cruise-deals', '/cruise-deals/4', '/cruise-deals/4/continent-2/country-7/'],
      ['/cruise-deals/4/continent-2/country-7/city-1', '/cruise-dealsx'],
    ],
  ])('matches the addresses the router shows %s at (%s) and no others', (module, routePath, shown, notShown) => {
    for (const path of shown) {
      expect(patternOf(module).test(path), path).toBe(true);
      expect(pageRoute(path)?.path, path).toBe(routePath);
      expect(pageRoute(path)?.lazy, path).toBeTypeOf('function');
    }
    for (const path of notShown) {
      expect(patternOf(module).test(path), path).toBe(false);
      expect(pageRoute(path)?.path, path).not.toBe(routePath);
    }
  });

  it('matches every public page built with Fluent UI, and no other page', () => {
    /** A path the route shows: each `:param` filled in. */
    const samplePath = (routePath: string) => `/${routePath.replace(/:\w+\??/g, 'x1')}`;
    const isFluent = (route: RouteObject) => typeof route.lazy === 'function' && 'fluentPage' in route.lazy;
    const pattern = patternOf('fluent-pages.tsx');
    const fluent = publicRoutes.filter(isFluent);
    expect(fluent.length).toBeGreaterThanOrEqual(14);
    for (const route of fluent) expect(pattern.test(samplePath(route.path!)), route.path).toBe(true);
    for (const route of publicRoutes.filter((r) => !isFluent(r) && r.path && r.path !== '*')) {
      expect(pattern.test(samplePath(route.path!)), route.path).toBe(false);
    }
    expect(pattern.test('/ForgotPassword/'), 'case and trailing slash as the router matches them').toBe(true);
    for (const path of ['/', '/ca', '/ca/a/b', '/group-travels/other', '/loginx']) expect(pattern.test(path), path).toBe(false);
  });
});
