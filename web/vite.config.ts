import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_REQUEST_CHUNK, routePreloadPlugin } from './dev-server/route-preload-plugin.ts';
import { routeTablePlugin } from './dev-server/route-table-plugin.ts';
import { runtimeConfigPlugin } from './dev-server/runtime-config-plugin.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where `vite build` writes the SPA and where `vite preview` serves it from. Browser tests build into a
 * temporary folder of their own (`TDP_WEB_OUT_DIR`), so a test run never empties the `dist/` another
 * engineer's preview is serving.
 */
const outDir = process.env.TDP_WEB_OUT_DIR ? path.resolve(process.env.TDP_WEB_OUT_DIR) : path.join(webDir, 'dist');

/** React runtime and router: needed by every page, changed rarely, so cached apart from app code. */
const reactVendorModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

/** The app's first script (src/first-request.ts); its group takes in the few small modules it imports. */
const firstRequestModule = /[\\/]src[\\/]first-request\.ts$/;

/** The public shell's module; its group takes in the modules it imports (rolldown's default). */
const publicShellModule = /[\\/]src[\\/]app[\\/]shells[\\/]public-shell\.tsx$/;

/**
 * React Router publishes one build per mode but its package exports only the development one (with its
 * development warnings switched on); a production build of the SPA takes the production files instead.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ mode }) => ({
  root: webDir,
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  plugins: [routeTablePlugin(), react(), runtimeConfigPlugin(), routePreloadPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir,
    emptyOutDir: true,
    // One stylesheet, linked by index.html: the public pages are styled with CSS modules (the portal and admin
    // with Fluent's runtime styles), ~14 KiB gzipped in all, so one early request beats a stylesheet per lazy
    // chunk, each fetched before its page may run.
    cssCodeSplit: false,
    // The manifest lets tests check which chunks a first visit loads (public pages never load admin/agent code).
    manifest: true,
    rolldownOptions: {
      output: {
        // Two groups by hand: the React runtime, and the public shell with what it imports. Otherwise areas
        // (public, agent, admin) are split by the bundler along the router's dynamic imports, which keeps any
        // module used only by one area out of the chunks the others load.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: reactVendorModules, priority: 10 },
            // Its own small file, which index.html runs first (dev-server/route-preload-plugin.ts): it must not wait
            // for React or the shell to download.
            { name: FIRST_REQUEST_CHUNK, test: firstRequestModule, priority: 8 },
            // The public shell (header, menus, footer) and everything it imports, in one file: every public
            // page needs all of it, and one request beats twenty small ones on a slow phone connection.
            { name: 'public-shell', test: publicShellModule, priority: 5 },
          ],
        },
      },
    },
  },
}));
