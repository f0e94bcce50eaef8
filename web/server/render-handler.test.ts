// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import type { ServerRenderOptions } from '../src/entry-server.tsx';
import { createRenderHandler, type PageCopy, type PageCopyStore, type PageRenderer } from './render-handler.ts';
import {
  CACHEABLE_PAGE_CACHE_CONTROL,
  PAGE_COPY_CACHE_CONTROL,
  RENDER_FAILED_MESSAGE,
  SITE_HOST_HEADER,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './render-settings.ts';

const TEMPLATE = '<!doctype html><html><head><title>TBB</title></head><body><div id="root"></div></body></html>';
const CONFIG = { apiBaseUrl: '', cdnPrefix: '/media/', stage: 'dev', bookingEngineUrl: '' } as unknown as RuntimeConfig;

/** A function URL event (payload format 2.0) as CloudFront's origin request arrives. */
function urlEvent(method: string, rawPath: string, rawQueryString = '', headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    headers: { host: 'abc123.lambda-url.ca-central-1.on.aws', [SITE_HOST_HEADER]: 'd111.cloudfront.net', ...headers },
    isBase64Encoded: false,
    requestContext: {
      accountId: 'anonymous',
      apiId: 'abc123',
      domainName: 'abc123.lambda-url.ca-central-1.on.aws',
      domainPrefix: 'abc123',
      requestId: 'req-1',
      routeKey: '$default',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '130.176.0.1', userAgent: 'Amazon CloudFront' },
    },
  } as APIGatewayProxyEventV2;
}

/** A renderer that records what it was asked and answers what the test says. */
function fakeRenderer(answer: { status: number; headers?: Record<string, string>; body?: string } | Error = { status: 200 }) {
  const pages: Array<{ request: Request; options: ServerRenderOptions }> = [];
  const renderer: PageRenderer = {
    renderPage: vi.fn(async (request: Request, options: ServerRenderOptions) => {
      pages.push({ request, options });
      if (answer instanceof Error) throw answer;
      return { status: answer.status, headers: answer.headers ?? { 'content-type': 'text/html; charset=utf-8' }, body: answer.body ?? '<html>page</html>' };
    }),
    renderSitemap: vi.fn(async ({ origin }: { origin: string }) => ({
      status: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      body: `<urlset>${origin}</urlset>`,
    })),
    renderRobots: vi.fn(({ origin }: { origin: string }) => ({
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: `Sitemap: ${origin}/sitemap.xml`,
    })),
  };
  return { renderer, pages };
}

function handlerWith(renderer: PageRenderer, siteUrl?: string) {
  return createRenderHandler({ renderer, template: () => TEMPLATE, config: CONFIG, siteUrl, log: () => undefined });
}

describe('render function: request mapping', () => {
  it("renders the viewer's path and the query CloudFront kept, as a GET at the site's address, with the stage's template and config", async () => {
    const { renderer, pages } = fakeRenderer();
    const result = await handlerWith(renderer)(urlEvent('GET', '/deals', 'travelStyleIds=[13]&destinationIds=["country-5"]'));
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('<html>page</html>');
    expect(pages).toHaveLength(1);
    const [{ request, options }] = pages;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://d111.cloudfront.net/deals?travelStyleIds=[13]&destinationIds=[%22country-5%22]');
    expect(options).toEqual({ template: TEMPLATE, config: CONFIG, origin: 'https://d111.cloudfront.net' });
  });

  it("names pages by the stage's own domain when it has one, whatever the edge's header says", async () => {
    const { renderer, pages } = fakeRenderer();
    await handlerWith(renderer, 'https://deals.example.ca/')(urlEvent('GET', '/'));
    expect(pages[0]!.options.origin).toBe('https://deals.example.ca');
    expect(pages[0]!.request.url).toBe('https://deals.example.ca/');
  });

  it("ignores a site host that is not a host name, falling back to the function's own address", async () => {
    const { renderer, pages } = fakeRenderer();
    await handlerWith(renderer)(urlEvent('GET', '/', '', { [SITE_HOST_HEADER]: 'evil.test/"><script>' }));
    expect(pages[0]!.options.origin).toBe('https://abc123.lambda-url.ca-central-1.on.aws');
  });

  it('never hands the renderer a credential or a cookie', async () => {
    const { renderer, pages } = fakeRenderer();
    await handlerWith(renderer)(urlEvent('GET', '/', '', { authorization: 'Bearer x', cookie: 'a=b', 'accept-language': 'fr-CA' }));
    const headers = pages[0]!.request.headers;
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('accept-language')).toBe('fr-CA');
  });

  it('answers HEAD like GET without the body, and never lets a cache keep that empty answer', async () => {
    const { renderer, pages } = fakeRenderer();
    const result = await handlerWith(renderer)(urlEvent('HEAD', '/deals'));
    expect(pages[0]!.request.method).toBe('GET');
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('');
    expect(result.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(result.headers?.['cache-control']).toBe('no-store');
  });

  it('refuses any other method with 405, uncached, without rendering', async () => {
    const { renderer, pages } = fakeRenderer();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const result = await handlerWith(renderer)(urlEvent(method, '/deals'));
      expect(result.statusCode).toBe(405);
      expect(result.headers).toMatchObject({ allow: 'GET, HEAD', 'cache-control': 'no-store' });
    }
    expect(pages).toEqual([]);
  });

  it('answers /sitemap.xml and /robots.txt from the renderer, at the site address, cached like pages', async () => {
    const { renderer } = fakeRenderer();
    const sitemap = await handlerWith(renderer)(urlEvent('GET', '/sitemap.xml'));
    expect(sitemap).toMatchObject({ statusCode: 200, body: '<urlset>https://d111.cloudfront.net</urlset>' });
    expect(sitemap.headers).toMatchObject({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHEABLE_PAGE_CACHE_CONTROL });
    const robots = await handlerWith(renderer)(urlEvent('GET', '/robots.txt'));
    expect(robots).toMatchObject({ statusCode: 200, body: 'Sitemap: https://d111.cloudfront.net/sitemap.xml' });
  });

  it('answers any other file name 404 without rendering (files are the site bucket’s)', async () => {
    const { renderer, pages } = fakeRenderer();
    const result = await handlerWith(renderer)(urlEvent('GET', '/wp-login.php'));
    expect(result.statusCode).toBe(404);
    expect(result.headers?.['cache-control']).toBe(CACHEABLE_PAGE_CACHE_CONTROL);
    expect(pages).toEqual([]);
  });

  it('gives a dashboard index.html as it is, never cached at the edge', async () => {
    const { renderer, pages } = fakeRenderer();
    const result = await handlerWith(renderer)(urlEvent('GET', '/admin-dashboard/packages'));
    expect(result).toMatchObject({ statusCode: 200, body: TEMPLATE });
    expect(result.headers?.['cache-control']).toBe('no-cache');
    expect(pages).toEqual([]);
  });
});

