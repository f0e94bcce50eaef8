import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { call } from '../../../test/catalogue-api-client.ts';
import { startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { dynamo } from '../../data/dynamo-client.ts';
import { routes } from '@tdp/shared/api/routes';
import { callRoute, lowerCaseNames } from '../../../test/call-route.ts';
import { PUBLIC_READ_CACHE_CONTROL } from './public-answer.ts';

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;
const slug: Record<string, string> = {};

async function deals(body: Record<string, unknown>): Promise<DealsAnswer> {
  const { status, body: answer } = await call<DealsAnswer>('searchDeals', { body: { destinationIds: [], travelStyleIds: [], ...body } });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer;
}

function slugsOf(answer: DealsAnswer): string[] {
  return answer.packages.map((card) => card.package_url);
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  catalogue = await createSmallCatalogue(backend.adminToken);
  const { place, style } = catalogue;
  const token = backend.adminToken;
  const make = async (name: string, overrides: Parameters<typeof createPackage>[1]) => {
    slug[name] = (await createPackage(token, { package_url: name, title: `Deal ${name}`, ...overrides })).package_url;
  };
  await make('paris', { destinationIds: [place.Paris!], travelStyleIds: [style.family], price: 1500 });
  await make('france', { destinationIds: [place.France!], travelStyleIds: [style.luxury], price: 3000 });
  await make('rome', { destinationIds: [place.Rome!], travelStyleIds: [style.family, style.luxury], price: 2000 });
  await make('tokyo', { destinationIds: [place.Tokyo!], travelStyleIds: [style.luxury], price: 2500 });
  await make('danube', { destinationIds: [place.Budapest!], travelStyleIds: [style.cruises], price: 1800 });
  await make('europe', { destinationIds: [place.Europe!], travelStyleIds: [], price: 999 });
  await make('draft-paris', { destinationIds: [place.Paris!], travelStyleIds: [style.family], status: 'draft' });
  await make('expired-paris', { destinationIds: [place.Paris!], travelStyleIds: [style.family], validUntil: '2020-01-31' });
  await make('future-paris', { destinationIds: [place.Paris!], travelStyleIds: [style.family], validFrom: '2099-01-01' });
});

afterAll(async () => {
  await backend?.stop();
});

describe('POST /packages/deals', () => {
  it('lists every package on sale, newest first, when no filter is given', async () => {
    const answer = await deals({});
    expect(slugsOf(answer)).toEqual(['europe', 'danube', 'tokyo', 'rome', 'france', 'paris']);
    expect(answer.total).toBe(6);
  });

  it('leaves out drafts, expired packages and packages not yet valid', async () => {
    const answer = await deals({ destinationIds: [catalogue.place.Paris], limit: 60 });
    expect(slugsOf(answer)).toEqual(['paris']);
  });

  it('matches a continent with everything in it (countries and cities)', async () => {
    const answer = await deals({ destinationIds: [catalogue.place.Europe] });
    expect(slugsOf(answer)).toEqual(['europe', 'rome', 'france', 'paris']);
    expect(answer.total).toBe(4);
  });

  it('matches a country with its cities, but not a package sold for the whole continent', async () => {
    expect(slugsOf(await deals({ destinationIds: [catalogue.place.France] }))).toEqual(['france', 'paris']);
  });

  it('matches a city exactly', async () => {
    expect(slugsOf(await deals({ destinationIds: [catalogue.place.Tokyo] }))).toEqual(['tokyo']);
  });

  it('matches any of several destinations', async () => {
    expect(slugsOf(await deals({ destinationIds: [catalogue.place.Paris, catalogue.place.Japan] }))).toEqual(['tokyo', 'paris']);
  });

  it('matches any of the listed styles', async () => {
    expect(slugsOf(await deals({ travelStyleIds: [catalogue.style.luxury] }))).toEqual(['tokyo', 'rome', 'france']);
    expect(slugsOf(await deals({ travelStyleIds: [catalogue.style.cruises, catalogue.style.family] }))).toEqual(['danube', 'rome', 'paris']);
  });

  it('requires both a listed destination and a listed style when both lists are given', async () => {
    expect(slugsOf(await deals({ destinationIds: [catalogue.place.Europe], travelStyleIds: [catalogue.style.luxury] }))).toEqual(['rome', 'france']);
  });

  it('answers an empty page with total 0 when nothing matches', async () => {
    expect(await deals({ destinationIds: [catalogue.place.Kyoto] })).toEqual({ packages: [], total: 0 });
  });

  it('pages without overlap or gaps, each page carrying the total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => deals({ page, limit: 2 })));
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map(slugsOf)).toEqual([['europe', 'danube'], ['tokyo', 'rome'], ['france', 'paris'], []]);
  });

  it('sorts by price when asked', async () => {
    expect(slugsOf(await deals({ sort: 'price-asc' }))).toEqual(['europe', 'paris', 'danube', 'rome', 'tokyo', 'france']);
    expect(slugsOf(await deals({ sort: 'price-desc' }))[0]).toBe('france');
  });

  it('answers cards with the destination name from the tree', async () => {
    const [card] = (await deals({ destinationIds: [catalogue.place.Budapest] })).packages;
    expect(card).toMatchObject({ package_url: 'danube', destinationName: 'Budapest', durationNights: 7, price: 1800, tax: 200 });
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const badLimit = await call('searchDeals', { body: { destinationIds: [], travelStyleIds: [], limit: 0 } });
    expect(badLimit.status).toBe(400);
    expect(Object.keys(badLimit.body.error.fields)).toEqual(['limit']);
    const badId = await call('searchDeals', { body: { destinationIds: ['paris'], travelStyleIds: [] } });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.error.fields)).toEqual(['destinationIds.0']);
  });

  it('costs one DynamoDB call on a warm function and sees a new package at once', async () => {
    await deals({});
    const commands: string[] = [];
    const client = dynamo();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'countCallsForTest' },
    );
    try {
      await deals({ destinationIds: [catalogue.place.Europe], travelStyleIds: [catalogue.style.luxury] });
      expect(commands).toEqual(['GetItemCommand']);
      await createPackage(backend.adminToken, { package_url: 'new-rome', destinationIds: [catalogue.place.Rome!], travelStyleIds: [catalogue.style.luxury] });
      expect(slugsOf(await deals({ destinationIds: [catalogue.place.Europe], travelStyleIds: [catalogue.style.luxury] }))).toEqual([
        'new-rome',
        'rome',
        'france',
      ]);
    } finally {
      client.middlewareStack.remove('countCallsForTest');
    }
  });
});

