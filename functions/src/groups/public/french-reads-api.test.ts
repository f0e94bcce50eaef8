import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealsAnswer, PackageCreateInput } from '@tdp/shared/schemas/package';
import { textFingerprint, translatableTexts } from '@tdp/shared/catalogue/french-texts';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { routes } from '@tdp/shared/api/routes';
import { callRoute } from '../../../test/call-route.ts';

/**
 * The French answers of the public reads (lang=fr, docs/decisions/bilingual-catalogue.md): a package on sale whose
 * French version is complete is answered in French; one whose French version is not complete is a 404 in French and in
 * no French list or count, and both are answered in English as before.
 */

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;

const TABS: PackageCreateInput['tabs'] = [
  { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week of sun, sea and good food.', highlights: ['Old town walk'], durationNights: 7 } },
  { tabName: 'FAQ', layoutName: 'Layout 7', fields: { questions: [{ question: 'Do I need a passport?', answer: 'Yes, valid six months.' }] } },
];

/** A French version of every text of a body: `fr(…)` of each English text, translated from it as it is. */
function completeFrench(body: Pick<PackageCreateInput, 'title' | 'icons_data' | 'seo' | 'tabs'>): NonNullable<PackageCreateInput['fr']> {
  return {
    texts: Object.fromEntries(translatableTexts(body).map((text) => [text.path, { text: `fr(${text.english})`, from: textFingerprint(text.english) }])),
  };
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  catalogue = await createSmallCatalogue(backend.adminToken);
  const token = backend.adminToken;
  const base = { tabs: TABS, travelStyleIds: [catalogue.style.family], seo: { title: 'Paris in spring', description: '' } };
  const complete = packageBody({ ...base, package_url: 'paris-complete', title: 'Paris complete', destinationIds: [catalogue.place.Paris!] });
  await createPackage(token, { ...complete, fr: completeFrench(complete) });
  const partial = packageBody({ ...base, package_url: 'rome-partial', title: 'Rome partial', destinationIds: [catalogue.place.Rome!] });
  const { texts } = completeFrench(partial);
  delete texts['tabs.1.fields.questions.0.answer'];
  await createPackage(token, { ...partial, fr: { texts } });
  const outdated = packageBody({ ...base, package_url: 'tokyo-outdated', title: 'Tokyo outdated', destinationIds: [catalogue.place.Tokyo!] });
  await createPackage(token, { ...outdated, fr: completeFrench({ ...outdated, title: 'Tokyo as it was' }) });
  await createPackage(token, { package_url: 'nice-english', title: 'Nice in English only', destinationIds: [catalogue.place.Nice!] });
});

afterAll(async () => {
  await backend?.stop();
});

