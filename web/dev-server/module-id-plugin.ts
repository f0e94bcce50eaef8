import path from 'node:path';
import type { Plugin } from 'vite';
import { MODULE_ID_EXPORT } from '../src/app/routes/route-modules.ts';

/** A module's id as Vite's manifests key it: its path from the app's root, with `/` (`src/features/deals/components/deals-page.tsx`). */
export function moduleId(root: string, file: string): string | null {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return relative.startsWith('src/') && /\.tsx?$/.test(relative) ? relative : null;
}

/**
 * Adds to every module of web/src, on the server side only (the server build, the dev server's server-side modules), an
 * export holding its id (`export const __moduleId = "src/…/x.tsx"`): a route's `lazy` reads it from the module it loaded
 * and names it in the route's handle (src/app/routes/route-modules.ts), and the renderer looks it up in the client build's
 * manifests to preload the page's files (src/app/route-preloads.ts). The browser's modules are left as they are.
 */
export function moduleIdPlugin(): Plugin {
  let root = '';
  return {
    name: 'tdp-module-id',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id, options) {
      if (!options?.ssr) return null;
      const module = moduleId(root, id.split('?')[0]!);
      if (!module) return null;
      return { code: `${code}\nexport const ${MODULE_ID_EXPORT} = ${JSON.stringify(module)};\n`, map: null };
    },
  };
}
