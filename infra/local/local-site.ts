import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Connect, Plugin, ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { routeList } from '@tdp/shared/api/routes';
import { VARIANT_PATH_SEGMENT } from '@tdp/shared/media/image-variants';
import { isPrivateMediaKey } from '@tdp/shared/media/private-media';
import { handler as answerVariantRequest } from '@tdp/functions/images/variant-function';
import { VIEWER_ADDRESS_HEADER } from '@tdp/functions/http/client-address';
import { ORIGIN_VERIFY_DIGESTS_ENV, ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER, originSecretDigest } from '@tdp/functions/http/origin-verification';
import { apiPathPatterns, MEDIA_PATH_PREFIX } from '../lib/api-path-patterns.ts';
import { contentSecurityPolicy } from '../lib/content-security-policy.ts';
import { siteFrameOrigins, siteSecurityHeaders } from '../lib/security-headers.ts';

/**
 * The local site plays the CloudFront distribution: it sends the API's paths to the local gateway with the origin
 * secret and the viewer's address (as the distribution's API behaviours do), serves the media bucket under
 * `/media/` with the distribution's and the bucket policy's refusals, and sends the distribution's security headers
 * on every answer.
 */

export type ViteProxy = Record<string, ProxyOptions>;

/** The local stand-in of the origin secret: one per start of the stack, never written to disk. */
export interface LocalOriginSecret {
  /** What the site's proxy adds to every API request. */
  value: string;
  /** The functions' environment: `optional` (a direct call to the API port is answered as direct) and the digest. */
  env: Record<string, string>;
}

export function createLocalOriginSecret(): LocalOriginSecret {
  const value = randomBytes(32).toString('base64url');
  return { value, env: { [ORIGIN_VERIFY_ENV]: 'optional', [ORIGIN_VERIFY_DIGESTS_ENV]: originSecretDigest(value) } };
}

/** The visitor's address as the site saw it (`::ffff:127.0.0.1` → `127.0.0.1`). */
function viewerAddressOf(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

/** The API's path prefixes, as the distribution's behaviours route them (`/packages*` → `/packages`). */
const API_PATH_PREFIXES: readonly string[] = apiPathPatterns(routeList).map((pattern) => pattern.slice(0, -1));

/** Whether the site hands `pathname` to its proxies (the API's prefixes, `/media/`) rather than serving a page. */
export function isSiteProxyPath(pathname: string): boolean {
  return pathname.startsWith(MEDIA_PATH_PREFIX) || API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The site sends the API's paths to the local gateway, as the CloudFront distribution sends them to API Gateway
 * (the same path patterns, from the route manifest: `/packages*` → every path starting with `/packages`). The SPA
 * then calls its own origin, like in AWS: no CORS preflight before a POST, no connection to a second origin. Like
 * the distribution, it adds the origin secret and the viewer's address, replacing any a visitor sent. The gateway's
 * dev-only routes (`/__dev/`, the outbox with every reset link) are not sent: they answer on the API port only.
 */
export function sameOriginApiProxy(apiUrl: string, originSecret: string): ViteProxy {
  const prefixes = apiPathPatterns(routeList).map((pattern) => pattern.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    [`^(?:${prefixes.join('|')})`]: {
      target: apiUrl,
      xfwd: true,
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyRequest, request) => {
          proxyRequest.setHeader(ORIGIN_VERIFY_HEADER, originSecret);
          proxyRequest.setHeader(VIEWER_ADDRESS_HEADER, viewerAddressOf(request));
        });
      },
    },
  };
}

/**
 * The site serves the media bucket's files under `/media/`, as the CloudFront distribution does (its `/media/*`
 * behaviour reads the bucket): `/media/package-images/x.jpg` is the bucket's `package-images/x.jpg`. The query
 * string is dropped, as the behaviour's cache policy forwards none; {@link mediaRefusal} runs first.
 */
