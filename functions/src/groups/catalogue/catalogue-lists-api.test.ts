import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { storeFixturePictures } from '../../../test/fixture-pictures.ts';

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;
let token: string;

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  token = backend.adminToken;
  catalogue = await createSmallCatalogue(token);
});

afterAll(async () => {
  await backend?.stop();
});

describe('travel styles', () => {
  it('adds, lists and renames a style with its version; a stale rename is refused', async () => {
    const created = await call('createTravelStyle', { token, body: { style_name: '  Wellness ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ style_name: 'Wellness', version: 1 });
    const listed = (await call('listTravelStyles')).body;
    expect(listed.map((style: { style_name: string }) => style.style_name)).toEqual(['Cruises', 'Family', 'Luxury', 'Wellness']);

    const renamed = await call('updateTravelStyle', { token, params: { id: created.body.id }, body: { style_name: 'Wellness & Spa', version: 1 } });
    expect(renamed.body).toMatchObject({ style_name: 'Wellness & Spa', version: 2 });
    const stale = await call('updateTravelStyle', { token, params: { id: created.body.id }, body: { style_name: 'Spa', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(STALE_VERSION_MESSAGE);
  });

  it('refuses a blank or taken name, naming style_name', async () => {
    const blank = await call('createTravelStyle', { token, body: { style_name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ style_name: 'is required' });
    const taken = await call('createTravelStyle', { token, body: { style_name: 'luxury' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ style_name: 'is already used by another travel style' });
  });

  it('refuses to delete a style a published package carries, naming it; deletes an unused one', async () => {
    await createPackage(token, { package_url: 'luxury-paris', title: 'Luxury Paris', travelStyleIds: [catalogue.style.luxury] });
    const refused = await call('deleteTravelStyle', { token, params: { id: catalogue.style.luxury } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('"Luxury Paris"');
    const unused = await call('createTravelStyle', { token, body: { style_name: 'Golf' } });
    expect((await call('deleteTravelStyle', { token, params: { id: unused.body.id } })).status).toBe(204);
    expect((await call('deleteTravelStyle', { token, params: { id: unused.body.id } })).status).toBe(404);
  });
});

describe('departure cities', () => {
  it('adds and renames a city; refuses deleting one a published package departs from', async () => {
    const created = await call('createDepartureCity', { token, body: { city_name: 'Kelowna' } });
    expect(created.status).toBe(201);
    const renamed = await call('updateDepartureCity', { token, params: { id: created.body.id }, body: { city_name: 'Kelowna (YLW)', version: 1 } });
    expect(renamed.body).toMatchObject({ city_name: 'Kelowna (YLW)', version: 2 });
    expect((await call('listDepartureCities')).body.map((city: { city_name: string }) => city.city_name)).toContain('Kelowna (YLW)');

    await createPackage(token, { package_url: 'from-vancouver', title: 'From Vancouver', departureCityIds: [catalogue.departure.vancouver] });
    const refused = await call('deleteDepartureCity', { token, params: { id: catalogue.departure.vancouver } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('"From Vancouver"');
    expect((await call('deleteDepartureCity', { token, params: { id: created.body.id } })).status).toBe(204);
  });

  it('is for admins only', async () => {
    expect((await call('createDepartureCity', { token: backend.agentToken, body: { city_name: 'Regina' } })).status).toBe(403);
  });
});

describe('pricing tables', () => {
  const grid = {
    columns: [
      { key: 'cabin', label: 'Cabin' },
      { key: 'price', label: 'Price per person' },
    ],
    rows: [{ id: 'r1', cells: { cabin: 'Balcony', price: '$2,499' } }],
  };

  it('creates a table, serves its grid publicly, and edits grid and name with versions', async () => {
    const created = await call('createPricingTable', { token, body: { name: 'Danube 2027 sailings', ...grid } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // No package shows it yet: only the admin view reads it.
    const read = () => call('getPricingTable', { token, params: { id }, query: { isFromAdmin: 'true' } });
    expect((await read()).body).toMatchObject({ name: 'Danube 2027 sailings', ...grid, version: 1 });

    const regrid = await call('updatePricingTableGrid', {
      token,
      params: { id },
      body: { ...grid, rows: [...grid.rows, { id: 'r2', cells: { cabin: 'Suite', price: '$4,199' } }], version: 1 },
    });
    expect(regrid.body).toMatchObject({ version: 2 });
    const stale = await call('updatePricingTableGrid', { token, params: { id }, body: { ...grid, version: 1 } });
    expect(stale.status).toBe(409);
    expect((await read()).body.rows).toHaveLength(2);

    const renamed = await call('renamePricingTable', { token, params: { id }, body: { name: 'Danube 2027', version: 2 } });
    expect(renamed.body).toMatchObject({ name: 'Danube 2027', version: 3 });
    const listed = (await call('listPricingTables', { token })).body;
    expect(listed).toEqual([expect.objectContaining({ id, name: 'Danube 2027', version: 3 })]);
    expect(listed[0]).not.toHaveProperty('rows');
  });

  it('answers visitors only the tables an on-sale package shows, like an unknown id otherwise; the admin view reads any (abuse: unreleased tables read by id)', async () => {
    const table = (await call('createPricingTable', { token, body: { name: 'Unreleased 2028 rates', ...grid } })).body;
    const unknown = await call('getPricingTable', { params: { id: 987_654 } });
    expect(unknown.status).toBe(404);
    const hidden = () => call('getPricingTable', { params: { id: table.id } });
    const shown = async () => {
      const answer = await hidden();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ id: table.id, name: 'Unreleased 2028 rates', ...grid });
      expect(answer.body).not.toHaveProperty('updatedBy');
    };
    const expectHidden = async () => {
      const answer = await hidden();
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    };
    // Ids are sequential: walking them finds nothing no package shows.
    await expectHidden();
    const asAdmin = await call('getPricingTable', { token, params: { id: table.id }, query: { isFromAdmin: 'true' } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ name: 'Unreleased 2028 rates', updatedBy: expect.any(String) });
    expect((await call('getPricingTable', { params: { id: table.id }, query: { isFromAdmin: 'true' } })).status).toBe(401);
    expect((await call('getPricingTable', { token: backend.agentToken, params: { id: table.id }, query: { isFromAdmin: 'true' } })).status).toBe(403);

    const tabs = [
      { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Sun.' } },
      { tabName: 'Rates', layoutName: 'Layout 5', fields: { tableId: table.id } },
    ] as never;
    const draft = await createPackage(token, { package_url: 'rates-draft', title: 'Rates draft', status: 'draft', tabs });
    await expectHidden();
    const scheduled = await createPackage(token, { package_url: 'rates-later', title: 'Rates later', validFrom: '2099-01-01', tabs });
    await expectHidden();
    const expired = await createPackage(token, { package_url: 'rates-past', title: 'Rates past', validUntil: '2020-01-01', tabs });
    await expectHidden();

    const publish = await call('updatePackage', {
      token,
      params: { id: draft.id },
      body: { ...packageBody({ package_url: 'rates-draft', title: 'Rates draft', tabs }), version: draft.version },
    });
    expect(publish.status).toBe(200);
    await shown();
    const unpublish = await call('updatePackage', {
      token,
      params: { id: draft.id },
      body: { ...packageBody({ package_url: 'rates-draft', title: 'Rates draft', status: 'draft', tabs }), version: publish.body.version },
    });
    expect(unpublish.status).toBe(200);
    await expectHidden();

    const onSale = await createPackage(token, { package_url: 'rates-now', title: 'Rates now', tabs });
    await shown();
    // The tab changes to another layout: the package no longer shows the table.
    const retabbed = await call('updatePackage', {
      token,
      params: { id: onSale.id },
      body: { ...packageBody({ package_url: 'rates-now', title: 'Rates now' }), version: onSale.version },
    });
    expect(retabbed.status).toBe(200);
    await expectHidden();
    const again = await call('updatePackage', {
      token,
      params: { id: onSale.id },
      body: { ...packageBody({ package_url: 'rates-now', title: 'Rates now', tabs }), version: retabbed.body.version },
    });
    expect(again.status).toBe(200);
    await shown();
    expect((await call('deletePackage', { token, params: { id: onSale.id } })).status).toBe(204);
    await expectHidden();
    for (const pkg of [draft, scheduled, expired]) expect((await call('deletePackage', { token, params: { id: pkg.id } })).status).toBe(204);
  });

  it('refuses a cell outside the columns, naming it', async () => {
    const { status, body } = await call('createPricingTable', {
      token,
      body: { name: 'Broken', columns: grid.columns, rows: [{ id: 'r1', cells: { deck: '7' } }] },
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ 'rows.0.cells.deck': 'is not a column of this table' });
  });

  it('refuses to delete a table a published package shows', async () => {
    const table = (await call('createPricingTable', { token, body: { name: 'Riviera Maya rates' } })).body;
    await createPackage(token, {
      package_url: 'riviera-with-table',
      title: 'Riviera with rates',
      tabs: [
        { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Sun.' } },
        { tabName: 'Rates', layoutName: 'Layout 5', fields: { tableId: table.id } },
      ] as never,
    });
    const refused = await call('deletePricingTable', { token, params: { id: table.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('"Riviera with rates"');
  });
});

describe('testimonials', () => {
  const testimonial = {
    author: 'Priya S.',
    location: 'Kelowna, BC',
    quote: 'Everything was arranged perfectly.',
    rating: 5,
    trip: 'Danube river cruise',
    date: '2026-10-02',
    sortOrder: 1,
  };

  it('shows visitors the published ones only, admins all of them', async () => {
    await call('createTestimonial', { token, body: { ...testimonial, published: true } });
    const hidden = await call('createTestimonial', { token, body: { ...testimonial, author: 'Hidden H.', published: false } });
    expect(hidden.status).toBe(201);
    expect((await call('listTestimonials')).body.map((t: { author: string }) => t.author)).toEqual(['Priya S.']);
    expect((await call('listTestimonials', { token, query: { isFromAdmin: 'true' } })).body).toHaveLength(2);

    const published = await call('updateTestimonial', {
      token,
      params: { id: hidden.body.id },
      body: { ...testimonial, author: 'Hidden H.', published: true, version: 1 },
    });
    expect(published.body.version).toBe(2);
    expect((await call('listTestimonials')).body).toHaveLength(2);
    expect((await call('deleteTestimonial', { token, params: { id: hidden.body.id } })).status).toBe(204);
  });

  it('refuses a rating outside 1..5', async () => {
    const { status, body } = await call('createTestimonial', { token, body: { ...testimonial, published: true, rating: 6 } });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['rating']);
  });
});

describe('promotions', () => {
  const promotion = {
    title: 'Sail the Danube',
    subtitle: 'Save $500 per couple on 2027 sailings',
    image: 'package-images/banner-river.png',
    link: '/deals?travelStyleIds=[28]',
    linkLabel: 'See river cruises',
    placements: ['landing', 'deals'],
    startsAt: '2020-01-01',
    endsAt: '2099-12-31',
    sortOrder: 1,
  };

  it('shows visitors the live ones; admins see all with isFromAdmin=true', async () => {
    await storeFixturePictures([promotion.image]);
    const live = await call('createPromotion', { token, body: { ...promotion, active: true } });
    const paused = await call('createPromotion', { token, body: { ...promotion, title: 'Paused', active: false } });
    expect(live.status).toBe(201);
    expect((await call('listPromotions', { query: { isFromAdmin: 'false' } })).body.map((p: { title: string }) => p.title)).toEqual(['Sail the Danube']);
    expect((await call('listPromotions', { token, query: { isFromAdmin: 'true' } })).body).toHaveLength(2);
    expect((await call('getPromotion', { params: { id: paused.body.id } })).status).toBe(404);
    expect((await call('getPromotion', { params: { id: paused.body.id }, token, query: { isFromAdmin: 'true' } })).status).toBe(200);

    const edited = await call('updatePromotion', { token, params: { id: paused.body.id }, body: { ...promotion, title: 'Paused', active: true, version: 1 } });
    expect(edited.body).toMatchObject({ active: true, version: 2 });
    expect((await call('deletePromotion', { token, params: { id: paused.body.id } })).status).toBe(204);
  });

  it('refuses an end before the start and a javascript link', async () => {
    const { status, body } = await call('createPromotion', { token, body: { ...promotion, active: true, endsAt: '2019-01-01', link: 'javascript:alert(1)' } });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual(['endsAt', 'link']);
  });
});

describe('top best bets', () => {
  it('lists bets in order with their cards, hiding packages not on sale from visitors', async () => {
    const onSale = await createPackage(token, { package_url: 'best-bet-on-sale', title: 'Best Bet On Sale' });
    const draft = await createPackage(token, { package_url: 'best-bet-draft', title: 'Best Bet Draft', status: 'draft' });
    const first = await call('createBestBet', { token, body: { packageId: onSale.id, label: 'Best Seller', blurb: 'Our most booked week.', sortOrder: 2 } });
    expect(first.status).toBe(201);
    await call('createBestBet', { token, body: { packageId: draft.id, label: 'Coming Soon', blurb: '', sortOrder: 1 } });

    const visitors = (await call('listBestBets')).body;
    expect(visitors).toHaveLength(1);
    expect(visitors[0]).toMatchObject({ label: 'Best Seller', package: { package_url: 'best-bet-on-sale', title: 'Best Bet On Sale' } });
    const admins = (await call('listBestBets', { token, query: { isFromAdmin: 'true' } })).body;
    expect(admins.map((bet: { label: string }) => bet.label)).toEqual(['Coming Soon', 'Best Seller']);

    const stale = await call('updateBestBet', {
      token,
      params: { id: first.body.id },
      body: { packageId: onSale.id, label: 'Top', blurb: '', sortOrder: 2, version: 5 },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a bet on a package that does not exist', async () => {
    const { status, body } = await call('createBestBet', { token, body: { packageId: 424242, label: 'Ghost', blurb: '', sortOrder: 0 } });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ packageId: 'is not a package' });
  });
});

describe('package body limits', () => {
  it('refuses a package body over the route limit with 413', async () => {
    const huge = packageBody({ title: 'x'.repeat(400 * 1024) });
    expect((await call('createPackage', { token, body: huge })).status).toBe(413);
  });
});
