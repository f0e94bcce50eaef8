import { describe, expect, it } from 'vitest';
import { canonicalDealsPath } from '../features/deals/canonical-deals-path.ts';
import { continentDealsHref } from '../lib/deals-links.ts';
import { escapeXml, lastmodOf, robotsTxt, sitemapXml, type SitemapInput } from './sitemap.ts';

const ORIGIN = 'https://www.example.com';

const europe = {
  continent_id: 4,
  continent_name: 'Europe',
  countries: [
    { id: 31, name: 'Italy', cities: [] },
    { id: 30, name: 'France', cities: [] },
  ],
};
const asia = { continent_id: 2, continent_name: 'Asia', countries: [{ id: 12, name: 'Japan', cities: [] }] };
const ocean = { continent_id: 7, continent_name: 'Cruise_Ocean', countries: [{ id: 70, name: 'Caribbean', cities: [] }] };

const styles = [
  { id: 13, style_name: 'Last Minute' },
  { id: 9, style_name: 'Disney Trips' },
  { id: 21, style_name: 'Destination Wedding' },
  { id: 22, style_name: 'Group Travels' },
  { id: 4, style_name: 'Cruises' },
];

const input: SitemapInput = {
  origin: ORIGIN,
  packages: [
    { package_url: 'rome-in-spring', updatedAt: '2026-03-04T05:06:07.000Z' },
    { package_url: 'tokyo-lights', updatedAt: '2025-12-31T23:59:59.999Z' },
  ],
  continents: [europe, ocean, asia],
  travelStyles: styles,
};

