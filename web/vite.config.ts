import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { clientBuildManifestsPlugin } from './dev-server/client-build-manifests-plugin.ts';
import { moduleIdPlugin } from './dev-server/module-id-plugin.ts';
import { linguiOptions } from './dev-server/lingui-options.ts';
import { reactRouterTreeShakingPlugin } from './dev-server/react-router-tree-shaking-plugin.ts';
import { routeTablePlugin } from './dev-server/route-table-plugin.ts';
import { runtimeConfigPlugin } from './dev-server/runtime-config-plugin.ts';
import { DASHBOARDS_CHUNK, ROUTE_TABLES_CHUNK, signedInChunkName, type SignedInArea } from './dev-server/signed-in-chunks.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where `vite build` writes the SPA and where `vite preview` serves it from. Browser tests build into a
 * temporary folder of their own (`TDP_WEB_OUT_DIR`), so a test run never empties the `dist/` another
 * engineer's preview is serving.
 */
const outDir = process.env.TDP_WEB_OUT_DIR ? path.resolve(process.env.TDP_WEB_OUT_DIR) : path.join(webDir, 'dist');

/**
 * Where `vite build --ssr` writes the server side (`entry-server.js`, `render-function.js` and the chunks they share,
 * nothing left to node_modules but the AWS SDK): beside the SPA's folder, never inside it (the site bucket serves that
 * folder as it is).
 */
export const serverOutDir = `${outDir}-server`;

/** React runtime and router: needed by every page, changed rarely, so cached apart from app code. */
const reactVendorModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

/** Modules of web/src by their paths without extension (alternatives in parentheses allowed), as a test on a module id. */
const sourceModules = (paths: readonly string[]) =>
  new RegExp(`[\\\\/]web[\\\\/]src[\\\\/](${paths.map((p) => p.replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`);

/** Modules of shared/src by their paths without extension, as a test on a module id. */
const sharedModules = (paths: readonly string[]) =>
  new RegExp(`[\\\\/]shared[\\\\/]src[\\\\/](${paths.map((p) => p.replaceAll('/', '[\\\\/]')).join('|')})\\.ts$`);

/**
 * The public shell's module, and the modules every public browsing page needs besides what the shell imports (the
 * package card and its grid, the page's head, the plain fields, the controls disabled until hydrated, the deals list's
 * address and first read, which the entry's routes use too). Its group takes in the modules they import (rolldown's default).
 */
const publicShellModules = sourceModules([
  'app/shells/public-shell',
  'components/package-card',
  'components/package-card-grid',
  'components/package-card-skeleton',
  'components/ui/field',
  'lib/use-page-meta',
  'lib/use-hydrated',
  'components/until-hydrated-fieldset',
  'features/deals/deals-page-filter',
  'features/deals/api/deals-page-key',
]);

/** Month arithmetic, which the deals filter's travel months and the package page's departures both use. */
const publicShellSharedModules = sharedModules(['departures/calendar-date']);

/**
 * The deals lists' own code (results, sort, paging, the filter), in one file for /deals, Disney and cruise deals; the
 * Disney and cruise page modules stay chunks of their own (the route table preloads them by file).
 */
const dealsListModules = sourceModules([
  'features/deals/components/(deals-page|deals-browser|deals-results|deals-sort|deals-filter-panel|filter-groups)',
  'features/deals/(api/search-deals|messages|use-load-on-approach|canonical-deals-path)',
]);

/**
 * Fluent UI's charts and the d3 modules they draw with: a file of their own, which only the admin's Reports screen loads
 * (docs/decisions/lead-reports.md). Left to the Fluent groups, the charts would join the file the public pages built
 * with Fluent download, and their imports of the dashboards' Fluent parts would tie the two files in a circle.
 */
const CHARTS_CHUNK = 'charts';
/** The Reports screen's charts, which import the chart library (loaded lazily by the screen). */
const reportChartsModule = sourceModules(['features/admin-reports/components/report-charts']);
const chartModules = /[\\/]node_modules[\\/](@fluentui[\\/](react-charts|chart-utilities|react-overflow|priority-overflow)|d3-[\w-]+|internmap)[\\/]/;

