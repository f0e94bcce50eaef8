// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import type { ServerRenderOptions } from '../src/entry-server.tsx';
import { createRenderHandler, type PageRenderer } from './render-handler.ts';
import { CACHEABLE_PAGE_CACHE_CONTROL, SITE_HOST_HEADER } from './render-settings.ts';

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
    renderSitemap: vi.fn(async ({ origin }: { origin: string }) => ({ status: 200, headers: { 'content-type': 'application/xml; charset=utf-8' }, body: `<urlset>${origin}</urlset>` })),
    renderRobots: vi.fn(({ origin }: { origin: string }) => ({ status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `Sitemap: ${origin}/sitemap.xml` })),
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

  it('answers a render that throws with a 500 page, uncached, and logs it', async () => {
    const log = vi.fn();
    const handler = createRenderHandler({ renderer: fakeRenderer(new Error('boom')).renderer, template: () => TEMPLATE, config: CONFIG, log });
    const result = await handler(urlEvent('GET', '/'));
    expect(result.statusCode).toBe(500);
    expect(result.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    expect(result.body).not.toContain('boom');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', msg: 'render failed', error: expect.stringContaining('boom') }));
  });
});
