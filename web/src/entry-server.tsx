// The server side of the public pages: renders a page's HTML with its data, for the browser to hydrate (main.tsx).
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import sanitizeHtml from 'sanitize-html';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState, type StaticHandlerContext } from 'react-router-dom';
import { createDOMRenderer, RendererProvider, renderToStyleElements, SSRProvider } from '@fluentui/react-components';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import clientBuildManifests from 'virtual:client-build-manifests';
import { AppProviders } from './app/providers.tsx';
import { routePreloads, type RoutePreloads } from './app/route-preloads.ts';
import { appRoutes } from './app/router.tsx';
import { setServerRichTextSanitizer } from './components/package-details/layouts/rich-text.tsx';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { apiFetch, setApiBaseUrl, setApiTransport, type ApiTransport } from './lib/api-client.ts';
import { robotsTxt, sitemapXml } from './seo/sitemap.ts';
import { HYDRATION_DATA_ID, RUNTIME_CONFIG_DATA_ID, jsonForDataBlock } from './lib/hydration-data.ts';
import { LOCALE_PREFIXES, siteLocaleOf } from '@tdp/shared/site-paths/site-path';
import { PAGE_HEAD_ATTRIBUTE, pageHeadTags, PageMetaCollectorContext, type HeadTag, type PageMetaCollector } from './lib/use-page-meta.ts';

/** What the host (the local stack's site server, the render function in AWS) gives the renderer. */
export interface ServerRenderOptions {
  /** The built `index.html` (or the dev server's transformed one): the page is written into it. */
  template: string;
  config: RuntimeConfig;
  /** The site's own origin (`https://deals.example.ca`), for canonical and link-preview addresses. */
  origin: string;
}

/** A rendered answer: a page, or a redirect a route answered with. */
export interface ServerRenderResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The route handlers by language: a French page (`/fr/…`) runs the same routes under the basename `/fr`, so its links
 * and redirects stay French (docs/decisions/french-addresses.md).
 */
const handlers = { en: createStaticHandler(appRoutes), fr: createStaticHandler(appRoutes, { basename: LOCALE_PREFIXES.fr }) } as const;

/** A page whose render has not finished by then (a read that never answers) is answered with what failed. */
const RENDER_TIMEOUT_MS = 10_000;

// Rich text is sanitised without a DOM here, with the same allowlist the browser's DOMPurify applies.
setServerRichTextSanitizer((html, allowed) =>
  sanitizeHtml(html, {
    allowedTags: [...allowed.tags],
    allowedAttributes: { '*': [...allowed.attributes] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  }),
);

/**
 * Where the renderer's API reads go: the API's handlers in the same process (the host's transport), never an HTTP
 * call to itself. Set once by the host before the first render.
 */
export function setServerApiTransport(transport: ApiTransport): void {
  setApiBaseUrl('');
  setApiTransport(transport);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * `html` with the first match of `pattern` replaced by `text` taken literally. Never `replace(pattern, string)` with
 * page content: a string replacement expands `$&`, `` $` ``, `$'` and `$$`, so a visitor's `?q=` or a stored text
 * holding them would copy the template's own head into the page (docs/security.md).
 */
function insertText(html: string, pattern: string | RegExp, text: string): string {
  return html.replace(pattern, () => text);
}

function headTagHtml({ tag, attributes, text }: HeadTag): string {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const opening = `<${tag}${attributeText} ${PAGE_HEAD_ATTRIBUTE}>`;
  return tag === 'script' ? `${opening}${text ?? ''}</script>` : opening;
}

/**
 * The files of the page's matched routes that the app's entry does not load (their modules looked up in the client
 * build's manifests: app/route-preloads.ts), so the page's code downloads with the app's. None in the dev server.
 */
function pagePreloads(context: StaticHandlerContext): RoutePreloads {
  return clientBuildManifests
    ? routePreloads(
        context.matches.map((match) => match.route.handle),
        clientBuildManifests,
      )
    : { scripts: [], styles: [] };
}

/** Script (web/public) that starts the app once a server-rendered page has loaded. */
const START_AFTER_LOAD_SCRIPT = '/hydrate-after-load.js';

/**
 * A rendered page starts the app after its own load, not with it: the app's entry script and its preloads (and the
 * page's lazily loaded code) move into data attributes of {@link START_AFTER_LOAD_SCRIPT}. On a slow phone the
 * first screen's bytes are then not shared with the app's (measured: LCP of the page against the same page without
 * scripts, `npm run bench:web`). Until the app runs, links are plain links and forms wait (UntilHydratedFieldset).
 * The development server's page (Vite's client, unbundled modules) is left as it is.
 */
function startAppAfterLoad(html: string, pageFiles: readonly string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const files = [...preloads.map((match) => match[1]!), ...pageFiles];
  let page = html.replace(entry[0], '');
  for (const match of preloads) page = page.replace(match[0], '');
  const starter = `<script src="${START_AFTER_LOAD_SCRIPT}" data-entry="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml(files.join(' '))}" defer></script>`;
  return insertText(page, '</head>', `${starter}</head>`);
}

/** The page's title, description and head tags in place of index.html's defaults. */
function withHead(template: string, collector: PageMetaCollector, origin: string, pathname: string, styles: string, preloads: RoutePreloads): string {
  const meta = collector.meta;
  let html = template;
  if (meta) {
    html = insertText(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
    html = insertText(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
    html = insertText(html, '</head>', `${pageHeadTags(meta, origin, pathname).map(headTagHtml).join('')}</head>`);
  }
  // The document's language is the page's (index.html says en-CA).
  html = insertText(html, /<html lang="[^"]*"/, `<html lang="${siteLocaleOf(pathname) === 'fr' ? 'fr-CA' : 'en-CA'}"`);
  // index.html's notice for browsers without JavaScript does not apply to a page that arrives rendered.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const stylesheets = preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}">`).join('');
  return insertText(startAppAfterLoad(html, preloads.scripts), '</head>', `${stylesheets}${styles}</head>`);
}

/** Route errors as plain data the browser's router reads back (`isRouteErrorResponse` accepts the shape). */
function serializableErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      const value = error as { status?: unknown; statusText?: unknown; data?: unknown; message?: unknown };
      return [
        id,
        typeof value?.status === 'number'
          ? { status: value.status, statusText: String(value.statusText ?? ''), internal: false, data: value.data ?? null }
          : { message: String(value?.message ?? 'Something went wrong.') },
      ];
    }),
  );
}

