import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** A page loaded lazily by the router, and the addresses it shows (a pattern on the path, case-insensitive as React Router's matching). */
export interface LazyPageAddress {
  pattern: string;
  /** The page's module, relative to web/ (the module its route's `lazy` imports). */
  module: string;
}

/** The pages whose code a first visit starts downloading with the app's own (see {@link routePreloadPlugin}). */
export const LAZY_PAGE_ADDRESSES: readonly LazyPageAddress[] = [
  // `deals/:id`, but not `deals/disney` (its own page) nor `deals` itself.
  { pattern: '^/deals/(?!disney/?$)[^/]+/?$', module: 'src/features/package-detail/components/package-page.tsx' },
  { pattern: '^/deals/disney/?$', module: 'src/features/deals/components/disney-deals-page.tsx' },
  { pattern: '^/cruise-deals(?:/[^/]+){0,3}/?$', module: 'src/features/deals/components/cruise-deals-page.tsx' },
  // The public pages built with Fluent UI (sign-in, quote forms, agents, group travel): the module that names them
  // and brings Fluent's provider, so their Fluent code downloads with the app's (the page's own file follows it).
  {
    pattern:
      '^/(?:login|forgotpassword|resetpassword/[^/]+|(?:disney-|group-travel-)?request-a-quote|agents/(?:agentpagemain|findyourconnectedagent)|ca/[^/]+|group-travels(?:/(?:friends-and-family|destination-wedding|group-promotion))?|dev/outbox)/?$',
    module: 'src/app/routes/fluent-pages.tsx',
  },
];

/** Id of the JSON block in index.html that lists, per address pattern, the files of that page's code. */
export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** `start` and every chunk it imports statically, directly or not. */
function staticClosure(start: string, chunks: ReadonlyMap<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(start);
  return files;
}

/**
 * For each lazy page: its chunk and the chunks it imports statically that the entry does not already load, as
 * `[pattern, files]` rows.
 */
export function lazyPageChunks(bundle: Bundle, root: string, pages: readonly LazyPageAddress[]): Array<[string, string[]]> {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preload: the build has no entry chunk');
  const loadedByEntry = staticClosure(entry.fileName, chunks);
  return pages.map(({ pattern, module }) => {
    const id = path.resolve(root, module);
    const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
    if (!page) throw new Error(`route preload: no chunk starts with ${module} (is its route still lazy?)`);
    return [pattern, [...staticClosure(page.fileName, chunks)].filter((file) => !loadedByEntry.has(file))];
  });
}

/**
 * Lets a first visit to a lazily loaded page download the page's code alongside the app's own, instead of after
 * the app's code has run and its router has asked for the page. The build writes a table of address patterns and
 * chunk files into index.html as data; the server renderer (src/entry-server.tsx) turns the row of the page it
 * renders into `modulepreload` links. Nothing else loads: other pages' code stays out of the visit.
 */
export function routePreloadPlugin(pages: readonly LazyPageAddress[] = LAZY_PAGE_ADDRESSES): Plugin {
  let root = '';
  return {
    name: 'tdp-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const table = lazyPageChunks(context.bundle, root, pages);
        return {
          html,
          tags: [
            // A data block, not a script: the CSP lets it be.
            { tag: 'script', attrs: { type: 'application/json', id: ROUTE_CHUNKS_ELEMENT_ID }, children: JSON.stringify(table), injectTo: 'body' },
          ],
        };
      },
    },
  };
}
