import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CLIENT_BUILD_MANIFESTS_MODULE } from '../src/app/route-preloads.ts';

const RESOLVED_ID = `\0${CLIENT_BUILD_MANIFESTS_MODULE}`;

/**
 * Gives the server build the client build's manifests (`.vite/manifest.json` and `.vite/ssr-manifest.json` of
 * `clientOutDir`, which `vite build` writes before `vite build --ssr` runs) as the module
 * `virtual:client-build-manifests`, so the renderer (src/entry-server.tsx) preloads each page's files from them
 * (src/app/route-preloads.ts) wherever it runs, the render function included, with no file to copy beside it. The dev
 * server and the tests get `null`: their modules are not bundled, there is nothing to preload.
 */
export function clientBuildManifestsPlugin(clientOutDir: string): Plugin {
  let serverBuild = false;
  return {
    name: 'tdp-client-build-manifests',
    configResolved(config) {
      serverBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId(source) {
      return source === CLIENT_BUILD_MANIFESTS_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!serverBuild) return 'export default null;\n';
      const read = (name: string): unknown => {
        const file = path.join(clientOutDir, '.vite', name);
        try {
          return JSON.parse(readFileSync(file, 'utf8'));
        } catch (error) {
          throw new Error(`The server build reads the client build's ${file}: run \`vite build\` before \`vite build --ssr\` (${(error as Error).message})`);
        }
      };
      return `export default ${JSON.stringify({ client: read('manifest.json'), ssr: read('ssr-manifest.json') })};\n`;
    },
  };
}