/**
 * Renders the page at `request`'s address: runs its routes' loaders (their reads go through the server transport),
 * renders the app to HTML once everything in it is ready (`prerender`: lazily loaded parts included), with Fluent's styles where a page uses Fluent, and writes it into the template with the
 * page's title, description, link-preview tags and status, plus the loader data and runtime config the browser
 * hydrates with (JSON data blocks: no inline script, the site's CSP forbids them).
 */
export async function renderPage(request: Request, options: ServerRenderOptions): Promise<ServerRenderResult> {
  const pathname = new URL(request.url).pathname;
  const locale = siteLocaleOf(pathname);
  const context = await handlers[locale].query(request);
  if (context instanceof Response) {
    return { status: context.status, headers: { location: context.headers.get('location') ?? '/' }, body: '' };
  }
  const router = createStaticRouter(handlers[locale].dataRoutes, context);
  const collector: PageMetaCollector = { meta: null };
  const renderer = createDOMRenderer();
  const { prelude } = await prerender(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <PageMetaCollectorContext value={collector}>
          <AppProviders config={options.config}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageMetaCollectorContext>
      </SSRProvider>
    </RendererProvider>,
    // Every Suspense boundary inline, however large: React would otherwise send a big one after the rest with an inline
    // script that moves it into place, which the CSP forbids.
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await new Response(prelude).text();
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  const state: HydrationState = { loaderData: context.loaderData, actionData: context.actionData, errors: serializableErrors(context.errors) };
  const hydration = jsonForDataBlock(state);
  const dataBlocks =
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${hydration}</script>` +
    `<script type="application/json" id="${RUNTIME_CONFIG_DATA_ID}">${jsonForDataBlock(options.config)}</script>`;
  const page = insertText(
    withHead(options.template, collector, options.origin, pathname, styles, pagePreloads(context)),
    /<div id="root">\s*<\/div>/,
    `<div id="root">${appHtml}</div>${dataBlocks}`,
  );
  const status = context.statusCode !== 200 ? context.statusCode : (collector.meta?.status ?? 200);
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page };
}

/** The site's files made from live data: `/sitemap.xml` and `/robots.txt`. */
export const GENERATED_FILES = { sitemap: '/sitemap.xml', robots: '/robots.txt' } as const;

/**
 * `/sitemap.xml` from live data: every package on sale with its update date, the public pages and the deals lists
 * worth indexing (web/src/seo/sitemap.ts), read through the server transport like a page's data.
 */
export async function renderSitemap(options: Pick<ServerRenderOptions, 'origin'>): Promise<ServerRenderResult> {
  const [sitemap, continents, travelStyles] = await Promise.all([
    apiFetch(catalogueReadRoutes.getSitemap),
    apiFetch(catalogueReadRoutes.listContinents),
    apiFetch(catalogueReadRoutes.listTravelStyles),
  ]);
  const body = sitemapXml({ origin: options.origin, packages: sitemap.packages, continents, travelStyles });
  return { status: 200, headers: { 'content-type': 'application/xml; charset=utf-8' }, body };
}

/** `/robots.txt`: the dashboards, the API and the dev routes kept out; names the sitemap. */
export function renderRobots(options: Pick<ServerRenderOptions, 'origin'>): ServerRenderResult {
  return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: robotsTxt(options.origin) };
}