describe('GET /packages/deals (the deals query as a read the edge can keep)', () => {
  it('answers what the POST answers for the same filter, and lets the edge keep it a minute', async () => {
    const filter = {
      destinationIds: [catalogue.place.Europe],
      travelStyleIds: [catalogue.style.luxury, catalogue.style.family],
      sort: 'price-asc',
      page: 1,
      limit: 2,
    };
    const posted = await deals(filter);
    const query = {
      destinationIds: JSON.stringify(filter.destinationIds),
      travelStyleIds: JSON.stringify(filter.travelStyleIds),
      sort: 'price-asc',
      page: '1',
      limit: '2',
    };
    const read = await callRoute<DealsAnswer>(routes.getDeals, { query });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(posted);
    expect(read.body.packages).toHaveLength(2);
    expect(lowerCaseNames(read.headers)['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    // Without parameters: the first page of everything on sale, as the empty POST body.
    expect((await callRoute<DealsAnswer>(routes.getDeals)).body).toEqual(await deals({}));
  });

  it('refuses a parameter that is not JSON, a bad entry, a bad number or an unknown parameter with 400 naming it, never kept', async () => {
    const notJson = await callRoute(routes.getDeals, { query: { destinationIds: 'paris' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.fields).toEqual({ 'query.destinationIds': 'must be a JSON list, e.g. [4,13]' });
    expect(lowerCaseNames(notJson.headers)['cache-control']).toBe('no-store');
    const badEntry = await callRoute(routes.getDeals, { query: { destinationIds: '["paris"]' } });
    expect(badEntry.status).toBe(400);
    expect(Object.keys(badEntry.body.error.fields)).toEqual(['query.destinationIds.0']);
    for (const limit of ['0', 'ten', '99999']) {
      const badLimit = await callRoute(routes.getDeals, { query: { limit } });
      expect(badLimit.status, limit).toBe(400);
      expect(Object.keys(badLimit.body.error.fields), limit).toEqual(['query.limit']);
    }
    const unknown = await callRoute(routes.getDeals, { query: { q: 'anything' } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.error)).toContain('q');
  });

  it('is not kept at the edge when the caller is signed in', async () => {
    const read = await callRoute(routes.getDeals, { query: { limit: '1' }, token: backend.agentToken });
    expect(read.status).toBe(200);
    expect(lowerCaseNames(read.headers)['cache-control']).toBe('no-store');
  });
});

describe('GET /packages/six and /packages/three', () => {
  it('lists up to six newest packages on sale for the homepage', async () => {
    const { status, body } = await call('listHomepagePackages');
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    expect(body.map((card: { package_url: string }) => card.package_url)).not.toContain('draft-paris');
  });

  it('lists three related deals sharing a style first, without the package itself', async () => {
    const { status, body } = await call('listRelatedPackages', { query: { id: 'rome', travelStyleIds: `[${catalogue.style.family}]` } });
    expect(status).toBe(200);
    const slugs = body.map((card: { package_url: string }) => card.package_url);
    expect(slugs).toHaveLength(3);
    expect(slugs).not.toContain('rome');
    expect(slugs[0]).toBe('paris');
  });

  it('refuses a travelStyleIds query that is not a JSON list of ids', async () => {
    const { status, body } = await call('listRelatedPackages', { query: { id: 'rome', travelStyleIds: '4,5' } });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['query.travelStyleIds']);
  });
});

describe('GET /packages/{id}', () => {
  it('shows a package on sale to visitors, without the editors’ usernames', async () => {
    const { status, body } = await call('getPackage', { params: { id: 'paris' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ package_url: 'paris', title: 'Deal paris', status: 'published' });
    expect(body.tabs[0]).toMatchObject({ tabName: 'Overview', layoutName: 'Layout 9' });
    expect(body).not.toHaveProperty('updatedBy');
  });

  it('hides drafts and expired packages from visitors (404)', async () => {
    expect((await call('getPackage', { params: { id: 'draft-paris' } })).status).toBe(404);
    expect((await call('getPackage', { params: { id: 'expired-paris' } })).status).toBe(404);
    expect((await call('getPackage', { params: { id: 'no-such-package' } })).status).toBe(404);
  });

  it('shows drafts to an admin asking with isFromAdmin=true', async () => {
    const { status, body } = await call('getPackage', { params: { id: 'draft-paris' }, query: { isFromAdmin: 'true' }, token: backend.adminToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'draft', updatedBy: 'alex.admin' });
  });

  it('refuses the admin view without a token (401) or with an agent token (403)', async () => {
    expect((await call('getPackage', { params: { id: 'draft-paris' }, query: { isFromAdmin: 'true' } })).status).toBe(401);
    expect((await call('getPackage', { params: { id: 'draft-paris' }, query: { isFromAdmin: 'true' }, token: backend.agentToken })).status).toBe(403);
  });
});

describe('deals with departures', () => {
  const byUrl = (answer: DealsAnswer, url: string) => answer.packages.find((card) => card.package_url === url);

  beforeAll(async () => {
    const { place, departure: city } = catalogue;
    const token = backend.adminToken;
    const departure = (id: string, departureCityId: number, date: string, price: number, tax: number, availability = 'available', until?: string) => ({
      id,
      departureCityId,
      date,
      ...(until ? { until } : {}),
      price,
      tax,
      occupancy: 'double',
      availability,
    });
    const base = { destinationIds: [place.Kyoto!], dateRanges: [] };
    // From Vancouver in April (the cheapest of all is sold out, a cheaper one is past) and from Toronto in June.
    await createPackage(token, {
      ...base,
      package_url: 'kyoto-departures',
      departures: [
        departure('past', city.vancouver, '2020-04-01', 100, 10),
        departure('apr-1', city.vancouver, '2099-04-07', 1719, 372.24),
        departure('apr-2', city.vancouver, '2099-04-14', 900, 100, 'sold-out'),
        departure('jun-1', city.toronto, '2099-06-16', 1650, 380),
        departure('jun-2', city.toronto, '2099-06-23', 1600, 380, 'limited'),
      ] as never,
    });
    // From Toronto only, flexible through May and June, cheaper.
    await createPackage(token, {
      ...base,
      package_url: 'kyoto-flexible',
      departures: [departure('flex', city.toronto, '2099-05-20', 1200, 300, 'available', '2099-06-10')] as never,
    });
    // No departures: listed departure cities and typed dates at one price.
    await createPackage(token, {
      ...base,
      package_url: 'kyoto-plain',
      departureCityIds: [city.vancouver],
      price: 2500,
      tax: 200,
      dateRanges: [{ id: 'd1', type: 'range', start: '2099-04-01', end: '2099-04-30' }] as never,
    });
    // Every departure past; every future departure sold out.
    await createPackage(token, { ...base, package_url: 'kyoto-all-past', departures: [departure('old', city.vancouver, '2020-05-01', 500, 50)] as never });
    await createPackage(token, {
      ...base,
      package_url: 'kyoto-sold-out',
      departures: [departure('full', city.vancouver, '2099-04-07', 500, 50, 'sold-out')] as never,
    });
  });

  it('lists packages with a departure that sells, at the cheapest all-in price of their future departures', async () => {
    const answer = await deals({ destinationIds: [catalogue.place.Kyoto] });
    expect(slugsOf(answer)).toEqual(['kyoto-plain', 'kyoto-flexible', 'kyoto-departures']);
    expect(byUrl(answer, 'kyoto-departures')).toMatchObject({ price: 1600, tax: 380 });
    expect(byUrl(answer, 'kyoto-departures')!.dateRanges.map((range) => range.start)).toEqual(['2099-04-07', '2099-06-16', '2099-06-23']);
    expect(byUrl(answer, 'kyoto-plain')).toMatchObject({ price: 2500, tax: 200 });
  });

  it('filters by departure city and prices each card from that city', async () => {
    const vancouver = await deals({ destinationIds: [catalogue.place.Kyoto], departureCityIds: [catalogue.departure.vancouver] });
    expect(slugsOf(vancouver)).toEqual(['kyoto-plain', 'kyoto-departures']);
    expect(byUrl(vancouver, 'kyoto-departures')).toMatchObject({
      price: 1719,
      tax: 372.24,
      dateRanges: [{ id: '2099-04-07', type: 'specific', start: '2099-04-07', end: '2099-04-07' }],
    });
    const toronto = await deals({ departureCityIds: [catalogue.departure.toronto] });
    expect(slugsOf(toronto)).toEqual(['kyoto-flexible', 'kyoto-departures']);
    expect(byUrl(toronto, 'kyoto-departures')).toMatchObject({ price: 1600, tax: 380 });
  });

  it('filters by travel month (flexible travel counts in each month it reaches), with a city too', async () => {
    expect(slugsOf(await deals({ months: ['2099-04'] }))).toEqual(['kyoto-plain', 'kyoto-departures']);
    expect(slugsOf(await deals({ months: ['2099-06'] }))).toEqual(['kyoto-flexible', 'kyoto-departures']);
    expect(slugsOf(await deals({ months: ['2099-05'] }))).toEqual(['kyoto-flexible']);
    const answer = await deals({ departureCityIds: [catalogue.departure.vancouver], months: ['2099-06'] });
    expect(answer).toEqual({ packages: [], total: 0 });
    expect(slugsOf(await deals({ months: ['2020-04'] }))).toEqual([]);
  });

  it('sorts by the from price of the chosen city', async () => {
    const kyoto = { destinationIds: [catalogue.place.Kyoto] };
    expect(slugsOf(await deals({ ...kyoto, sort: 'price-asc' }))).toEqual(['kyoto-flexible', 'kyoto-departures', 'kyoto-plain']);
    expect(slugsOf(await deals({ ...kyoto, departureCityIds: [catalogue.departure.vancouver], sort: 'price-asc' }))).toEqual([
      'kyoto-departures',
      'kyoto-plain',
    ]);
    expect(slugsOf(await deals({ ...kyoto, departureCityIds: [catalogue.departure.toronto], sort: 'price-desc' }))).toEqual([
      'kyoto-departures',
      'kyoto-flexible',
    ]);
    expect(slugsOf(await deals({ ...kyoto, sort: 'departure' }))).toEqual(['kyoto-plain', 'kyoto-departures', 'kyoto-flexible']);
  });

  it('answers 404 for a package whose departures have all passed; one sold out to the last seat keeps its page but leaves the lists', async () => {
    expect((await call('getPackage', { params: { id: 'kyoto-all-past' } })).status).toBe(404);
    const soldOut = await call('getPackage', { params: { id: 'kyoto-sold-out' } });
    expect(soldOut.status).toBe(200);
    expect(soldOut.body.departures).toEqual([expect.objectContaining({ id: 'full', availability: 'sold-out' })]);
    const page = await call('getPackage', { params: { id: 'kyoto-departures' } });
    expect(page.body).toMatchObject({ price: 1600, tax: 380 });
    expect(page.body.departures.map((entry: { id: string }) => entry.id)).toEqual(['apr-1', 'apr-2', 'jun-1', 'jun-2']);
  });

  it('refuses a bad month or city with 400 naming the field', async () => {
    const month = await call('searchDeals', { body: { destinationIds: [], travelStyleIds: [], months: ['2099-13'] } });
    expect(month.status).toBe(400);
    expect(month.body.error.fields).toEqual({ 'months.0': 'must be a month written YYYY-MM' });
    const city = await call('searchDeals', { body: { destinationIds: [], travelStyleIds: [], departureCityIds: ['vancouver'] } });
    expect(Object.keys(city.body.error.fields)).toEqual(['departureCityIds.0']);
  });

  it('costs one DynamoDB call on a warm function with a city and month filter', async () => {
    await deals({});
    const commands: string[] = [];
    const client = dynamo();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'countFareCallsForTest' },
    );
    try {
      await deals({ departureCityIds: [catalogue.departure.toronto], months: ['2099-06'], sort: 'price-asc' });
      expect(commands).toEqual(['GetItemCommand']);
    } finally {
      client.middlewareStack.remove('countFareCallsForTest');
    }
  });
});
