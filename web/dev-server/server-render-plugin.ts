import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { isSignedInAreaPath } from '@tdp/shared/site-paths/area-paths';
import type { ServerRenderOptions, ServerRenderResult } from '../src/entry-server.tsx';
import type { ApiTransport } from '../src/lib/api-client.ts';
import { compressedBody } from './compressed-body.ts';
import { readRuntimeConfig } from './runtime-config-plugin.ts';

/** What the server renderer module (src/entry-server.tsx, or its build) offers its host. */
export interface ServerRenderModule {
  renderPage(request: Request, options: ServerRenderOptions): Promise<ServerRenderResult>;
  renderSitemap(options: Pick<ServerRenderOptions, 'origin'>): Promise<ServerRenderResult>;
  renderRobots(options: Pick<ServerRenderOptions, 'origin'>): ServerRenderResult;
  setServerApiTransport(transport: ApiTransport): void;
}

/** The files the renderer makes from live data (src/entry-server.tsx `GENERATED_FILES`). */
const GENERATED_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** What the site's host gives the renderer plugin. */
export interface ServerRenderPluginOptions {
  /** Where the renderer's API reads go: the local stack's handlers, in process. */
  transport: ApiTransport;
  /** Paths that are not pages: the API's prefixes, `/media/`, the dev routes (the site's proxy answers them). */
  isNotPage: (pathname: string) => boolean;
  /** Headers every page answer carries (the site's security headers). */
  headers?: Record<string, string>;
  /**
   * The address the renderer gets for the one asked (path and query), as CloudFront's edge function passes it to the
   * render function: only the query parameters the page reads, normalised. Default: as asked.
   */
  pageUrl?: (url: string) => string;
}

/** Whether a request is a page view the renderer answers (not a file, not the API, not a dashboard). */
export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'headers'>, pathname: string, isNotPage: (pathname: string) => boolean): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  // Files (`/assets/x.js`, `/favicon.svg`, `/config.json`) and Vite's own paths in development.
  if (/\.[a-z0-9]+$/i.test(pathname) || /^\/(?:@|src\/|node_modules\/|__)/.test(pathname)) return false;
  // The signed-in areas are rendered in the browser only, behind their sign-in: the server sends them index.html as it is.
  return !isSignedInAreaPath(pathname) && !isNotPage(pathname);
}

function toRequest(request: IncomingMessage, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(url, `http://${request.headers.host ?? '127.0.0.1'}`), { method: request.method, headers });
}

/** Sends a rendered answer compressed for the browser that asked, as CloudFront sends the render function's. */
function send(response: ServerResponse, result: ServerRenderResult, extraHeaders: Record<string, string>, request: IncomingMessage): void {
  response.statusCode = result.status;
  for (const [name, value] of Object.entries({ ...extraHeaders, ...result.headers })) response.setHeader(name, value);
  response.setHeader('cache-control', 'no-cache');
  const { encoding, bytes } = compressedBody(request.headers['accept-encoding'], result.body);
  response.setHeader('vary', 'accept-encoding');
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', bytes.length);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

function renderMiddleware(
  options: ServerRenderPluginOptions,
  load: (url: string) => Promise<{ module: ServerRenderModule; template: string }>,
): Connect.NextHandleFunction {
  const config = readRuntimeConfig();
  return (request, response, next) => {
    // Vite's SPA fallback rewrites `url` to /index.html before later middlewares: the address asked is `originalUrl`.
    const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '/';
    const pathname = url.split('?')[0]!;
    const generated = GENERATED_FILES.has(pathname) && (request.method === 'GET' || request.method === 'HEAD');
    if (!generated && !isPageRequest(request, pathname, options.isNotPage)) return next();
    load(url)
      .then(async ({ module, template }) => {
        module.setServerApiTransport(options.transport);
        const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
        const result =
          pathname === '/sitemap.xml'
            ? await module.renderSitemap({ origin })
            : pathname === '/robots.txt'
              ? module.renderRobots({ origin })
              : await module.renderPage(toRequest(request, options.pageUrl ? options.pageUrl(url) : url), { template, config, origin });
        send(response, result, options.headers ?? {}, request);
      })
      .catch((error: unknown) => next(error));
  };
}

/**
 * Serves the public pages through the server renderer, as the render function does in AWS: `vite preview` renders
 * with the built renderer (`vite build --ssr`) into the built index.html; the dev server loads src/entry-server.tsx
 * through Vite (hot reload) into its transformed index.html. The dashboards and files are left to Vite.
 */
export function serverRenderPlugin(options: ServerRenderPluginOptions): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'tdp-server-render',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(
        renderMiddleware(options, async (url) => ({
          module: (await server.ssrLoadModule('/src/entry-server.tsx')) as unknown as ServerRenderModule,
          template: await server.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8')),
        })),
      );
    },
    configurePreviewServer(server) {
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const module = import(pathToFileURL(path.join(`${outDir}-server`, 'entry-server.js')).href) as Promise<ServerRenderModule>;
      server.middlewares.use(renderMiddleware(options, async () => ({ module: await module, template })));
    },
  };
}
