import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { isSignedInAreaPath } from '@tdp/shared/site-paths/area-paths';
import type { ServerRenderOptions, ServerRenderResult } from '../src/entry-server.tsx';
import { unavailablePage } from './unavailable-page.ts';
import {
  CACHEABLE_PAGE_CACHE_CONTROL,
  PAGE_COPY_CACHE_CONTROL,
  PAGE_COPY_INTERVAL_MS,
  RENDER_FAILED_MESSAGE,
  SITE_HOST_HEADER,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  UNCACHEABLE_CACHE_CONTROL,
} from './render-settings.ts';

/** What the render function uses of the server renderer (src/entry-server.tsx, or a test's fake). */
export interface PageRenderer {
  renderPage(request: Request, options: ServerRenderOptions): Promise<ServerRenderResult>;
  /** `/sitemap.xml` from live data. */
  renderSitemap(options: Pick<ServerRenderOptions, 'origin'>): Promise<ServerRenderResult> | ServerRenderResult;
  /** `/robots.txt`. */
  renderRobots(options: Pick<ServerRenderOptions, 'origin'>): Promise<ServerRenderResult> | ServerRenderResult;
}

/** A page as it was last rendered well (200), kept so that a failed render can still show it. */
export interface PageCopy {
  body: string;
  /** When it was rendered (ISO 8601). */
  savedAt: string;
}

/** Where the last good copy of each page is kept, by path (S3 in AWS: functions/src/cdn/page-copy-store.ts). */
export interface PageCopyStore {
  read(path: string): Promise<PageCopy | undefined>;
  write(path: string, copy: PageCopy): Promise<void>;
}

export interface RenderHandlerOptions {
  renderer: PageRenderer;
  /** The built index.html the pages are written into (read on first use). */
  template: () => string;
  /** The stage's runtime config (`/config.json`). */
  config: RuntimeConfig;
  /** The site's own origin when the stage has its own domain; else the distribution's, from the edge's header. */
  siteUrl?: string;
  /** One JSON line per request (default: stdout, errors to stderr, unless `LOG_LEVEL=silent`). */
  log?: (line: Record<string, unknown>) => void;
  /** The last good copy of each page (none: a failed render answers the unavailable page). */
  pageCopies?: PageCopyStore;
  /** The clock (tests). */
  now?: () => number;
}

export type RenderEvent = APIGatewayProxyEventV2;
export type RenderResult = APIGatewayProxyStructuredResultV2;

/** The files the renderer makes from live data (its `GENERATED_FILES`). */
const SITEMAP_PATH = '/sitemap.xml';
const ROBOTS_PATH = '/robots.txt';

/** A last path segment that names a file (`/favicon.ico`, `/assets/x.js`): files are the site bucket's, not pages. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** Answers CloudFront may keep (with {@link CACHEABLE_PAGE_CACHE_CONTROL}); any other is `no-store`. */
const CACHEABLE_STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410]);

/** A host name (and port) as the edge function writes it; anything else is ignored. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/i;

/** Lambda's JSON log format takes a line's level from the console method: errors go through `console.error`. */
function defaultLog(line: Record<string, unknown>): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  if (line.level === 'error') console.error(JSON.stringify(line));
  else console.log(JSON.stringify(line));
}

/** The unavailable page's frame when the built template cannot be read. */
const BARE_TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TBB Travel</title></head><body><div id="root"></div></body></html>';

/** Longest path whose page is copied (a real page's path is far shorter; this bounds what a visitor can make us store). */
const PAGE_COPY_PATH_MAX = 300;

/** Paths whose last write of a copy is remembered, to write each at most every {@link PAGE_COPY_INTERVAL_MS}. */
const PAGE_COPY_WRITES_REMEMBERED = 500;

/** The `https://` address pages name themselves by (canonical and link-preview addresses). */
function siteOriginOf(event: RenderEvent, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl.replace(/\/+$/, '');
  const host = event.headers?.[SITE_HOST_HEADER];
  if (host && HOST_NAME.test(host)) return `https://${host.toLowerCase()}`;
  return `https://${event.requestContext.domainName}`;
}

