import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIXED_LEGACY_REDIRECTS, legacyRedirectRule } from '@tdp/shared/deals/legacy-redirects';
import { PRIVATE_MEDIA_PREFIXES } from '@tdp/shared/media/private-media';
import fc from 'fast-check';
import { parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';
import { PAGE_QUERY_RULES } from '../../../web/server/page-query-rules.ts';
import { PAGE_QUERY_PARAMETERS, SITE_HOST_HEADER } from '../../../web/server/render-settings.ts';
import { directoryFilterFrom } from '../../../web/src/features/agent-directory/directory-filter.ts';
import { viewerQueryString, type ViewerQueryString } from '../../local/edge-page-request.ts';
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

  it.each([
    '/',
    '/deals',
    '/deals/caribbean-escape-2027',
    '/resetpassword/Zm9vYmFy_-',
    '/admin-dashboard/packages/edit/12',
    '/agent-dashboard/SuppliersGuide/Ground&Rail',
  ])('serves the app page for %s', (uri) => expect(uriAfter(handler, uri)).toBe('/index.html'));

  it.each(['/index.html', '/config.json', '/assets/index-4f3a2b.js', '/assets/logo.svg', '/favicon.ico', '/robots.txt'])('serves the file %s itself', (uri) =>
    expect(uriAfter(handler, uri)).toBe(uri),
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
    expect(handler({ viewer: { ip: '203.0.113.7' }, request: { uri: '/api/leads/quote', headers: {} } }).headers['x-viewer-address']).toEqual({
      value: '203.0.113.7',
    });
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
  const answer = (uri: string, headers: HeaderMap = {}) =>
    handler({ context: { distributionDomainName: 'd111.cloudfront.net' }, request: { uri, headers, querystring: {} } });

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
      expect(result).toEqual({ uri, headers: { [SITE_HOST_HEADER]: { value: 'd111.cloudfront.net' }, accept: { value: 'text/html' } }, querystring: '' });
    },
  );

  it('is generated from the shared tables, and refuses a template that lost its marker', () => {
    expect(siteRequestFunctionCode()).toContain(JSON.stringify(FIXED_LEGACY_REDIRECTS));
    expect(siteRequestFunctionCode({ '/old': '/new' })).toContain('{"/old":"/new"}');
    expect(siteRequestFunctionCode()).toContain(`var PAGE_QUERY_RULES = ${JSON.stringify(PAGE_QUERY_RULES)};`);
  });

  it('fits CloudFront Functions’ 10 KB code limit with its tables written in', () => {
    expect(Buffer.byteLength(siteRequestFunctionCode(), 'utf8')).toBeLessThan(10 * 1024);
  });
});

