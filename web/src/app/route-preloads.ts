import { routeModulesOf } from './routes/route-modules.ts';

/** The module that gives the server build the client build's manifests (dev-server/client-build-manifests-plugin.ts). */
export const CLIENT_BUILD_MANIFESTS_MODULE = 'virtual:client-build-manifests';

/** One chunk of the client build's manifest (`.vite/manifest.json`), the fields read here. */
export interface ClientManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
  css?: string[];
}

/** What the client build says of its files: the manifest by key, and the SSR manifest (source module → its files). */
export interface ClientBuildManifests {
  client: Readonly<Record<string, ClientManifestChunk>>;
  /** `.vite/ssr-manifest.json`: each source module (`src/…/x.tsx`) → the chunk holding it and that chunk's CSS (`/assets/…`). */
  ssr: Readonly<Record<string, readonly string[]>>;
}

/** The files a server-rendered page adds to those index.html already loads: scripts to preload, stylesheets to link. */
export interface RoutePreloads {
  scripts: string[];
  styles: string[];
}

/**
 * The files of a rendered page's routes that the app's entry does not already load: for each module the matched routes'
 * pages came from (their `handle`, routes/route-modules.ts), the chunk holding it (SSR manifest), that chunk's static
 * imports and their stylesheets (client manifest). The entry's own files (index.html's script, preloads and stylesheet)
 * are left out. Addresses from the site's root (`/assets/…`).
 */
export function routePreloads(handles: readonly unknown[], manifests: ClientBuildManifests): RoutePreloads {
  const byFile = new Map(Object.values(manifests.client).map((chunk) => [chunk.file, chunk]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: ClientManifestChunk | undefined, into: { scripts: Set<string>; styles: Set<string> }) => {
    if (!chunk || into.scripts.has(chunk.file)) return;
    into.scripts.add(chunk.file);
    for (const css of chunk.css ?? []) into.styles.add(css);
    for (const key of chunk.imports ?? []) visit(manifests.client[key], into);
  };
  const entry = { scripts: new Set<string>(), styles: new Set<string>() };
  for (const chunk of Object.values(manifests.client)) if (chunk.isEntry) visit(chunk, entry);
  for (const id of handles.flatMap(routeModulesOf)) {
    for (const file of manifests.ssr[id] ?? []) {
      // A module's chunk, its stylesheets, and the assets it refers to (a sprite, a font), which are not preloaded.
      const name = file.replace(/^\//, '');
      if (name.endsWith('.css')) styles.add(name);
      else if (name.endsWith('.js')) visit(byFile.get(name), { scripts, styles });
    }
  }
  return {
    scripts: [...scripts].filter((file) => !entry.scripts.has(file)).map((file) => `/${file}`),
    styles: [...styles].filter((file) => !entry.styles.has(file)).map((file) => `/${file}`),
  };
}