export function sameOriginMediaProxy(mediaBaseUrl: string): ViteProxy {
  const bucket = new URL(mediaBaseUrl);
  return {
    [`^${MEDIA_PATH_PREFIX}`]: { target: bucket.origin, rewrite: (path) => `${bucket.pathname}${path.slice(MEDIA_PATH_PREFIX.length).split('?')[0]}` },
  };
}

/**
 * Why a `/media/` request is refused (403), or null to serve it. In AWS the `/media/*` behaviour allows GET and
 * HEAD only, CloudFront may read objects but not list the bucket (a listing, like a missing key, is 403), and its
 * function and the bucket policy refuse the private prefixes (`applications/`, `Documents/`: private-media.ts). Keys
 * are compared decoded, as S3 decodes them, and a key with `.` or `..` segments is refused outright (s3rver keeps
 * files on disk by key).
 */
export function mediaRefusal(method: string, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return `${method} is not allowed on media files`;
  const encodedKey = url.split('?')[0]!.slice(MEDIA_PATH_PREFIX.length);
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    return 'the file name is not valid';
  }
  if (key === '' || key.endsWith('/')) return 'the media bucket is not listed';
  if (key.split(/[/\\]/).some((segment) => segment === '.' || segment === '..' || segment === '')) return 'the file name is not valid';
  if (isPrivateMediaKey(key)) return 'private files are not served (signed-in readers get a short-lived address from the API)';
  return null;
}

/** Where the local stack's parts listen, for the policy's origins. */
export interface LocalSiteAddresses {
  apiUrl: string;
  webUrl: string;
  mediaBaseUrl: string;
}

/**
 * The one inline script the dev server adds to the page: `@vitejs/plugin-react`'s Fast Refresh preamble (served
 * with the app's `base`, `/`). The production build has no inline script.
 */
function reactRefreshPreamble(): string {
  return (react as unknown as { preambleCode: string }).preambleCode.replace('__BASE__', '/');
}