describe('render function: what CloudFront may cache', () => {
  it.each([200, 404])('lets CloudFront keep a %i page (s-maxage, stale-while-revalidate), browsers revalidate', async (status) => {
    const result = await handlerWith(fakeRenderer({ status }).renderer)(urlEvent('GET', '/deals/gone'));
    expect(result.statusCode).toBe(status);
    expect(result.headers?.['cache-control']).toBe(CACHEABLE_PAGE_CACHE_CONTROL);
    expect(CACHEABLE_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
  });

  it("passes on a route's redirect (the old site's addresses: 301) with its location, cached like a page", async () => {
    const { renderer } = fakeRenderer({ status: 301, headers: { location: '/deals?destinationIds=[%22continent-4%22]' }, body: '' });
    const result = await handlerWith(renderer)(urlEvent('GET', '/travel-destinations/europe'));
    expect(result.statusCode).toBe(301);
    expect(result.headers).toMatchObject({ location: '/deals?destinationIds=[%22continent-4%22]', 'cache-control': CACHEABLE_PAGE_CACHE_CONTROL });
  });

  it('keeps no other answer: a 503 is no-store', async () => {
    const result = await handlerWith(fakeRenderer({ status: 503 }).renderer)(urlEvent('GET', '/'));
    expect(result.headers?.['cache-control']).toBe('no-store');
  });
});

describe('render function: a broken renderer (what a visitor gets)', () => {
  const BRANDED_CONFIG = { ...CONFIG, phone: '1-800-555-0199', hours: 'Mon–Fri 9–5 ET', supportEmail: 'help@tbbtravel.ca' } as RuntimeConfig;
  const SITE_TEMPLATE =
    '<!doctype html><html><head><title>TBB</title><link rel="stylesheet" href="/assets/index-1.css"><script type="module" src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" href="/assets/chunk-2.js"></head><body><noscript>Turn on JavaScript</noscript><div id="root"></div></body></html>';

  /** An in-memory page copy store, as the S3 one behaves. */
  function memoryCopies() {
    const copies = new Map<string, PageCopy>();
    const store: PageCopyStore = {
      read: vi.fn(async (path: string) => copies.get(path)),
      write: vi.fn(async (path: string, copy: PageCopy) => void copies.set(path, copy)),
    };
    return { copies, store };
  }

  /** A renderer that renders well until `broken.now` says otherwise, then throws as a crashed render does. */
  function breakableRenderer() {
    const broken = {
      now: false,
      with: new Error('DynamoDB: ProvisionedThroughputExceededException at secret/internal/path.ts:42') as Error | { status: number; body: string },
    };
    const renderer: PageRenderer = {
      renderPage: vi.fn(async (request: Request) => {
        if (broken.now) {
          if (broken.with instanceof Error) throw broken.with;
          return { status: broken.with.status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: broken.with.body };
        }
        return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<html>good ${new URL(request.url).pathname}</html>` };
      }),
      renderSitemap: vi.fn(async () => ({ status: 200, headers: {}, body: '' })),
      renderRobots: vi.fn(() => ({ status: 200, headers: {}, body: '' })),
    };
    return { renderer, broken };
  }

  function brokenSite(store?: PageCopyStore, clock = { at: Date.parse('2026-11-29T07:00:00Z') }) {
    const lines: Array<Record<string, unknown>> = [];
    const { renderer, broken } = breakableRenderer();
    const handler = createRenderHandler({
      renderer,
      template: () => SITE_TEMPLATE,
      config: BRANDED_CONFIG,
      log: (line) => void lines.push(line),
      pageCopies: store,
      now: () => clock.at,
    });
    return { handler, broken, lines, clock };
  }

  it('shows the last good copy of the page when its render throws, kept by CloudFront for a minute only', async () => {
    const { store } = memoryCopies();
    const { handler, broken } = brokenSite(store);
    expect((await handler(urlEvent('GET', '/deals'))).body).toBe('<html>good /deals</html>');
    broken.now = true;
    const result = await handler(urlEvent('GET', '/deals'));
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('<html>good /deals</html>');
    expect(result.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': PAGE_COPY_CACHE_CONTROL,
      'x-page-copy-saved-at': '2026-11-29T07:00:00.000Z',
    });
  });

  it('shows the copy too when the renderer answers a 5xx page of its own', async () => {
    const { store } = memoryCopies();
    const { handler, broken } = brokenSite(store);
    await handler(urlEvent('GET', '/'));
    Object.assign(broken, { now: true, with: { status: 500, body: '<html>app error page</html>' } });
    const result = await handler(urlEvent('GET', '/'));
    expect(result).toMatchObject({ statusCode: 200, body: '<html>good /</html>' });
  });

  it('answers the site’s unavailable page when there is no copy: 503, Retry-After, never cached, the agency’s phone, no error detail', async () => {
    const { store } = memoryCopies();
    const { handler, broken } = brokenSite(store);
    broken.now = true;
    const result = await handler(urlEvent('GET', '/deals/bali-escape'));
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
    const body = String(result.body);
    expect(body).toContain('<link rel="stylesheet" href="/assets/index-1.css">');
    expect(body).toContain('This page is taking a short break');
    expect(body).toContain('<a href="tel:18005550199">1-800-555-0199</a>');
    expect(body).toContain('help@tbbtravel.ca');
    expect(body).toContain('<title>Please try again in a minute · TBB Travel</title>');
    expect(body).not.toMatch(/<script|modulepreload|noscript|DynamoDB|secret|internal/);
  });

  it('keeps the renderer’s own 5xx page when it made one and there is no copy', async () => {
    const { handler, broken } = brokenSite(undefined);
    Object.assign(broken, { now: true, with: { status: 500, body: '<html>app error page</html>' } });
    expect(await handler(urlEvent('GET', '/'))).toMatchObject({
      statusCode: 500,
      body: '<html>app error page</html>',
      headers: { 'cache-control': 'no-store' },
    });
  });

  it('logs one ERROR line per failed render, named for the render-failures metric, with the error for the operator', async () => {
    const { handler, broken, lines } = brokenSite(undefined);
    broken.now = true;
    await handler(urlEvent('GET', '/deals'));
    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ msg: RENDER_FAILED_MESSAGE, path: '/deals', error: expect.stringContaining('ProvisionedThroughputExceededException') }),
    ]);
  });

  it('keeps copies of good pages only, without a query, at most once a minute per page; a failed write only logs', async () => {
    const { copies, store } = memoryCopies();
    const { handler, clock, lines } = brokenSite(store);
    await handler(urlEvent('GET', '/deals', 'sort=price-asc'));
    await handler(urlEvent('GET', '/sitemap.xml'));
    await handler(urlEvent('HEAD', '/contact-us'));
    expect([...copies.keys()]).toEqual([]);
    await handler(urlEvent('GET', '/contact-us'));
    await handler(urlEvent('GET', '/contact-us'));
    expect(store.write).toHaveBeenCalledTimes(1);
    clock.at += 61_000;
    await handler(urlEvent('GET', '/contact-us'));
    expect(store.write).toHaveBeenCalledTimes(2);
    vi.mocked(store.write).mockRejectedValueOnce(new Error('AccessDenied'));
    clock.at += 61_000;
    expect((await handler(urlEvent('GET', '/contact-us'))).statusCode).toBe(200);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'page copy not written' }));
  });

  it('answers the unavailable page when the copies cannot be read either', async () => {
    const store: PageCopyStore = { read: vi.fn(async () => Promise.reject(new Error('S3 down'))), write: vi.fn(async () => undefined) };
    const { handler, broken } = brokenSite(store);
    broken.now = true;
    expect((await handler(urlEvent('GET', '/'))).statusCode).toBe(503);
  });
});
