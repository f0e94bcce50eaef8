import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIXED_LEGACY_REDIRECTS, legacyRedirectRule } from '@tdp/shared/deals/legacy-redirects';
import { PRIVATE_MEDIA_PREFIXES } from '@tdp/shared/media/private-media';
import { SITE_HOST_HEADER } from '../../../web/server/render-settings.ts';
import { siteRequestFunctionCode } from './site-request.ts';
import { mediaRequestFunctionCode } from './media-request.ts';

interface ViewerRequest {
  uri: string;
}

/** Loads a CloudFront Function file as CloudFront does: a script whose global `handler` gets the event. */
function loadEdgeFunction(file: string): (event: { request: ViewerRequest }) => ViewerRequest {
  const code = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return context.handler as (event: { request: ViewerRequest }) => ViewerRequest;
}

function uriAfter(handler: ReturnType<typeof loadEdgeFunction>, uri: string): string {
  return handler({ request: { uri } }).uri;
}

describe("SPA fallback (the dashboards' behaviours)", () => {
  const handler = loadEdgeFunction('spa-fallback.js');

  it.each(['/', '/deals', '/deals/caribbean-escape-2027', '/resetpassword/Zm9vYmFy_-', '/admin-dashboard/packages/edit/12', '/agent-dashboard/SuppliersGuide/Ground&Rail'])(
    'serves the app page for %s',
    (uri) => expect(uriAfter(handler, uri)).toBe('/index.html'),
  );

  it.each(['/index.html', '/config.json', '/assets/index-4f3a2b.js', '/assets/logo.svg', '/favicon.ico', '/robots.txt'])(
    'serves the file %s itself',
    (uri) => expect(uriAfter(handler, uri)).toBe(uri),
  );

  it('treats a dotted slug that does not end like a file name as a page', () => {
    expect(uriAfter(handler, '/deals/paris-3.5-stars')).toBe('/index.html');
  });
});

describe('media request (the /media/* behaviour)', () => {
  const context = vm.createContext({});
  vm.runInContext(mediaRequestFunctionCode(), context);
  const handler = context.handler as (event: { request: ViewerRequest }) => ViewerRequest | { statusCode: number; headers: Record<string, { value: string }> };

  it('maps /media/<key> to the bucket key, public folders as they are', () => {
    expect(handler({ request: { uri: '/media/package-images/cancun/beach.jpg' } })).toEqual({ uri: '/package-images/cancun/beach.jpg' });
    expect(handler({ request: { uri: '/media/suppliers/logo/Atlantic%20Rail.png' } })).toEqual({ uri: '/suppliers/logo/Atlantic%20Rail.png' });
    expect(handler({ request: { uri: '/media/agents/nadia-haddad/photo-1.jpg' } })).toEqual({ uri: '/agents/nadia-haddad/photo-1.jpg' });
  });

  it('strips only the leading prefix', () => {
    expect(handler({ request: { uri: '/media/package-images/media/guide.pdf' } })).toEqual({ uri: '/package-images/media/guide.pdf' });
  });

  it.each([
    '/media/Documents/Forms/Pre-departure%20Checklist.pdf',
    '/media/Documents/media/guide.pdf',
    '/media/%44ocuments/Forms/Pre-departure%20Checklist.pdf',
    '/media/Documents%2FForms%2FPre-departure%20Checklist.pdf',
    '/media/package-images/../Documents/x.pdf',
    '/media/package-images/%2E%2E/Documents/x.pdf',
    '/media/./Documents/x.pdf',
    '/media/applications/2026-01/0123abcd/cv.pdf',
    '/media/%61pplications/2026-01/0123abcd/cv.pdf',
    '/media/%E0%A4%A',
  ])('refuses %s with a 403 no cache keeps', (uri) => {
    expect(handler({ request: { uri } })).toEqual({ statusCode: 403, statusDescription: 'Forbidden', headers: { 'cache-control': { value: 'no-store' } } });
  });

  it('is generated from the shared list of private prefixes', () => {
    expect(mediaRequestFunctionCode()).toContain(`var PRIVATE_MEDIA_PREFIXES = ${JSON.stringify(PRIVATE_MEDIA_PREFIXES)};`);
    expect(PRIVATE_MEDIA_PREFIXES).toEqual(['applications/', 'Documents/']);
  });
});