/** The `<loc>`s of a sitemap, unescaped. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

function urlElementOf(xml: string, loc: string): string | undefined {
  return xml.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`));
}

describe('sitemapXml', () => {
  const xml = sitemapXml(input);
  const locs = locsOf(xml);

  it('is a sitemaps.org 0.9 urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      ),
    ).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
  });

  it('names every address absolutely from the site address, each once', () => {
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locsOf(sitemapXml({ ...input, origin: `${ORIGIN}/` }))).toEqual(locs);
    expect(locsOf(sitemapXml({ ...input, origin: 'http://127.0.0.1:5173' }))[0]).toBe('http://127.0.0.1:5173/');
  });

  it('lists the public static pages, without the become-an-agent link’s fragment', () => {
    const paths = locs.map((loc) => loc.slice(ORIGIN.length));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/deals',
        '/cruise-deals',
        '/deals/disney',
        '/search-and-book',
        '/group-travels',
        '/group-travels/friends-and-family',
        '/group-travels/destination-wedding',
        '/group-travels/group-promotion',
        '/agents/AgentPageMain',
        '/agents/FindYourConnectedAgent',
        '/contact-us',
        '/careers',
        '/privacy-policy',
        '/security-policy',
        '/terms-and-conditions',
      ]),
    );
    expect(paths[0]).toBe('/');
    expect(paths.some((path) => path.includes('#'))).toBe(false);
  });

  it('lists each static page and deals list in English and in French, each naming both and English as the default', () => {
    const paths = locs.map((loc) => loc.slice(ORIGIN.length));
    for (const path of ['/', '/deals', '/contact-us', '/deals/disney']) expect(paths).toContain(path === '/' ? '/fr' : `/fr${path}`);
    const alternates = (line: string | undefined) =>
      Object.fromEntries([...(line ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]));
    const pair = { 'en-CA': `${ORIGIN}/contact-us`, 'fr-CA': `${ORIGIN}/fr/contact-us`, 'x-default': `${ORIGIN}/contact-us` };
    expect(alternates(urlElementOf(xml, `${ORIGIN}/contact-us`))).toEqual(pair);
    expect(alternates(urlElementOf(xml, `${ORIGIN}/fr/contact-us`))).toEqual(pair);
    expect(alternates(urlElementOf(xml, `${ORIGIN}/`))).toEqual({ 'en-CA': `${ORIGIN}/`, 'fr-CA': `${ORIGIN}/fr`, 'x-default': `${ORIGIN}/` });
    const europeFrench = paths.find((path) => path.startsWith('/fr/deals?'));
    expect(europeFrench).toBeDefined();
    expect(paths).toContain(europeFrench!.slice('/fr'.length));
  });

  it('lists the packages in English only until the French catalogue says which have a complete French version', () => {
    expect(locs).toContain(`${ORIGIN}/deals/rome-in-spring`);
    expect(locs.filter((loc) => /\/fr\/deals\/(rome-in-spring|tokyo-lights)/.test(loc))).toEqual([]);
    expect(urlElementOf(xml, `${ORIGIN}/deals/rome-in-spring`)).not.toContain('xhtml:link');
  });

  it('leaves out pages not worth indexing: dashboards, sign-in, forms’ thank-you page, the API', () => {
    for (const loc of locs) expect(loc).not.toMatch(/dashboard|login|thank-you|\/api|__dev|request-a-quote/);
  });

  it("lists each geographic continent's deals with its ids sorted, as the page's canonical address", () => {
    const europeList = `${ORIGIN}/deals?destinationIds=[%22continent-4%22,%22country-30%22,%22country-31%22]`;
    expect(locs).toContain(europeList);
    expect(locs).toContain(`${ORIGIN}/deals?destinationIds=[%22continent-2%22,%22country-12%22]`);
    // The menu's link names the countries first, in the tree's order; the page's canonical address sorts them.
    const menuLink = continentDealsHref(europe);
    expect(menuLink).not.toBe(europeList.slice(ORIGIN.length));
    expect(canonicalDealsPath('/deals', menuLink.slice('/deals'.length))).toBe(europeList.slice(ORIGIN.length));
  });

  it('leaves out the cruise groups of the tree', () => {
    expect(locs.filter((loc) => loc.includes('continent-7') || loc.includes('country-70'))).toEqual([]);
  });

  it('lists each travel style’s deals, except Disney (its own list) and the styles with a group-travel page', () => {
    const styleLists = locs.filter((loc) => loc.includes('travelStyleIds'));
    expect(styleLists).toEqual([
      `${ORIGIN}/deals?travelStyleIds=[13]`,
      `${ORIGIN}/fr/deals?travelStyleIds=[13]`,
      `${ORIGIN}/deals?travelStyleIds=[4]`,
      `${ORIGIN}/fr/deals?travelStyleIds=[4]`,
    ]);
    // Each in English and in French.
    expect(locs.filter((loc) => loc.endsWith('/group-travels/destination-wedding') || loc.endsWith('/group-travels'))).toHaveLength(4);
  });

  it('lists every package page with its update date as lastmod', () => {
    expect(urlElementOf(xml, `${ORIGIN}/deals/rome-in-spring`)).toBe(`  <url><loc>${ORIGIN}/deals/rome-in-spring</loc><lastmod>2026-03-04</lastmod></url>`);
    expect(urlElementOf(xml, `${ORIGIN}/deals/tokyo-lights`)).toContain('<lastmod>2025-12-31</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });

  it('escapes the addresses for XML', () => {
    const escaped = sitemapXml({ ...input, packages: [{ package_url: 'a&b<c>"d\'', updatedAt: '2026-01-01T00:00:00.000Z' }] });
    // The path keeps `&` as a segment may hold it (site-path.ts); XML escapes it.
    expect(escaped).toContain(`<loc>${ORIGIN}/deals/a&amp;b%3Cc%3E%22d&apos;</loc><lastmod>2026-01-01</lastmod>`);
    expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists only the static pages when the catalogue is empty', () => {
    const empty = locsOf(sitemapXml({ origin: ORIGIN, packages: [], continents: [], travelStyles: [] }));
    expect(empty.every((loc) => !loc.includes('?') && !/\/deals\/(?!disney$)/.test(loc))).toBe(true);
    // 16 pages, each in English and in French.
    expect(empty).toHaveLength(32);
  });

  it('refuses a site address that is not an absolute http(s) address', () => {
    expect(() => sitemapXml({ ...input, origin: '/relative' })).toThrow();
    expect(() => sitemapXml({ ...input, origin: 'ftp://example.com' })).toThrow(/http/);
  });
});

describe('lastmodOf', () => {
  it('is the date of an ISO date-time, or nothing', () => {
    expect(lastmodOf('2026-03-04T05:06:07.000Z')).toBe('2026-03-04');
    expect(lastmodOf('yesterday')).toBeUndefined();
  });
});

describe('robotsTxt', () => {
  it('keeps every crawler out of the dashboards, the API and the development routes, and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-agent: *',
        'Disallow: /admin-dashboard',
        'Disallow: /agent-dashboard',
        'Disallow: /api',
        'Disallow: /__dev',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
    expect(robotsTxt(`${ORIGIN}/`)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