/** The page request the renderer sees: the viewer's path and the query CloudFront kept; no cookie, no credential. */
function pageRequest(event: RenderEvent, origin: string): Request {
  const path = event.rawPath || '/';
  const url = new URL(`${path.startsWith('/') ? path : `/${path}`}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value === undefined || /^(?:authorization|cookie|x-amz-|x-forwarded-)/i.test(name)) continue;
    headers.set(name, value);
  }
  // HEAD is answered as GET without its body: the router's query() reads GET requests only.
  return new Request(url, { method: 'GET', headers });
}

function textAnswer(status: number, text: string, cacheControl: string, extra: Record<string, string> = {}): ServerRenderResult {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl, ...extra }, body: text };
}

/** The status, headers and body before caching rules: what the renderer (or a redirect) answers for this request. */
async function answerFor(request: Request, options: RenderHandlerOptions, origin: string): Promise<ServerRenderResult> {
  const { pathname } = new URL(request.url);
  const renderOptions: ServerRenderOptions = { template: options.template(), config: options.config, origin };
  if (pathname === SITEMAP_PATH) return options.renderer.renderSitemap({ origin });
  if (pathname === ROBOTS_PATH) return options.renderer.renderRobots({ origin });
  // The signed-in areas are rendered in the browser only, behind their sign-in: served from the site bucket, never rendered.
  if (isSignedInAreaPath(pathname)) {
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, body: renderOptions.template };
  }
  if (FILE_NAME.test(pathname)) return textAnswer(404, 'Not found\n', CACHEABLE_PAGE_CACHE_CONTROL);
  return options.renderer.renderPage(request, renderOptions);
}

/** Whether a request is a page view whose good answer is worth keeping a copy of: a page path with no query. */
function isCopiedPage(event: RenderEvent, method: string): boolean {
  const path = event.rawPath || '/';
  if (method !== 'GET' || event.rawQueryString || path.length > PAGE_COPY_PATH_MAX) return false;
  return path !== SITEMAP_PATH && path !== ROBOTS_PATH && !isSignedInAreaPath(path) && !FILE_NAME.test(path);
}

/**
 * What caches may do with an answer: a page, a redirect or a 404 is kept by CloudFront (the renderer's own
 * `Cache-Control` is kept only when it forbids caching: `no-cache`, `no-store`, `private`); anything else is not.
 */
function cacheControlOf(status: number, own: string | undefined): string {
  if (!CACHEABLE_STATUSES.has(status)) return UNCACHEABLE_CACHE_CONTROL;
  return own && /no-cache|no-store|private/i.test(own) ? own : CACHEABLE_PAGE_CACHE_CONTROL;
}

/**
 * The render function's request handling: a Lambda function URL event (payload format 2.0) from CloudFront in, the
 * page out. GET and HEAD only. Public pages are rendered with their data, and a route that redirects (the old site's
 * addresses: a 301 from their loader) answers its redirect; `/sitemap.xml` and `/robots.txt` come from the renderer
 * too; the dashboards get index.html as it is (they are the site bucket's, this is a fallback). Pages that answer 200, 404 or a redirect carry {@link CACHEABLE_PAGE_CACHE_CONTROL};
 * anything else is `no-store` (see {@link cacheControlOf}).
 *
 * A render that fails (throws, or answers 5xx) is logged at ERROR as {@link RENDER_FAILED_MESSAGE} (its own metric and
 * alarm) and the visitor gets the page's last good copy when there is one (a page without query, kept at each good
 * render), kept briefly by CloudFront; otherwise the renderer's own error page when it made one, else the site's
 * unavailable page (503, `Retry-After`), which no cache keeps. CloudFront serves its own expired copy before any 5xx
 * (`stale-if-error`). docs/decisions/render-failures.md.
 */
export function createRenderHandler(options: RenderHandlerOptions): (event: RenderEvent) => Promise<RenderResult> {
  const log = options.log ?? defaultLog;
  const now = options.now ?? Date.now;
  const copiedAt = new Map<string, number>();

  /** Keeps the page as its last good copy, at most every PAGE_COPY_INTERVAL_MS per path; a failure only logs. */
  async function keepCopy(path: string, body: string): Promise<void> {
    const at = now();
    if (!options.pageCopies || at - (copiedAt.get(path) ?? -Infinity) < PAGE_COPY_INTERVAL_MS) return;
    copiedAt.delete(path);
    copiedAt.set(path, at);
    if (copiedAt.size > PAGE_COPY_WRITES_REMEMBERED) copiedAt.delete(copiedAt.keys().next().value!);
    try {
      await options.pageCopies.write(path, { body, savedAt: new Date(at).toISOString() });
    } catch (error) {
      log({ level: 'warn', msg: 'page copy not written', path, error: String(error) });
    }
  }

  /** What the visitor gets when the render failed: the page's last good copy, the renderer's error page, or ours. */
  async function afterFailure(
    event: RenderEvent,
    method: string,
    failed: ServerRenderResult | undefined,
  ): Promise<{ answer: ServerRenderResult; cacheControl?: string }> {
    const path = event.rawPath || '/';
    if (options.pageCopies && isCopiedPage(event, method === 'HEAD' ? 'GET' : method)) {
      try {
        const copy = await options.pageCopies.read(path);
        if (copy) {
          log({ level: 'info', msg: 'served page copy', path, savedAt: copy.savedAt });
          const headers = { 'content-type': 'text/html; charset=utf-8', 'x-page-copy-saved-at': copy.savedAt };
          return { answer: { status: 200, headers, body: copy.body }, cacheControl: PAGE_COPY_CACHE_CONTROL };
        }
      } catch (error) {
        log({ level: 'warn', msg: 'page copy not read', path, error: String(error) });
      }
    }
    if (failed && /text\/html/i.test(failed.headers['content-type'] ?? '') && failed.body) return { answer: failed };
    const headers = { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
    let template: string;
    try {
      template = options.template();
    } catch {
      // The template itself is what broke: the message without the site's styles rather than no answer.
      template = BARE_TEMPLATE;
    }
    return { answer: { status: 503, headers, body: unavailablePage(template, options.config) } };
  }

  return async (event) => {
    const startedAt = Date.now();
    const method = (event.requestContext?.http?.method ?? 'GET').toUpperCase();
    let answer: ServerRenderResult;
    let cacheControl: string | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      answer = textAnswer(405, 'Method not allowed\n', UNCACHEABLE_CACHE_CONTROL, { allow: 'GET, HEAD' });
    } else {
      let failure: { error?: string; answer?: ServerRenderResult } | undefined;
      try {
        const origin = siteOriginOf(event, options.siteUrl);
        answer = await answerFor(pageRequest(event, origin), options, origin);
        if (answer.status >= 500) failure = { answer };
      } catch (error) {
        answer = textAnswer(500, '', UNCACHEABLE_CACHE_CONTROL);
        failure = { error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error) };
      }
      if (failure) {
        log({ level: 'error', msg: RENDER_FAILED_MESSAGE, path: event.rawPath, status: failure.answer?.status, error: failure.error });
        ({ answer, cacheControl } = await afterFailure(event, method, failure.answer));
      } else if (answer.status === 200 && isCopiedPage(event, method) && /text\/html/i.test(answer.headers['content-type'] ?? '')) {
        await keepCopy(event.rawPath || '/', answer.body);
      }
    }
    const headers: Record<string, string> = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]));
    // A HEAD answer has no body: never let a cache keep it where a GET's page could be served from.
    headers['cache-control'] = method === 'HEAD' ? UNCACHEABLE_CACHE_CONTROL : (cacheControl ?? cacheControlOf(answer.status, headers['cache-control']));
    log({ level: 'info', msg: 'render', method, path: event.rawPath, status: answer.status, durationMs: Date.now() - startedAt });
    return { statusCode: answer.status, headers, body: method === 'HEAD' ? '' : answer.body, isBase64Encoded: false };
  };
}