/** Fluent UI and its runtime: what the public pages built with it (sign-in, forms) and the dashboards share. */
const fluentModules = /[\\/]node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|rtl-css-js|stylis|@emotion[\\/]hash|@swc[\\/]helpers)[\\/]/;

/**
 * Fluent UI's components that only the dashboards use (menus, dialogs, tabs, trees, …): a file of their own, so the
 * public pages built with Fluent do not download them. public-weight.e2e.test.ts fails the build when a public page
 * starts to use one of them (then move it to `fluentModules`).
 */
const FLUENT_DASHBOARDS_CHUNK = 'fluent-dashboards';
const fluentDashboardModules =
  /[\\/]node_modules[\\/]@fluentui[\\/]react-(breadcrumb|card|dialog|divider|drawer|menu|nav|popover|rating|slider|switch|tabs|tags|toolbar|tooltip|tree)[\\/]/;

/** The signed-in areas, each with its route table and its shell (how the router loads it). */
const signedInAreas: SignedInArea[] = [
  { name: 'admin', routeTable: sourceModules(['app/routes/admin-routes']), shell: sourceModules(['app/shells/admin-shell']) },
  { name: 'portal', routeTable: sourceModules(['app/routes/agent-routes']), shell: sourceModules(['app/shells/agent-shell']) },
];

/** The files only the signed-in areas load: the browser tests check from the build's manifest that no public page asks for them. */
export const SIGNED_IN_ONLY_CHUNKS: readonly string[] = [
  ...signedInAreas.map((area) => area.name),
  DASHBOARDS_CHUNK,
  ROUTE_TABLES_CHUNK,
  FLUENT_DASHBOARDS_CHUNK,
  CHARTS_CHUNK,
];

/**
 * React Router publishes one build per mode but its package exports only the development one (with its
 * development warnings switched on); a production build of the SPA takes the production files instead.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * `use-sync-external-store/shim` (imported by SWR) answers React's own hook on React 18 and later, but carries its
 * fallback for older React; the production build takes React's hook directly.
 */
const syncExternalStoreShim = [
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.join(webDir, 'src', 'lib', 'react-sync-external-store.ts') },
];

/**
 * A CSS module's class names: the class and a hash of its stylesheet (`root_x1Yz9`). Vite's default adds a leading `_`
 * and the class's line number (`_root_6s9y0_5`), four bytes more per name in the scripts that carry the names and in the
 * stylesheet, for nothing a class name in the browser's tools needs. One hash per stylesheet, as Vite's: names from one
 * file compress together. The client and server builds compute the same names.
 */
function cssModuleClassName(name: string, _file: string, css: string): string {
  return `${name}_${createHash('sha256').update(css).digest('base64url').slice(0, 5)}`;
}

/** The files the entry imports statically (index.html preloads them): the bundler's runtime, React, the public shell. */
const ENTRY_IMPORTS = /^assets\/(?:rolldown-runtime|react-vendor|public-shell)-[\w-]+\.js$/;