describe('GET /packages/{id}?lang=fr', () => {
  it('answers a package whose French version is complete with its French texts, and nothing else changed', async () => {
    const english = await call('getPackage', { params: { id: 'paris-complete' } });
    const french = await call('getPackage', { params: { id: 'paris-complete' }, query: { lang: 'fr' } });
    expect(french.status).toBe(200);
    expect(french.body).toMatchObject({ title: 'fr(Paris complete)', package_url: 'paris-complete', seo: { title: 'fr(Paris in spring)', description: '' } });
    expect(french.body.icons_data).toEqual([{ icon: 'plane', text1: 'fr(Return flights from Vancouver)' }]);
    expect(french.body.tabs[0]).toEqual({
      tabName: 'fr(Overview)',
      layoutName: 'Layout 9',
      fields: { summary: 'fr(A week of sun, sea and good food.)', highlights: ['fr(Old town walk)'], durationNights: 7 },
    });
    expect(french.body.tabs[1].fields.questions).toEqual([{ question: 'fr(Do I need a passport?)', answer: 'fr(Yes, valid six months.)' }]);
    // Prices, pictures, dates and the rest are the English answer's; neither carries the French version itself.
    const { title: _t, icons_data: _i, seo: _s, tabs: _tabs, ...rest } = english.body;
    expect(french.body).toMatchObject(rest);
    expect(french.body).not.toHaveProperty('fr');
    expect(english.body).not.toHaveProperty('fr');
  });

  it('answers 404 in French for a package whose French version is missing a text or is outdated, 200 in English', async () => {
    for (const id of ['rome-partial', 'tokyo-outdated', 'nice-english']) {
      expect((await call('getPackage', { params: { id }, query: { lang: 'fr' } })).status, id).toBe(404);
      expect((await call('getPackage', { params: { id } })).status, id).toBe(200);
    }
  });

  it('answers lang=en as no lang, byte for byte, and refuses another language with 400 naming lang', async () => {
    const plain = await callRoute(routes.getPackage, { params: { id: 'rome-partial' } });
    const english = await callRoute(routes.getPackage, { params: { id: 'rome-partial' }, query: { lang: 'en' } });
    expect(JSON.stringify(english.body)).toBe(JSON.stringify(plain.body));
    expect(english.headers).toEqual(plain.headers);
    const refused = await call('getPackage', { params: { id: 'paris-complete' }, query: { lang: 'de' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'query.lang': 'must be en or fr' });
  });
});

describe('French lists', () => {
  const slugs = (cards: Array<{ package_url: string }>) => cards.map((card) => card.package_url);

  it('lists and counts only the packages complete in French, with their French card texts', async () => {
    const body = { destinationIds: [], travelStyleIds: [] };
    const english = await call<DealsAnswer>('searchDeals', { body });
    expect(slugs(english.body.packages)).toEqual(['nice-english', 'tokyo-outdated', 'rome-partial', 'paris-complete']);
    const french = await call<DealsAnswer>('searchDeals', { body, query: { lang: 'fr' } });
    expect(french.body.total).toBe(1);
    expect(french.body.packages).toEqual([
      expect.objectContaining({
        package_url: 'paris-complete',
        title: 'fr(Paris complete)',
        icons_data: [{ icon: 'plane', text1: 'fr(Return flights from Vancouver)' }],
      }),
    ]);
    const filtered = await call<DealsAnswer>('searchDeals', { body: { ...body, destinationIds: [catalogue.place.Europe] }, query: { lang: 'fr' } });
    expect(filtered.body).toMatchObject({ total: 1, packages: [{ package_url: 'paris-complete' }] });
    const read = await callRoute<DealsAnswer>(routes.getDeals, { query: { lang: 'fr', travelStyleIds: `[${catalogue.style.family}]` } });
    expect(slugs(read.body.packages)).toEqual(['paris-complete']);
    const months = await call<DealsAnswer>('searchDeals', { body: { ...body, months: ['2027-02'] }, query: { lang: 'fr' } });
    expect(months.body).toMatchObject({ total: 1, packages: [{ package_url: 'paris-complete' }] });
  });

  it('keeps the homepage, related deals and the sitemap to the French packages', async () => {
    expect(slugs((await call('listHomepagePackages', { query: { lang: 'fr' } })).body)).toEqual(['paris-complete']);
    expect(slugs((await call('listHomepagePackages')).body)).toHaveLength(4);
    expect(slugs((await call('listRelatedPackages', { query: { id: 'rome-partial', lang: 'fr' } })).body)).toEqual(['paris-complete']);
    expect(slugs((await call('listRelatedPackages', { query: { id: 'paris-complete', lang: 'fr' } })).body)).toEqual([]);
    expect(slugs((await call('getSitemap', { query: { lang: 'fr' } })).body.packages)).toEqual(['paris-complete']);
    expect(slugs((await call('getSitemap')).body.packages)).toHaveLength(4);
  });
});

describe('French names of places and travel styles, and the homepage texts', () => {
  const fr = (field: string, english: string, text: string) => ({ texts: { [field]: { text, from: textFingerprint(english) } } });

  beforeAll(async () => {
    const token = backend.adminToken;
    // Europe, France and Paris get French names; Italy and Rome none; Nice an outdated one.
    const europe = catalogue.europe;
    const updated = await call('updateContinent', {
      token,
      params: { id: europe.continent_id },
      body: {
        continent_name: 'Europe',
        fr: fr('continent_name', 'Europe', 'Europe'),
        version: europe.version,
        countries: europe.countries.map((country) => ({
          id: country.id,
          name: country.name,
          ...(country.name === 'France' ? { fr: fr('name', 'France', 'France') } : {}),
          cities: country.cities.map((city) => ({
            id: city.id,
            name: city.name,
            ...(city.name === 'Paris' ? { fr: fr('name', 'Paris', 'Paris') } : city.name === 'Nice' ? { fr: fr('name', 'Nizza', 'Nice') } : {}),
          })),
        })),
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const styles = (await call('listTravelStyles', { query: { isFromAdmin: 'true' }, token })).body as Array<{
      id: number;
      style_name: string;
      version: number;
    }>;
    const family = styles.find((style) => style.style_name === 'Family')!;
    const renamed = await call('updateTravelStyle', {
      token,
      params: { id: family.id },
      body: { style_name: 'Family', fr: fr('style_name', 'Family', 'Famille'), version: family.version },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const packages = (await call<DealsAnswer>('searchDeals', { body: { destinationIds: [], travelStyleIds: [] } })).body.packages;
    const paris = packages.find((card) => card.package_url === 'paris-complete')!;
    const rome = packages.find((card) => card.package_url === 'rome-partial')!;
    const bet = (packageId: number, label: string, french?: object) =>
      call('createBestBet', { token, body: { packageId, label, blurb: '', sortOrder: 1, ...(french ? { fr: french } : {}) } });
    expect((await bet(paris.id, 'Best Seller', fr('label', 'Best Seller', 'Meilleur vendeur'))).status).toBe(201);
    expect((await bet(paris.id, 'Staff Pick')).status).toBe(201);
    expect((await bet(rome.id, 'Best Value', fr('label', 'Best Value', 'Meilleur prix'))).status).toBe(201);
  });

  it('answers the travel styles with a French name, by it, and English answers without French versions', async () => {
    const french = (await call('listTravelStyles', { query: { lang: 'fr' } })).body;
    expect(french.map((style: { style_name: string }) => style.style_name)).toEqual(['Famille']);
    expect(french[0]).not.toHaveProperty('fr');
    const english = (await call('listTravelStyles')).body;
    expect(english.map((style: { style_name: string }) => style.style_name)).toEqual(['Cruises', 'Family', 'Luxury']);
    expect(english.some((style: object) => 'fr' in style)).toBe(false);
  });

  it('answers the destination tree of the French packages, by the places’ French names, leaving out places without one', async () => {
    const french = (await call('listContinents', { query: { lang: 'fr' } })).body;
    expect(french).toEqual([
      expect.objectContaining({
        continent_name: 'Europe',
        countries: [expect.objectContaining({ name: 'France', cities: [{ id: expect.any(Number), name: 'Paris' }] })],
      }),
    ]);
    expect(JSON.stringify(french)).not.toContain('"fr"');
    const english = (await call('listContinents')).body;
    expect(english.map((continent: { continent_name: string }) => continent.continent_name)).toEqual(['Europe', 'Asia']);
    expect(JSON.stringify(english)).not.toContain('"fr"');
    // Cards in French name their place in French.
    const cards = (await call<DealsAnswer>('searchDeals', { body: { destinationIds: [], travelStyleIds: [] }, query: { lang: 'fr' } })).body.packages;
    expect(cards[0]).toMatchObject({ package_url: 'paris-complete', destinationName: 'Paris' });
  });

  it('keeps the French names of places an edit sends without them', async () => {
    const europe = (await call('getContinent', { params: { id: catalogue.europe.continent_id } })).body;
    const edit = await call('updateContinent', {
      token: backend.adminToken,
      params: { id: europe.continent_id },
      body: {
        continent_name: 'Europe',
        version: europe.version,
        countries: europe.countries.map((country: { id: number; name: string; cities: Array<{ id: number; name: string }> }) => ({
          id: country.id,
          name: country.name,
          cities: country.cities.map((city) => ({ id: city.id, name: city.name })),
        })),
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const french = (await call('getContinent', { params: { id: europe.continent_id }, query: { lang: 'fr' } })).body;
    expect(french).toMatchObject({ continent_name: 'Europe', countries: [{ name: 'France', cities: [{ name: 'Paris' }] }] });
    expect((await call('getContinent', { params: { id: catalogue.asia.continent_id }, query: { lang: 'fr' } })).status).toBe(404);
  });

  it('lists the best bets complete in French whose package is complete in French, in French', async () => {
    const french = (await call('listBestBets', { query: { lang: 'fr' } })).body;
    expect(french).toEqual([
      expect.objectContaining({ label: 'Meilleur vendeur', package: expect.objectContaining({ package_url: 'paris-complete', title: 'fr(Paris complete)' }) }),
    ]);
    expect(french[0]).not.toHaveProperty('fr');
    const english = (await call('listBestBets')).body;
    expect(english.map((bet: { label: string }) => bet.label).sort()).toEqual(['Best Seller', 'Best Value', 'Staff Pick']);
    expect(english.some((bet: object) => 'fr' in bet)).toBe(false);
  });

  it('answers top picks in French only for continents with a French name', async () => {
    const french = (await call('listTopPicks', { query: { lang: 'fr' } })).body;
    expect(french.map((picks: { continent_name: string }) => picks.continent_name)).toEqual(['Europe']);
  });
});

describe('French addresses (fr.slug)', () => {
  it('answers a package by its French address in both languages, each with its own address, and lists it there', async () => {
    const token = backend.adminToken;
    const body = packageBody({ package_url: 'lisbon-week', title: 'Lisbon week', tabs: TABS, destinationIds: [catalogue.place.Paris!] });
    const created = await createPackage(token, { ...body, fr: { ...completeFrench(body), slug: 'semaine-a-lisbonne' } });
    const french = await call('getPackage', { params: { id: 'semaine-a-lisbonne' }, query: { lang: 'fr' } });
    expect(french.body).toMatchObject({ package_url: 'semaine-a-lisbonne', title: 'fr(Lisbon week)' });
    // By the other language's address: the answer names the address to redirect to.
    expect((await call('getPackage', { params: { id: 'lisbon-week' }, query: { lang: 'fr' } })).body.package_url).toBe('semaine-a-lisbonne');
    expect((await call('getPackage', { params: { id: 'semaine-a-lisbonne' } })).body).toMatchObject({ package_url: 'lisbon-week', title: 'Lisbon week' });
    const cards = (await call<DealsAnswer>('searchDeals', { body: { destinationIds: [], travelStyleIds: [] }, query: { lang: 'fr' } })).body.packages;
    expect(cards.map((card) => card.package_url)).toContain('semaine-a-lisbonne');
    expect((await call('getSitemap', { query: { lang: 'fr' } })).body.packages.map((entry: { package_url: string }) => entry.package_url)).toContain(
      'semaine-a-lisbonne',
    );

    // Unique among every address of both languages: 409 naming fr.slug.
    const clash = packageBody({ package_url: 'another-lisbon', title: 'Another Lisbon' });
    const refused = await call('createPackage', { token, body: { ...clash, fr: { texts: {}, slug: 'paris-complete' } } });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.error.fields)).toEqual(['fr.slug']);
    const reserved = await call('createPackage', { token, body: { ...clash, fr: { texts: {}, slug: 'disney' } } });
    expect(reserved.status).toBe(400);
    expect(Object.keys(reserved.body.error.fields)).toEqual(['fr.slug']);

    // A published package's previous French address keeps leading to it; a delete frees every address.
    const renamed = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...body, fr: { ...completeFrench(body), slug: 'lisbonne-en-sept-nuits' }, version: created.version },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await call('getPackage', { params: { id: 'semaine-a-lisbonne' }, query: { lang: 'fr' } })).body.package_url).toBe('lisbonne-en-sept-nuits');
    expect((await call('deletePackage', { token, params: { id: created.id } })).status).toBe(204);
    for (const id of ['lisbon-week', 'semaine-a-lisbonne', 'lisbonne-en-sept-nuits'])
      expect((await call('getPackage', { params: { id }, query: { lang: 'fr' } })).status, id).toBe(404);
    expect((await createPackage(token, { package_url: 'semaine-a-lisbonne', title: 'Taken back' })).package_url).toBe('semaine-a-lisbonne');
  });
});
