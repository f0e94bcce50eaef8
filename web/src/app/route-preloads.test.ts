import { describe, expect, it } from 'vitest';
import { routePreloads, type ClientBuildManifests } from './route-preloads.ts';
import { moduleIdOf, routeModulesHandle, routeModulesOf } from './routes/route-modules.ts';

/**
 * A client build as Vite describes it: the entry (index.html) with the files it loads, a page module inside a group chunk
 * (the deals lists' file holds deals-page.tsx, so the client manifest has no key for the module: the SSR manifest says
 * which chunk holds it), a page chunk of its own with a stylesheet, and an admin page.
 */
const manifests: ClientBuildManifests = {
  client: {
    'index.html': {
      file: 'assets/index-a1.js',
      isEntry: true,
      imports: ['_rolldown-runtime-b2.js', '_react-vendor-c3.js', '_public-shell-d4.js'],
      css: ['assets/index-e5.css'],
    },
    '_rolldown-runtime-b2.js': { file: 'assets/rolldown-runtime-b2.js' },
    '_react-vendor-c3.js': { file: 'assets/react-vendor-c3.js' },
    '_public-shell-d4.js': { file: 'assets/public-shell-d4.js', imports: ['_react-vendor-c3.js'] },
    '_deals-list-f6.js': { file: 'assets/deals-list-f6.js', imports: ['_rolldown-runtime-b2.js', '_public-shell-d4.js', '_swr-infinite-g7.js'] },
    '_swr-infinite-g7.js': { file: 'assets/swr-infinite-g7.js', imports: ['_react-vendor-c3.js'] },
    'src/features/package-detail/components/package-page.tsx': {
      file: 'assets/package-page-h8.js',
      imports: ['_public-shell-d4.js', '_shared-package-page-i9.js'],
      css: ['assets/package-page-j0.css'],
    },
    '_shared-package-page-i9.js': { file: 'assets/shared-package-page-i9.js', imports: ['index.html'], css: ['assets/index-e5.css'] },
    'src/features/admin-catalogue/components/packages-page.tsx': { file: 'assets/packages-page-k1.js', imports: ['_admin-l2.js'] },
    '_admin-l2.js': { file: 'assets/admin-l2.js' },
    'src/components/ui/icons.svg?no-inline': { file: 'assets/icons-m3.svg' },
  },
  ssr: {
    'src/main.tsx': [],
    'src/app/shells/public-shell.tsx': ['/assets/public-shell-d4.js', '/assets/icons-m3.svg'],
    'src/features/deals/components/deals-page.tsx': ['/assets/deals-list-f6.js'],
    'src/features/package-detail/components/package-page.tsx': ['/assets/package-page-h8.js', '/assets/package-page-j0.css', '/assets/icons-m3.svg'],
    'src/features/admin-catalogue/components/packages-page.tsx': ['/assets/packages-page-k1.js'],
  },
};

/** The handles of a page's matched routes: the root (no lazy), the public shell, the error boundary, the page. */
const matched = (...pages: string[]) => [undefined, { modules: ['src/app/shells/public-shell.tsx'] }, undefined, ...pages.map((page) => ({ modules: [page] }))];

describe('routePreloads (the build manifests for the matched routes)', () => {
  it('gives a page in a group chunk that chunk and its imports the entry does not load', () => {
    expect(routePreloads(matched('src/features/deals/components/deals-page.tsx'), manifests)).toEqual({
      scripts: ['/assets/deals-list-f6.js', '/assets/swr-infinite-g7.js'],
      styles: [],
    });
  });

  it('gives a page with a chunk of its own that chunk, its static imports and its stylesheet', () => {
    expect(routePreloads(matched('src/features/package-detail/components/package-page.tsx'), manifests)).toEqual({
      scripts: ['/assets/package-page-h8.js', '/assets/shared-package-page-i9.js'],
      styles: ['/assets/package-page-j0.css'],
    });
  });

  it('adds nothing for routes whose code the entry already loads, or whose module the build does not know, and no asset such as the icon sprite', () => {
    expect(routePreloads(matched(), manifests)).toEqual({ scripts: [], styles: [] });
    expect(routePreloads(matched('src/features/gone/components/gone-page.tsx'), manifests)).toEqual({ scripts: [], styles: [] });
    expect(routePreloads([null, 'text', { modules: 'src/x.tsx' }], manifests)).toEqual({ scripts: [], styles: [] });
  });

  it("names a file once when two matched routes need it, and never another page's files", () => {
    const { scripts } = routePreloads(
      [
        { modules: ['src/features/deals/components/deals-page.tsx'] },
        { modules: ['src/features/deals/components/deals-page.tsx', 'src/features/package-detail/components/package-page.tsx'] },
      ],
      manifests,
    );
    expect(scripts).toEqual(['/assets/deals-list-f6.js', '/assets/swr-infinite-g7.js', '/assets/package-page-h8.js', '/assets/shared-package-page-i9.js']);
    expect(scripts.join(' ')).not.toMatch(/admin|packages-page/);
  });
});

describe('route modules (what a route names in its handle)', () => {
  it('reads the id the server build gives a module, and names the modules that have one', () => {
    const page = { __moduleId: 'src/features/deals/components/deals-page.tsx', DealsPage: () => null };
    const fluent = { __moduleId: 'src/app/routes/fluent-pages.tsx' };
    expect(moduleIdOf(page)).toBe('src/features/deals/components/deals-page.tsx');
    expect(moduleIdOf({ DealsPage: () => null })).toBeUndefined();
    expect(routeModulesHandle(fluent, page, {})).toEqual({ modules: ['src/app/routes/fluent-pages.tsx', 'src/features/deals/components/deals-page.tsx'] });
    expect(routeModulesOf(routeModulesHandle(page))).toEqual(['src/features/deals/components/deals-page.tsx']);
    expect(routeModulesOf(undefined)).toEqual([]);
  });
});