/** The SPA: hashed files for the site bucket, with a manifest. */
const clientBuild: BuildEnvironmentOptions = {
  outDir,
  emptyOutDir: true,
  // One stylesheet, linked by index.html: the public pages are styled with CSS modules (the portal and admin
  // with Fluent's runtime styles), ~14 KiB gzipped in all, so one early request beats a stylesheet per lazy
  // chunk, each fetched before its page may run.
  cssCodeSplit: false,
  // The manifest lets tests check which chunks a first visit loads (public pages never load admin/agent code); with the
  // SSR manifest (each source module's chunk) it tells the renderer which files a page's routes need
  // (src/app/route-preloads.ts, given to the server build by dev-server/client-build-manifests-plugin.ts).
  manifest: true,
  ssrManifest: true,
  // No modulepreload polyfill in the entry. It serves browsers that ignore `<link rel="modulepreload">` (Safari before
  // 17), and from the entry it runs only once the entry's own imports have loaded, so it never sped up a first visit;
  // such a browser now fetches a later page's chunks as it finds their imports. A lazily loaded page's preload list
  // leaves out the files the entry loads before any page (index.html's own preloads): they are in the browser already,
  // and naming them in every list cost the entry's table of file names (0.1 KiB of a first visit).
  modulePreload: {
    polyfill: false,
    resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_IMPORTS.test(dep)) : deps),
  },
  rolldownOptions: {
    output: {
      // Groups by hand: the React runtime, the public shell with what it imports, and the deals lists. Otherwise
      // areas (public, agent, admin) are split by the bundler along the router's dynamic imports, which keeps any
      // module used only by one area out of the chunks the others load. A first visit to /deals downloads seven files
      // (it was thirteen: each small one costs its own gzip start and a request; docs/decisions/public-site-weight.md).
      codeSplitting: {
        groups: [
          { name: 'react-vendor', test: reactVendorModules, priority: 10 },
          // The public shell (header, menus, footer) and everything it imports, in one file: every public
          // page needs all of it, and one request beats twenty small ones on a slow phone connection.
          { name: 'public-shell', test: (id) => publicShellModules.test(id) || publicShellSharedModules.test(id), priority: 5 },
          // SWR's paged reads, which the deals lists and two admin lists use: a file of its own, so the admin lists
          // do not download the deals lists' code (a group takes in what its modules import).
          { name: 'swr-infinite', test: /[\\/]node_modules[\\/]swr[\\/]dist[\\/]infinite[\\/]/, priority: 4 },
          { name: 'deals-list', test: dealsListModules, priority: 3 },
          { name: CHARTS_CHUNK, test: (id) => chartModules.test(id) || reportChartsModule.test(id), priority: 3, includeDependenciesRecursively: false },
          // The signed-in areas (docs/decisions/signed-in-areas-loading.md): Fluent UI in two files (what the
          // public pages built with it use, and the parts only the dashboards use), then the areas' own code by who loads
          // it, read from the import graph (dev-server/signed-in-chunks.ts). A dashboard's screen opens with about
          // fifteen files instead of a hundred.
          { name: FLUENT_DASHBOARDS_CHUNK, test: fluentDashboardModules, priority: 2, includeDependenciesRecursively: false },
          { name: 'fluent', test: fluentModules, priority: 1 },
          {
            name: signedInChunkName({
              areas: signedInAreas,
              budgetedPages: sourceModules(['features/(landing|deals|package-detail|coming-soon)/components/[\\w-]+-page']),
              fluent: fluentModules,
            }),
            debugName: 'signed-in',
            priority: 0,
            // The function decides every module itself: what an area's code imports may be a first visit's.
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
};

/**
 * The server side (`vite build --ssr`), ES modules for Node 24 from two entries built together, so they share one copy
 * of the app (the transport the render function sets is the one the renderer's reads use) and the client build's CSS
 * module class names: the server renderer (src/entry-server.tsx, the local site's) and the render function
 * (server/render-function.ts, the Lambda function that serves the public pages in AWS: docs/decisions/
 * public-pages-at-the-edge.md). `vite build --ssr src/entry-server.tsx` builds the renderer alone.
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: serverOutDir,
  emptyOutDir: true,
  target: 'node24',
  rolldownOptions: {
    input: { 'entry-server': path.join(webDir, 'src', 'entry-server.tsx'), 'render-function': path.join(webDir, 'server', 'render-function.ts') },
    // The nodejs24.x runtime provides the AWS SDK v3 (the public group's DynamoDB client), as for every function
    // (docs/decisions/lambda-functions.md); locally it resolves from node_modules.
    external: [/^@aws-sdk\//],
  },
};

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  root: webDir,
  resolve: { alias: mode === 'production' ? [...reactRouterProduction, ...syncExternalStoreShim] : [] },
  css: { modules: { generateScopedName: cssModuleClassName } },
  // Lingui: its macros (msg descriptors) and the .po catalogues compiled at build time (docs/decisions/i18n-library.md).
  plugins: [
    routeTablePlugin(),
    reactRouterTreeShakingPlugin(),
    react(),
    lingui(linguiOptions),
    runtimeConfigPlugin(),
    moduleIdPlugin(),
    clientBuildManifestsPlugin(outDir),
  ],
  // The built server side has everything in it (React, Fluent, the shared code's TypeScript) but the AWS SDK: it runs
  // where node_modules is not (the render function). The dev server loads packages from node_modules instead.
  ...(command === 'build' ? { ssr: { noExternal: true } } : {}),
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: isSsrBuild ? serverBuild : clientBuild,
}));
