// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setServerApiTransport } from '../entry-server.tsx';
import { publicPackage } from '../test/catalogue-fixtures.ts';
import { testRuntimeConfig } from '../test/test-config.ts';

/**
 * The server renders each request in the language of its address (issue #31): `/fr/…` in French, anything else in
 * English, two at once without either seeing the other's language; a French page's head names its language, its
 * canonical address and the same page in the other language, and its links stay French.
 */

const ORIGIN = 'https://deals.example.test';

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><meta charset="UTF-8" /><title>TBB Travel</title>' +
  '<meta name="description" content="Deals" /></head><body><div id="root"></div></body></html>';

const options = { template: TEMPLATE, config: testRuntimeConfig, origin: ORIGIN };

const pkg = publicPackage({ tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Seven nights of sun.', durationNights: 7 } }] });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  setServerApiTransport(async (url) => {
    const path = new URL(url, 'http://render.test').pathname;
    if (path === '/packages/bali-escape') return json(200, pkg);
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } });
  });
});

/** The `<link>` and `<meta>` elements of a page's head, as the attribute text the server wrote. */
function headTag(html: string, pattern: RegExp): string[] {
  return [...html.slice(0, html.indexOf('</head>')).matchAll(pattern)].map((match) => match[0]);
}

function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    headTag(html, /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g).map(
      (tag) => /hreflang="([^"]+)" href="([^"]+)"/.exec(tag)!.slice(1, 3) as [string, string],
    ),
  );
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

describe('the language of a server-rendered page', () => {
  it('is French under /fr and English elsewhere, for requests rendered at the same time', async () => {
    const [french, english] = await Promise.all([
      renderPage(new Request(`${ORIGIN}/fr/aubaines`), options),
      renderPage(new Request(`${ORIGIN}/holidays/somewhere-new`), options),
    ]);
    for (const words of [
      'Passer au contenu principal',
      'Demander une soumission',
      'Nous joindre',
      'Voyages de groupe',
      'Tous droits réservés.',
      'Sans rendez-vous du mardi au vendredi, de 10 h à 15 h',
    ]) {
      expect(french.body).toContain(words);
    }
    expect(french.body).not.toContain('Request a Quote');
    expect(french.body).not.toContain('All rights reserved');
    for (const words of [
      'Skip to main content',
      'Request a Quote',
      'Contact us',
      'Group travel',
      'All rights reserved.',
      'Walk-ins Tuesday–Friday, 10 AM–3 PM',
    ]) {
      expect(english.body).toContain(words);
    }
    expect(english.body).not.toContain('Demander une soumission');
  });

  it('writes the French page with lang fr-CA, its canonical, the English page as its alternate, French links and a switch to English', async () => {
    const [french, english] = await Promise.all([
      renderPage(new Request(`${ORIGIN}/fr/deals/bali-escape`), options),
      renderPage(new Request(`${ORIGIN}/deals/bali-escape`), options),
    ]);
    expect(french.status).toBe(200);
    expect(french.body).toContain('<html lang="fr-CA"');
    expect(english.body).toContain('<html lang="en-CA"');
    expect(canonical(french.body)).toBe(`${ORIGIN}/fr/deals/bali-escape`);
    expect(canonical(english.body)).toBe(`${ORIGIN}/deals/bali-escape`);
    // Each page names both, the pair pointing at each other, English as the default.
    const pair = { 'en-CA': `${ORIGIN}/deals/bali-escape`, 'fr-CA': `${ORIGIN}/fr/deals/bali-escape`, 'x-default': `${ORIGIN}/deals/bali-escape` };
    expect(alternates(french.body)).toEqual(pair);
    expect(alternates(english.body)).toEqual(pair);
    expect(headTag(french.body, /<meta property="og:locale(?::alternate)?" content="[^"]+"/g)).toEqual([
      '<meta property="og:locale" content="fr_CA"',
      '<meta property="og:locale:alternate" content="en_CA"',
    ]);
    expect(headTag(english.body, /<meta property="og:locale(?::alternate)?" content="[^"]+"/g)).toEqual([
      '<meta property="og:locale" content="en_CA"',
      '<meta property="og:locale:alternate" content="fr_CA"',
    ]);
    // The schema.org data names the page in its language, at its own address.
    const jsonLd = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as { '@graph': Array<Record<string, unknown>> };
    expect(jsonLd(french.body)['@graph'].at(-1)).toMatchObject({ '@type': 'WebPage', url: `${ORIGIN}/fr/deals/bali-escape`, inLanguage: 'fr-CA' });
    expect(jsonLd(french.body)['@graph'].find((node) => node['@type'] === 'Product')).toMatchObject({ url: `${ORIGIN}/fr/deals/bali-escape` });
    expect(jsonLd(english.body)['@graph'].at(-1)).toMatchObject({ '@type': 'WebPage', url: `${ORIGIN}/deals/bali-escape`, inLanguage: 'en-CA' });
    // The shell's links stay in French; the switch leads to the same page in English, named in English.
    expect(french.body).toContain('href="/fr/request-a-quote"');
    expect(french.body).not.toContain('href="/request-a-quote"');
    expect(french.body).toMatch(/<a [^>]*href="\/deals\/bali-escape"[^>]*lang="en-CA"[^>]*>English<\/a>/);
    expect(english.body).toMatch(/<a [^>]*href="\/fr\/deals\/bali-escape"[^>]*lang="fr-CA"[^>]*>Français<\/a>/);
  });

  it("gives a French deals list its French title and description, and keeps the filter in the other language's address", async () => {
    const query = '?travelStyleIds=[13]';
    const french = await renderPage(new Request(`${ORIGIN}/fr/deals${query}`), options);
    expect(french.body).toContain('<title>Aubaines voyage | TBB Travel</title>');
    expect(french.body).toContain('<meta name="description" content="Parcourez nos aubaines voyage au départ du Canada');
    expect(french.body).toMatch(/<a [^>]*href="\/deals\?travelStyleIds=\[13\]"[^>]*>English<\/a>/);
    expect(alternates(french.body)['en-CA']).toBe(`${ORIGIN}/deals?travelStyleIds=[13]`);
    expect(alternates(french.body)['fr-CA']).toBe(`${ORIGIN}/fr/deals?travelStyleIds=[13]`);
  });

  it('offers no other language for a page that does not exist', async () => {
    const missing = await renderPage(new Request(`${ORIGIN}/fr/deals/nowhere`), options);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<html lang="fr-CA"');
    expect(alternates(missing.body)).toEqual({});
  });
});
