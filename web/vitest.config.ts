import { defineProject } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { clientBuildManifestsPlugin } from './dev-server/client-build-manifests-plugin.ts';
import { linguiOptions } from './dev-server/lingui-options.ts';
import { moduleIdPlugin } from './dev-server/module-id-plugin.ts';
import { routeTablePlugin } from './dev-server/route-table-plugin.ts';

export default defineProject({
  // The SPA's route table, as the build serves it (see dev-server/route-table-plugin.ts); the modules' ids and the
  // renderer's build manifests as the server build has them (the manifests are none outside a build: tests mock them); Lingui's macros and catalogues.
  plugins: [routeTablePlugin(), react(), lingui(linguiOptions), moduleIdPlugin(), clientBuildManifestsPlugin('dist')],
  test: {
    name: 'web',
    root: '.',
    include: ['src/**/*.test.{ts,tsx}', 'dev-server/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