function sha256Source(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * The local site's Content-Security-Policy: CloudFront's (content-security-policy.ts) with the local origins where AWS
 * has its own: s3rver for presigned uploads (the bucket's address in AWS) and for the media library's links (the
 * functions' `MEDIA_PUBLIC_URL` names it locally), and the API port, which only the dev outbox page calls. The Vite
 * dev server (`mode` `dev`, `npm start`) needs two more things, and only those: the hash of React's Fast Refresh
 * preamble, its one inline script, and its own websocket for module reloads (`ws:` is not `'self'` for every
 * browser). Nothing else: no `'unsafe-inline'` or `'unsafe-eval'` for scripts in either mode.
 */
export function localContentSecurityPolicy(addresses: LocalSiteAddresses, mode: 'dev' | 'preview'): string {
  const media = new URL(addresses.mediaBaseUrl).origin;
  const api = new URL(addresses.apiUrl).origin;
  const site = new URL(addresses.webUrl);
  const devServer =
    mode === 'dev'
      ? { scripts: [sha256Source(reactRefreshPreamble())], sockets: [`ws://${site.host}`, `ws://localhost:${site.port}`] }
      : { scripts: [], sockets: [] };
  return contentSecurityPolicy({
    connect: [media, api, ...devServer.sockets],
    images: [media],
    scripts: devServer.scripts,
    frames: siteFrameOrigins(process.env.BOOKING_ENGINE_URL ?? ''),
  });
}

/** Every security header CloudFront sends (security-headers.ts), with the local policy. */
export function localSiteHeaders(addresses: LocalSiteAddresses, mode: 'dev' | 'preview'): Record<string, string> {
  return siteSecurityHeaders(localContentSecurityPolicy(addresses, mode));
}

/**
 * Sets `headers` on the answer just before it is written, over whatever the answer set itself (the gateway's and
 * s3rver's own headers included), as CloudFront's response headers policy does with `override`.
 */
function overrideHeadersOnWrite(response: ServerResponse, headers: Readonly<Record<string, string>>): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    // Headers passed to writeHead itself would win over setHeader: take ours out of them.
    const passed = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null) as OutgoingHttpHeaders | undefined;
    if (passed && !Array.isArray(passed)) for (const name of Object.keys(passed)) if (name.toLowerCase() in headers) delete passed[name];
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

function refuse(response: ServerResponse, reason: string): void {
  response.statusCode = 403;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(`Forbidden: ${reason}.\n`);
}

/**
 * `url` (path and query) with its path normalised as CloudFront normalises it before choosing a behaviour (RFC 3986:
 * percent-encoded dots decoded, `.` and `..` segments removed, never above the root), or null when the path is not a
 * path. Deciding on the raw path would let `/api/../__dev/outbox` or `/api/%2e%2e/__dev/outbox` match the API's
 * prefix and reach whatever the proxy resolves it to.
 */
export function normalisedRequestUrl(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const withDots = path.replace(/%2e/gi, '.');
  const resolved = new URL(withDots.replace(/\\/g, '%5C'), 'http://site.invalid').pathname;
  return `${resolved}${query}`;
}

/**
 * The middleware in front of everything the site serves (pages, config, the proxied API and media): the path
 * normalised before anything decides where it goes, the security headers on every answer, and the `/media/` refusals
 * before the media proxy.
 */
export function localSiteMiddleware(headers: Readonly<Record<string, string>>): Connect.NextHandleFunction {
  const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return (request, response, next) => {
    overrideHeadersOnWrite(response, lowerCased);
    const normalised = normalisedRequestUrl(request.url ?? '/');
    if (normalised === null) {
      refuse(response, 'the address is not valid');
      return;
    }
    request.url = normalised;
    const url = normalised;
    if (url.startsWith(MEDIA_PATH_PREFIX)) {
      const reason = mediaRefusal((request.method ?? 'GET').toUpperCase(), url);
      if (reason) {
        refuse(response, reason);
        return;
      }
      if (url.startsWith(`${MEDIA_PATH_PREFIX}${VARIANT_PATH_SEGMENT}/`)) {
        answerVariant(request, response, url).catch(next);
        return;
      }
    }
    next();
  };
}

/**
 * A picture's variant (`/media/_v/…`), as CloudFront gets it: from the bucket when made already, else from the image
 * function (the same handler, in this process), which makes and stores it.
 */
async function answerVariant(request: IncomingMessage, response: ServerResponse, url: string): Promise<void> {
  const rawPath = url.split('?')[0]!.slice(MEDIA_PATH_PREFIX.length - 1);
  const answer = await answerVariantRequest({ rawPath, requestContext: { http: { method: (request.method ?? 'GET').toUpperCase() } } } as Parameters<
    typeof answerVariantRequest
  >[0]);
  response.statusCode = answer.statusCode ?? 200;
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, String(value));
  response.end(answer.isBase64Encoded ? Buffer.from(answer.body ?? '', 'base64') : (answer.body ?? ''));
}

/**
 * The Cache-Control the site bucket gives the built SPA's hashed files (`assets/`) in AWS (web-stack.ts, `deploySite`):
 * a file's name changes with its content, so a browser keeps it a year without asking again.
 */
export const BUILT_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `vite preview` answers the built files `no-cache`, so every return to a page asked again for each of its scripts
 * (a dashboard's fifteen): the local site answers them as the deployed one does.
 */
export const builtAssetsCaching: Connect.NextHandleFunction = (request, response, next) => {
  if (request.url?.startsWith('/assets/')) overrideHeadersOnWrite(response, { 'cache-control': BUILT_ASSET_CACHE_CONTROL });
  next();
};

/**
 * The Vite plugin that installs {@link localSiteMiddleware} first, in the dev server and in `vite preview` (there with
 * {@link builtAssetsCaching}: the dev server's files carry no hash).
 */
export function localSitePlugin(headers: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'tdp-local-site',
    // First among the plugins (the runtime config's answer included), and its middleware, added here rather than in
    // a returned hook, runs before Vite's own (its proxy included).
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use(localSiteMiddleware(headers));
    },
    configurePreviewServer(server) {
      server.middlewares.use(localSiteMiddleware(headers));
      server.middlewares.use(builtAssetsCaching);
    },
  };
}
