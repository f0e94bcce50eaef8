import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import type { ServerRenderOptions, ServerRenderResult } from '../src/entry-server.tsx';
import { CACHEABLE_PAGE_CACHE_CONTROL, SITE_HOST_HEADER, UNCACHEABLE_CACHE_CONTROL } from './render-settings.ts';

/** What the render function uses of the server renderer (src/entry-server.tsx, or a test's fake). */
export interface PageRenderer {
  renderPage(request: Request, options: ServerRenderOptions): Promise<ServerRenderResult>;
  /** `/sitemap.xml` from live data. */
  renderSitemap(options: Pick<ServerRenderOptions, 'origin'>): Promise<ServerRenderResult> | ServerRenderResult;
  /** `/robots.txt`. */
  renderRobots(options: Pick<ServerRenderOptions, 'origin'>): Promise<ServerRenderResult> | ServerRenderResult;
}

export interface RenderHandlerOptions {
  renderer: PageRenderer;
  /** The built index.html the pages are written into (read on first use). */
  template: () => string;
  /** The stage's runtime config (`/config.json`). */
  config: RuntimeConfig;
  /** The site's own origin when the stage has its own domain; else the distribution's, from the edge's header. */
  siteUrl?: string;
  /** One JSON line per request (default: stdout, unless `LOG_LEVEL=silent`). */
  log?: (line: Record<string, unknown>) => void;
}

export type RenderEvent = APIGatewayProxyEventV2;
export type RenderResult = APIGatewayProxyStructuredResultV2;

/** The files the renderer makes from live data (its `GENERATED_FILES`). */
const SITEMAP_PATH = '/sitemap.xml';
const ROBOTS_PATH = '/robots.txt';

/** Areas rendered in the browser only, behind their sign-in: served from the site bucket, never rendered. */
const CLIENT_RENDERED_AREAS = /^\/(?:admin-dashboard|agent-dashboard)(?:\/|$)/i;

/** A last path segment that names a file (`/favicon.ico`, `/assets/x.js`): files are the site bucket's, not pages. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** Answers CloudFront may keep (with {@link CACHEABLE_PAGE_CACHE_CONTROL}); any other is `no-store`. */
const CACHEABLE_STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410]);

/** A host name (and port) as the edge function writes it; anything else is ignored. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/i;

function defaultLog(line: Record<string, unknown>): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  console.log(JSON.stringify(line));
}

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
  if (CLIENT_RENDERED_AREAS.test(pathname)) {
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, body: renderOptions.template };
  }
  if (FILE_NAME.test(pathname)) return textAnswer(404, 'Not found\n', CACHEABLE_PAGE_CACHE_CONTROL);
  return options.renderer.renderPage(request, renderOptions);
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
 * anything else, a failed render included, is `no-store` (see {@link cacheControlOf}).
 */
export function createRenderHandler(options: RenderHandlerOptions): (event: RenderEvent) => Promise<RenderResult> {
  const log = options.log ?? defaultLog;
  return async (event) => {
    const startedAt = Date.now();
    const method = (event.requestContext?.http?.method ?? 'GET').toUpperCase();
    let answer: ServerRenderResult;
    if (method !== 'GET' && method !== 'HEAD') {
      answer = textAnswer(405, 'Method not allowed\n', UNCACHEABLE_CACHE_CONTROL, { allow: 'GET, HEAD' });
    } else {
      try {
        const origin = siteOriginOf(event, options.siteUrl);
        answer = await answerFor(pageRequest(event, origin), options, origin);
      } catch (error) {
        log({ level: 'error', msg: 'render failed', path: event.rawPath, error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error) });
        answer = {
          status: 500,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: '<!doctype html><html lang="en"><meta charset="utf-8"><title>TBB Travel</title><p>This page could not be shown. Please try again in a moment.</p></html>\n',
        };
      }
    }
    const headers: Record<string, string> = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]));
    // A HEAD answer has no body: never let a cache keep it where a GET's page could be served from.
    headers['cache-control'] = method === 'HEAD' ? UNCACHEABLE_CACHE_CONTROL : cacheControlOf(answer.status, headers['cache-control']);
    log({ level: answer.status >= 500 ? 'error' : 'info', msg: 'render', method, path: event.rawPath, status: answer.status, durationMs: Date.now() - startedAt });
    return { statusCode: answer.status, headers, body: method === 'HEAD' ? '' : answer.body, isBase64Encoded: false };
  };
}