describe('viewer address (every API behaviour)', () => {
  type HeaderMap = Record<string, { value: string }>;
  const code = readFileSync(new URL('./viewer-address.js', import.meta.url), 'utf8');
  const context = vm.createContext({});
  vm.runInContext(code, context);
  const handler = context.handler as (event: { viewer: { ip: string }; request: { uri: string; headers: HeaderMap } }) => { uri: string; headers: HeaderMap };

  it("writes the viewer's IP address CloudFront saw, IPv4 or IPv6", () => {
    expect(handler({ viewer: { ip: '203.0.113.7' }, request: { uri: '/api/leads/quote', headers: {} } }).headers['x-viewer-address']).toEqual({ value: '203.0.113.7' });
    expect(handler({ viewer: { ip: '2001:db8::1' }, request: { uri: '/health', headers: {} } }).headers['x-viewer-address']).toEqual({ value: '2001:db8::1' });
  });

  it('replaces a value the viewer sent itself, and leaves the rest of the request alone', () => {
    const request = { uri: '/api/auth/login/agent', headers: { 'x-viewer-address': { value: '198.51.100.1' }, authorization: { value: 'Bearer x' } } };
    expect(handler({ viewer: { ip: '203.0.113.7' }, request })).toEqual({
      uri: '/api/auth/login/agent',
      headers: { 'x-viewer-address': { value: '203.0.113.7' }, authorization: { value: 'Bearer x' } },
    });
  });
});

describe('site request (default behaviour: the rendered pages)', () => {
  type HeaderMap = Record<string, { value: string }>;
  interface SiteRequest {
    uri: string;
    headers: HeaderMap;
    querystring?: Record<string, { value: string }>;
  }
  type EdgeAnswer = SiteRequest | { statusCode: number; statusDescription: string; headers: HeaderMap };
  const context = vm.createContext({});
  vm.runInContext(siteRequestFunctionCode(), context);
  const handler = context.handler as (event: { context: { distributionDomainName: string }; request: SiteRequest }) => EdgeAnswer;
  const answer = (uri: string, headers: HeaderMap = {}) => handler({ context: { distributionDomainName: 'd111.cloudfront.net' }, request: { uri, headers, querystring: {} } });

  it.each(Object.keys(FIXED_LEGACY_REDIRECTS))('answers the old address %s with a 301 to where the SPA sends it', (path) => {
    const expected = (legacyRedirectRule(path) as { to: string }).to;
    for (const variant of [path, `${path}/`, path.toUpperCase()]) {
      expect(answer(variant)).toEqual({
        statusCode: 301,
        statusDescription: 'Moved Permanently',
        headers: { location: { value: expected }, 'cache-control': { value: 'public, max-age=86400' } },
      });
    }
  });

  it('leaves an old destination page to the render function (its target needs the live destination tree)', () => {
    expect(legacyRedirectRule('/travel-destinations/europe')).toEqual({ destination: 'europe' });
    expect(answer('/travel-destinations/europe')).toMatchObject({ uri: '/travel-destinations/europe' });
  });

  it.each(['/', '/deals', '/deals/caribbean-escape-2027', '/last-minute-deals-2027', '/cruises/alaska', '/sitemap.xml'])(
    "sends %s on as it is, telling the render function the distribution's domain (replacing a viewer's value)",
    (uri) => {
      const result = answer(uri, { [SITE_HOST_HEADER]: { value: 'evil.example' }, accept: { value: 'text/html' } });
      expect(result).toEqual({ uri, headers: { [SITE_HOST_HEADER]: { value: 'd111.cloudfront.net' }, accept: { value: 'text/html' } }, querystring: {} });
    },
  );

  it('is generated from the shared table, and refuses a template that lost its marker', () => {
    expect(siteRequestFunctionCode()).toContain(JSON.stringify(FIXED_LEGACY_REDIRECTS));
    expect(siteRequestFunctionCode({ '/old': '/new' })).toContain('{"/old":"/new"}');
  });
});