describe('site request: the cache key’s query string', () => {
  const context = vm.createContext({});
  vm.runInContext(siteRequestFunctionCode(), context);
  const handler = context.handler as (event: {
    context: { distributionDomainName: string };
    request: { uri: string; headers: object; querystring: ViewerQueryString };
  }) => {
    querystring: string;
  };
  /** The query string CloudFront keys the page on and sends the render function, for a viewer's `path?query`. */
  const keyOf = (url: string) => {
    const [uri, query = ''] = url.split(/\?(.*)/s) as [string, string?];
    return handler({ context: { distributionDomainName: 'd111.cloudfront.net' }, request: { uri, headers: {}, querystring: viewerQueryString(query) } })
      .querystring;
  };

  it.each([
    '/?q=4f9c2a7e',
    '/?destinationIds=["country-5"]&utm_source=newsletter',
    '/contact-us?q=x&sort=price-asc',
    '/request-a-quote?package=bali-escape&from=3',
    '/thank-you?reference=Q-1234',
    '/sitemap.xml?x=1',
  ])('drops every parameter of a page that reads none: %s', (url) => {
    expect(keyOf(url)).toBe('');
  });

  it('keeps the deals filter on a deals list, sorted by name and spelled as the site writes it', () => {
    expect(keyOf('/deals?utm_source=x&travelStyleIds=[13]&sort=price-asc&destinationIds=["country-5"]')).toBe(
      'destinationIds=[%22country-5%22]&sort=price-asc&travelStyleIds=[13]',
    );
    for (const spelling of [
      'destinationIds=%5B%22country-5%22%5D',
      'destinationIds=[%22country-5%22]',
      'destinationIds=[ "country-5" ]',
      'destinationIds=%5B+%22country-5%22+%5D',
    ]) {
      expect(keyOf(`/deals?${spelling}`), spelling).toBe('destinationIds=[%22country-5%22]');
    }
  });

  it('reads a JSON list as the page does: repeats concatenated, anything not a list dropped', () => {
    expect(keyOf('/deals?travelStyleIds=[13]&travelStyleIds=[4]')).toBe('travelStyleIds=[13,4]');
    expect(keyOf('/deals?travelStyleIds=13&travelStyleIds=[4]')).toBe('travelStyleIds=[4]');
    expect(keyOf('/deals?travelStyleIds=[]&months=nope&departureCityIds=%E0%A4%A')).toBe('');
  });

  it('keeps a choice only when the page knows it, exactly as written (a page reads `BC`, not `bc`)', () => {
    expect(keyOf('/deals?sort=recommended')).toBe('');
    expect(keyOf('/deals?sort=PRICE-ASC')).toBe('');
    expect(keyOf('/deals?sort=departure&sort=price-asc')).toBe('sort=departure');
    expect(keyOf('/agents/FindYourConnectedAgent?province=bc&language=punjabi&specialty=nothing')).toBe('language=punjabi');
    expect(keyOf('/agents/FindYourConnectedAgent?province=BC')).toBe('province=BC');
  });

  it('keeps the directory’s search text as typed, on the directory only', () => {
    expect(keyOf('/agents/FindYourConnectedAgent?q=Nadia+Haddad&utm_campaign=x')).toBe('q=Nadia%20Haddad');
    expect(keyOf('/agents/findyourconnectedagent/?q=Nadia%20Haddad')).toBe('q=Nadia%20Haddad');
    expect(keyOf('/agents/FindYourConnectedAgent?q=')).toBe('');
    expect(keyOf('/deals?q=Nadia')).toBe('');
  });

  it('keeps on each page what it reads: a package page its departures’ cities and months, the cruise and Disney lists the filter', () => {
    expect(keyOf('/deals/bali-escape?months=["2027-04"]&sort=price-asc&departureCityIds=[3]')).toBe('departureCityIds=[3]&months=[%222027-04%22]');
    expect(keyOf('/deals/disney?sort=departure&travelStyleIds=[9]')).toBe('sort=departure&travelStyleIds=[9]');
    expect(keyOf('/cruise-deals/4/2/17?destinationIds=["country-5"]')).toBe('destinationIds=[%22country-5%22]');
    expect(keyOf('/DEALS/?sort=departure')).toBe('sort=departure');
  });

  it('keeps the same parameters on the French pages (/fr), which are rendered and cached by path like the English ones', () => {
    expect(keyOf('/fr/deals?utm_source=x&sort=price-asc&travelStyleIds=[13]')).toBe('sort=price-asc&travelStyleIds=[13]');
    expect(keyOf('/fr/deals/bali-escape?months=["2027-04"]&sort=price-asc')).toBe('months=[%222027-04%22]');
    expect(keyOf('/FR/cruise-deals/4?destinationIds=["country-5"]')).toBe('destinationIds=[%22country-5%22]');
    expect(keyOf('/fr/agents/FindYourConnectedAgent?q=Nadia')).toBe('q=Nadia');
    expect(keyOf('/fr?sort=price-asc')).toBe('');
    expect(keyOf('/french/deals?sort=price-asc')).toBe('');
  });

  it('gives one key to every order of the same parameters', () => {
    const pairs = ['destinationIds=["continent-2"]', 'travelStyleIds=[13]', 'departureCityIds=[3,7]', 'months=["2027-04"]', 'sort=price-desc', 'utm_source=x'];
    const expected = keyOf(`/deals?${pairs.join('&')}`);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(pairs, { minLength: pairs.length, maxLength: pairs.length }),
        (shuffled) => keyOf(`/deals?${shuffled.join('&')}`) === expected,
      ),
    );
  });

  it('never changes what a deals page or the directory reads (the server renders what the browser then reads)', () => {
    const dealsValue = fc.oneof(
      fc.constantFrom('[13]', '["country-5","continent-2"]', '[3, 7]', '["2027-04"]', 'price-asc', 'recommended', '13', '[]', '%5B4%5D', '[%22country-5%22]'),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const dealsQuery = fc.array(
      fc.tuple(fc.constantFrom('destinationIds', 'travelStyleIds', 'departureCityIds', 'months', 'sort', 'q', 'utm_source'), dealsValue),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(dealsQuery, (pairs) => {
        const raw = pairs.map(([name, value]) => `${name}=${value}`).join('&');
        expect(parseDealsFilterQuery(keyOf(`/deals?${raw}`))).toEqual(parseDealsFilterQuery(raw));
      }),
    );
    const directoryValue = fc.oneof(
      fc.constantFrom('BC', 'bc', 'punjabi', 'luxury', 'Nadia+Haddad', '%C3%89lise', ''),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const directoryQuery = fc.array(fc.tuple(fc.constantFrom('q', 'province', 'language', 'specialty', 'page'), directoryValue), { maxLength: 6 });
    fc.assert(
      fc.property(directoryQuery, (pairs) => {
        const raw = pairs.map(([name, value]) => `${name}=${value}`).join('&');
        const normalised = keyOf(`/agents/FindYourConnectedAgent?${raw}`);
        expect(directoryFilterFrom(new URLSearchParams(normalised))).toEqual(directoryFilterFrom(new URLSearchParams(raw)));
      }),
    );
  });

  it('keys the cache on the parameters of the rules, within CloudFront’s default 10', () => {
    const named = PAGE_QUERY_RULES.flatMap((rule) => rule.parameters.map((parameter) => parameter.name));
    expect(new Set(named)).toEqual(new Set(PAGE_QUERY_PARAMETERS));
    expect(PAGE_QUERY_PARAMETERS.length).toBeLessThanOrEqual(10);
  });
});
