import { fileURLToPath } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  root: webDir,
  plugins: [routeTablePlugin(), react(), runtimeConfigPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir,
    emptyOutDir: true,
    // The manifest lets tests check which chunks a first visit loads (public pages never load admin/agent code).
    manifest: true,
    rolldownOptions: {
      output: {
        // Only the React runtime is grouped by hand. Areas (public, agent, admin) are split by the bundler
        // along the router's dynamic imports, which keeps any module used only by one area out of the
        // chunks the others load; grouping app folders by hand would drag their dependencies along.
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: reactVendorModules, priority: 10 }],
        },
      },
    },
  },
});
