import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { readCatalogueVersion } from '../../data/catalogue-version-repository.ts';

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

describe('POST /packages', () => {
  it('creates a package at version 1 with audit fields', async () => {
    const { status, body } = await call('createPackage', {
      token,
      body: packageBody({ package_url: 'seven-nights-in-nice', destinationIds: [catalogue.place.Nice!] }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ package_url: 'seven-nights-in-nice', version: 1, createdBy: 'alex.admin', updatedBy: 'alex.admin', status: 'published' });
    expect(body.id).toBeGreaterThan(0);
    const form = await call('getPackageEditForm', { token, params: { id: body.id } });
    expect(form.status).toBe(200);
    expect(form.body).toEqual(body);
  });

  it('refuses bad input with 400 naming each field', async () => {
    const body = { ...packageBody(), title: '', price: -1 };
    const { status, body: answer } = await call('createPackage', { token, body });
    expect(status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.error.fields).sort()).toEqual(['price', 'title']);
  });

  it("checks each tab's fields against its layout", async () => {
    const body = packageBody({ tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { durationNights: 7 } }] as never });
    const { status, body: answer } = await call('createPackage', { token, body });
    expect(status).toBe(400);
    expect(answer.error.fields).toHaveProperty(['tabs.0.fields.summary']);
  });

  it('refuses destinations, styles, departure cities and tables that do not exist', async () => {
    const body = packageBody({
      destinationIds: ['city-999999'],
      travelStyleIds: [999],
      departureCityIds: [998],
      tabs: [
        { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Sun.' } },
        { tabName: 'Prices', layoutName: 'Layout 5', fields: { tableId: 4242 } },
      ] as never,
    });
    const { status, body: answer } = await call('createPackage', { token, body });
    expect(status).toBe(400);
    expect(answer.error.fields).toEqual({
      'destinationIds.0': 'is not a destination of the destination tree',
      'travelStyleIds.0': 'is not a travel style',
      'departureCityIds.0': 'is not a departure city',
      'tabs.1.fields.tableId': 'is not a table',
    });
  });

  it('refuses a url that is a fixed path of the site', async () => {
    const { status, body } = await call('createPackage', { token, body: packageBody({ package_url: 'six' }) });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['package_url']);
  });

  it('refuses a url another package uses with 409 on package_url', async () => {
    await createPackage(token, { package_url: 'unique-slug' });
    const { status, body } = await call('createPackage', { token, body: packageBody({ package_url: 'unique-slug' }) });
    expect(status).toBe(409);
    expect(body.error.fields).toEqual({ package_url: 'is already used by another package' });
  });

  it('sanitises rich text on save', async () => {
    const body = packageBody({
      tabs: [
        { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Sun.' } },
        {
          tabName: 'Terms',
          layoutName: 'Layout 8',
          fields: { terms: '<p onclick="steal()">Deposit <strong>$250</strong><script>alert(1)</script> <a href="javascript:alert(1)">terms</a></p>' },
        },
      ] as never,
    });
    const { status, body: created } = await call('createPackage', { token, body });
    expect(status).toBe(201);
    expect(created.tabs[1].fields.terms).toBe('<p>Deposit <strong>$250</strong> <a>terms</a></p>');
  });

  it('refuses a required rich-text field that is empty once sanitised', async () => {
    const body = packageBody({
      tabs: [
        { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Sun.' } },
        { tabName: 'Notes', layoutName: 'Layout 6', fields: { body: '<script>alert(1)</script>' } },
      ] as never,
    });
    const { status, body: answer } = await call('createPackage', { token, body });
    expect(status).toBe(400);
    expect(answer.error.fields).toEqual({ 'tabs.1.fields.body': 'is required' });
  });

  it('is for admins only', async () => {
    expect((await call('createPackage', { body: packageBody() })).status).toBe(401);
    expect((await call('createPackage', { token: backend.agentToken, body: packageBody() })).status).toBe(403);
  });
});

describe('PUT /packages/{id}', () => {
  it('saves with the version it read and refuses a stale version with 409, changing nothing', async () => {
    const created = await createPackage(token, { package_url: 'locked-package', title: 'Original title' });
    const first = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'locked-package', title: 'First edit' }), version: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'First edit', version: 2 });

    const stale = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'locked-package', title: 'Stale edit' }), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', message: STALE_VERSION_MESSAGE });

    const stored = await call('getPackageEditForm', { token, params: { id: created.id } });
    expect(stored.body).toMatchObject({ title: 'First edit', version: 2 });
  });

  it('keeps the share image an editor sends, shows it to visitors, and forgets it when a save leaves it out', async () => {
    const shareImage = 'package-images/banner-share-test-20270101-120000-share.jpg';
    const created = await createPackage(token, { package_url: 'shared-link-package', destinationIds: [catalogue.place.Nice!], share_image: shareImage });
    expect((await call('getPackageEditForm', { token, params: { id: created.id } })).body.share_image).toBe(shareImage);
    expect((await call('getPackage', { params: { id: 'shared-link-package' } })).body.share_image).toBe(shareImage);

    const bad = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'shared-link-package' }), share_image: 'ftp://x/share.jpg', version: 1 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['share_image']);

    const without = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'shared-link-package' }), version: 1 },
    });
    expect(without.status).toBe(200);
    expect(without.body.share_image).toBeNull();
  });

  it('saves unchanged content without a new version: 200 with the package as it is', async () => {
    const created = await createPackage(token, { package_url: 'unchanged-package', title: 'Same as ever', price: 1500 });
    const before = (await call('getPackageEditForm', { token, params: { id: created.id } })).body;
    const catalogueBefore = (await call('listPackagesForAdmin', { token, query: { search: 'unchanged-package' } })).body.packages[0];

    // The same content in another key order, with the tab's text to be trimmed as it was when created.
    const { tabs, ...rest } = packageBody({ package_url: 'unchanged-package', title: '  Same as ever ', price: 1500 });
    const same = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { version: 1, tabs: tabs.map((tab) => ({ fields: tab.fields, layoutName: tab.layoutName, tabName: tab.tabName })), ...rest },
    });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(before);
    expect((await call('getPackageEditForm', { token, params: { id: created.id } })).body).toEqual(before);
    expect((await call('listPackagesForAdmin', { token, query: { search: 'unchanged-package' } })).body.packages[0]).toEqual(catalogueBefore);

    // One changed field is a change: version 2, and saving it again keeps version 2.
    const changed = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'unchanged-package', title: 'Same as ever', price: 999 }), version: 1 },
    });
    expect(changed.body).toMatchObject({ price: 999, version: 2 });
    const again = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'unchanged-package', title: 'Same as ever', price: 999 }), version: 2 },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: 2, updatedAt: changed.body.updatedAt });

    // Unchanged content with a stale version is still refused: the editor has not seen version 2.
    const stale = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'unchanged-package', title: 'Same as ever', price: 999 }), version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('answers 404 for a package that does not exist', async () => {
    const { status } = await call('updatePackage', { token, params: { id: 987654 }, body: { ...packageBody(), version: 1 } });
    expect(status).toBe(404);
  });

  it("moves a published package's url: the old one answers the package at its new url and stays its own", async () => {
    const created = await createPackage(token, { package_url: 'old-url', title: 'Moving package' });
    const moved = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'new-url', title: 'Moving package' }), version: 1 },
    });
    expect(moved.status).toBe(200);
    expect((await call('getPackage', { params: { id: 'new-url' } })).status).toBe(200);
    // The old address still answers, naming the current one, so the site can redirect there.
    const old = await call('getPackage', { params: { id: 'old-url' } });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: created.id, package_url: 'new-url' });

    // Another package cannot take it while it redirects (create or rename).
    const taken = await call('createPackage', { token, body: packageBody({ package_url: 'old-url' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ package_url: 'is still the old address of “Moving package”' });
    const other = await createPackage(token, { package_url: 'other-url' });
    const renamed = await call('updatePackage', { token, params: { id: other.id }, body: { ...packageBody({ package_url: 'old-url' }), version: 1 } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.fields).toEqual({ package_url: 'is still the old address of “Moving package”' });
    expect((await call('getPackage', { params: { id: 'other-url' } })).status).toBe(200);

    // A second move: both old addresses answer the current one.
    const again = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'newest-url', title: 'Moving package' }), version: 2 },
    });
    expect(again.status).toBe(200);
    expect((await call('getPackage', { params: { id: 'old-url' } })).body).toMatchObject({ package_url: 'newest-url' });
    expect((await call('getPackage', { params: { id: 'new-url' } })).body).toMatchObject({ package_url: 'newest-url' });

    // The package may take back its own old url; the one it leaves then redirects in turn.
    const back = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'old-url', title: 'Moving package' }), version: 3 },
    });
    expect(back.status).toBe(200);
    expect((await call('getPackage', { params: { id: 'old-url' } })).body).toMatchObject({ package_url: 'old-url' });
    expect((await call('getPackage', { params: { id: 'newest-url' } })).body).toMatchObject({ package_url: 'old-url' });
  });

  it("frees a draft's previous url: nobody could link to it", async () => {
    const created = await createPackage(token, { package_url: 'draft-old-url', status: 'draft' });
    const moved = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'draft-new-url', status: 'draft' }), version: 1 },
    });
    expect(moved.status).toBe(200);
    expect((await call('getPackage', { params: { id: 'draft-old-url' }, query: { isFromAdmin: 'true' }, token })).status).toBe(404);
    await createPackage(token, { package_url: 'draft-old-url' });
    expect((await call('deletePackage', { token, params: { id: created.id } })).status).toBe(204);
  });

  it('refuses to move onto a url another package uses', async () => {
    await createPackage(token, { package_url: 'taken-url' });
    const mine = await createPackage(token, { package_url: 'my-url' });
    const { status, body } = await call('updatePackage', {
      token,
      params: { id: mine.id },
      body: { ...packageBody({ package_url: 'taken-url' }), version: 1 },
    });
    expect(status).toBe(409);
    expect(body.error.fields).toEqual({ package_url: 'is already used by another package' });
    expect((await call('getPackage', { params: { id: 'my-url' } })).status).toBe(200);
  });
});

describe('DELETE /packages/{id}', () => {
  it('deletes the package, frees its url, and answers 404 the second time', async () => {
    const created = await createPackage(token, { package_url: 'to-delete' });
    expect((await call('deletePackage', { token, params: { id: created.id } })).status).toBe(204);
    expect((await call('getPackageEditForm', { token, params: { id: created.id } })).status).toBe(404);
    expect((await call('getPackage', { params: { id: 'to-delete' } })).status).toBe(404);
    expect((await call('deletePackage', { token, params: { id: created.id } })).status).toBe(404);
    await createPackage(token, { package_url: 'to-delete' });
  });

  it('frees the old urls of a deleted package: they no longer answer and another package may take them', async () => {
    const created = await createPackage(token, { package_url: 'gone-old-url' });
    expect(
      (await call('updatePackage', { token, params: { id: created.id }, body: { ...packageBody({ package_url: 'gone-new-url' }), version: 1 } })).status,
    ).toBe(200);
    expect((await call('getPackage', { params: { id: 'gone-old-url' } })).status).toBe(200);
    expect((await call('deletePackage', { token, params: { id: created.id } })).status).toBe(204);
    expect((await call('getPackage', { params: { id: 'gone-old-url' } })).status).toBe(404);
    expect((await call('getPackage', { params: { id: 'gone-new-url' } })).status).toBe(404);
    await createPackage(token, { package_url: 'gone-old-url' });
    await createPackage(token, { package_url: 'gone-new-url' });
  });
});

describe('GET /packages/admin-all', () => {
  beforeAll(async () => {
    await createPackage(token, { package_url: 'admin-list-draft', title: 'Kyoto Temples Draft', status: 'draft', destinationIds: [catalogue.place.Kyoto!] });
    await createPackage(token, {
      package_url: 'admin-list-expired',
      title: 'Expired Rome Escape',
      validUntil: '2021-05-01',
      destinationIds: [catalogue.place.Rome!],
    });
    await createPackage(token, {
      package_url: 'admin-list-luxury',
      title: 'Château de Nice Luxury',
      destinationIds: [catalogue.place.Nice!],
      travelStyleIds: [catalogue.style.luxury],
    });
  });

  it('lists every package with its status and the total, most recently changed first', async () => {
    const { status, body } = await call('listPackagesForAdmin', { token });
    expect(status).toBe(200);
    expect(body.total).toBe(body.packages.length);
    expect(body.packages[0]).toMatchObject({ package_url: 'admin-list-luxury', status: 'published', version: 1, updatedBy: 'alex.admin' });
  });

  it('pages by the given limit', async () => {
    const all = (await call('listPackagesForAdmin', { token })).body;
    const second = (await call('listPackagesForAdmin', { token, query: { page: '2', limit: '2' } })).body;
    expect(second.total).toBe(all.total);
    expect(second.packages.map((row: { id: number }) => row.id)).toEqual(all.packages.slice(2, 4).map((row: { id: number }) => row.id));
  });

  it('filters by search words (ignoring case and accents), status, destination and style', async () => {
    const slugs = async (query: Record<string, string>) =>
      (await call('listPackagesForAdmin', { token, query })).body.packages.map((row: { package_url: string }) => row.package_url);
    expect(await slugs({ search: 'chateau NICE' })).toEqual(['admin-list-luxury']);
    expect(await slugs({ status: 'draft' })).toEqual(['admin-list-draft']);
    expect(await slugs({ status: 'expired' })).toEqual(['admin-list-expired']);
    expect(await slugs({ destinationId: catalogue.place.Asia! })).toEqual(['admin-list-draft']);
    expect(await slugs({ travelStyleId: String(catalogue.style.luxury) })).toEqual(['admin-list-luxury']);
  });

  it('sorts by title, price, status or change date, either way, ties in the default order', async () => {
    const rows = async (query: Record<string, string>) =>
      (await call('listPackagesForAdmin', { token, query: { search: 'admin-list', ...query } })).body.packages.map(
        (row: { package_url: string }) => row.package_url,
      );
    expect(await rows({ sort: 'title' })).toEqual(['admin-list-luxury', 'admin-list-expired', 'admin-list-draft']);
    expect(await rows({ sort: 'title', dir: 'desc' })).toEqual(['admin-list-draft', 'admin-list-expired', 'admin-list-luxury']);
    expect(await rows({ sort: 'price' })).toEqual(['admin-list-draft', 'admin-list-expired', 'admin-list-luxury']);
    expect(await rows({ sort: 'price', dir: 'desc' })).toEqual(['admin-list-luxury', 'admin-list-expired', 'admin-list-draft']);
    expect(await rows({ sort: 'status' })).toEqual(['admin-list-draft', 'admin-list-luxury', 'admin-list-expired']);
    expect(await rows({ sort: 'status', dir: 'desc' })).toEqual(['admin-list-expired', 'admin-list-luxury', 'admin-list-draft']);
    expect(await rows({ sort: 'updated' })).toEqual(['admin-list-luxury', 'admin-list-expired', 'admin-list-draft']);
    expect(await rows({ sort: 'updated', dir: 'asc' })).toEqual(['admin-list-draft', 'admin-list-expired', 'admin-list-luxury']);
  });

  it('refuses an unknown sort or direction with 400 naming it', async () => {
    const sort = await call('listPackagesForAdmin', { token, query: { sort: 'banana' } });
    expect(sort.status).toBe(400);
    expect(sort.body.error.fields).toEqual({ 'query.sort': 'must be one of title, price, status, updated' });
    const dir = await call('listPackagesForAdmin', { token, query: { sort: 'title', dir: 'up' } });
    expect(dir.status).toBe(400);
    expect(dir.body.error.fields).toEqual({ 'query.dir': 'must be one of asc, desc' });
  });

  it('refuses a limit above the admin page size', async () => {
    const { status, body } = await call('listPackagesForAdmin', { token, query: { limit: '500' } });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['query.limit']);
  });
});

describe('packages with departures', () => {
  // Typed loosely on purpose: some tests send departures the schema refuses.
  const departure = (overrides: Record<string, unknown>): never =>
    ({
      id: 'x',
      departureCityId: catalogue.departure.vancouver,
      date: '2099-04-07',
      price: 1719,
      tax: 372.24,
      occupancy: 'double',
      availability: 'available',
      ...overrides,
    }) as never;

  it('derives price, tax, dates and departure cities from the departures, whatever the body says', async () => {
    const departures = [
      departure({ id: 'past', date: '2020-04-07', price: 99, tax: 1 }),
      departure({ id: 'yvr-apr', date: '2099-04-07' }),
      departure({ id: 'yvr-apr-sold', date: '2099-04-14', price: 999, tax: 100, availability: 'sold-out' }),
      departure({
        id: 'yyz-jun',
        departureCityId: catalogue.departure.toronto,
        date: '2099-06-16',
        price: 1750,
        tax: 380,
        availability: 'limited',
        supplierCode: 'SW-YYZ-0616',
        note: 'Ocean view',
      }),
      departure({
        id: 'yyz-flex',
        departureCityId: catalogue.departure.toronto,
        date: '2099-07-01',
        until: '2099-07-31',
        price: 2100,
        tax: 400,
        supplierCode: '',
      }),
    ];
    const { status, body } = await call('createPackage', {
      token,
      body: packageBody({ package_url: 'departures-derived', price: 1, tax: 1, dateRanges: [], departureCityIds: [], departures }),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ price: 1719, tax: 372.24, departureCityIds: [catalogue.departure.vancouver, catalogue.departure.toronto] });
    expect(body.dateRanges).toEqual([
      { id: '2099-04-07', type: 'specific', start: '2099-04-07', end: '2099-04-07' },
      { id: '2099-06-16', type: 'specific', start: '2099-06-16', end: '2099-06-16' },
      { id: '2099-07-01/2099-07-31', type: 'range', start: '2099-07-01', end: '2099-07-31' },
    ]);
    // Stored as sent, empty optional texts left out.
    expect(body.departures).toHaveLength(5);
    expect(body.departures[4]).not.toHaveProperty('supplierCode');
    expect((await call('getPackageEditForm', { token, params: { id: body.id } })).body).toEqual(body);

    // Visitors: past departures left out, sold-out ones kept, no supplier codes.
    const visible = await call('getPackage', { params: { id: 'departures-derived' } });
    expect(visible.status).toBe(200);
    expect(visible.body.departures.map((entry: { id: string }) => entry.id)).toEqual(['yvr-apr', 'yvr-apr-sold', 'yyz-jun', 'yyz-flex']);
    expect(visible.body.departures[2]).toMatchObject({ availability: 'limited', note: 'Ocean view' });
    expect(visible.body.departures[2]).not.toHaveProperty('supplierCode');
    expect(visible.body).toMatchObject({ price: 1719, tax: 372.24 });
  });

  it('refuses a list cell that types the price or taxes of a package priced by its departures, naming the field', async () => {
    const created = await call('createPackage', {
      token,
      body: packageBody({ package_url: 'priced-by-departures', dateRanges: [], departures: [departure({ id: 'a' })] }),
    });
    expect(created.status).toBe(201);
    const typed = await call('patchPackage', { token, params: { id: created.body.id }, body: { version: 1, price: 999, tax: 1 } });
    expect(typed.status).toBe(400);
    expect(typed.body.error.fields).toEqual({ price: 'comes from the departures', tax: 'comes from the departures' });
    // Its other cells still change.
    const status = await call('patchPackage', { token, params: { id: created.body.id }, body: { version: 1, status: 'draft' } });
    expect(status.body).toMatchObject({ status: 'draft', price: 1719, tax: 372.24, version: 2 });
  });

  it('publishes with departures and no typed dates; refuses bad departures naming each field path', async () => {
    const { status, body } = await call('createPackage', {
      token,
      body: packageBody({
        dateRanges: [],
        departures: [
          departure({ id: 'a' }),
          departure({ id: 'b', departureCityId: 987_654 }),
          departure({ id: 'a', date: '2099-05-01' }),
          departure({ id: 'd', price: 12.345, occupancy: 'twin' }),
          departure({ id: 'e', date: '2099-05-01', until: '2099-04-01' }),
        ],
      }),
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      'departures.3.price': 'must have at most two decimals',
      'departures.3.occupancy': 'must be one of single, double, triple, quad',
      'departures.4.until': 'must be on or after date',
    });
    const twice = await call('createPackage', {
      token,
      body: packageBody({ dateRanges: [], departures: [departure({ id: 'a' }), departure({ id: 'a', date: '2099-05-01' }), departure({ id: 'c' })] }),
    });
    expect(twice.body.error.fields).toEqual({ 'departures.1.id': 'is listed twice', 'departures.2.date': 'is listed twice for this city and occupancy' });
    const unknownCity = await call('createPackage', {
      token,
      body: packageBody({ dateRanges: [], departures: [departure({ id: 'a' }), departure({ id: 'b', departureCityId: 987_654 })] }),
    });
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.body.error.fields).toEqual({ 'departures.1.departureCityId': 'is not a departure city' });
    const noDates = await call('createPackage', { token, body: packageBody({ dateRanges: [], departures: [] }) });
    expect(noDates.body.error.fields).toEqual({ dateRanges: 'needs at least one date to publish' });
  });

  it('refuses a stale version with 409 and keeps the departures; dropping every departure brings back the typed price and dates', async () => {
    const created = await createPackage(token, { package_url: 'departures-locked', dateRanges: [], departures: [departure({ id: 'one' })] as never });
    const edited = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'departures-locked', dateRanges: [], departures: [departure({ id: 'one', price: 1500 })] as never }), version: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, price: 1500 });
    const stale = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'departures-locked', dateRanges: [], departures: [departure({ id: 'one', price: 1400 })] as never }), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await call('getPackageEditForm', { token, params: { id: created.id } })).body.departures[0].price).toBe(1500);

    const typedDates = [{ id: 'd1', type: 'range', start: '2099-01-10', end: '2099-03-31' }];
    const dropped = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'departures-locked', price: 999, tax: 99, dateRanges: typedDates as never, departures: [] }), version: 2 },
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body).toMatchObject({ version: 3, price: 999, tax: 99, dateRanges: typedDates });
    expect(dropped.body).not.toHaveProperty('departures');
  });

  it('answers 404 to visitors once every departure has passed, and the admin list shows it expired', async () => {
    await createPackage(token, {
      package_url: 'departures-all-past',
      title: 'All departures past',
      dateRanges: [],
      departures: [departure({ id: 'p1', date: '2020-04-07' }), departure({ id: 'p2', date: '2020-04-14', availability: 'sold-out' })] as never,
    });
    expect((await call('getPackage', { params: { id: 'departures-all-past' } })).status).toBe(404);
    expect((await call('getPackage', { params: { id: 'departures-all-past' }, query: { isFromAdmin: 'true' }, token })).status).toBe(200);
    const expired = (await call('listPackagesForAdmin', { token, query: { status: 'expired', search: 'departures-all-past' } })).body.packages;
    expect(expired.map((row: { package_url: string }) => row.package_url)).toEqual(['departures-all-past']);
  });
});

describe('PATCH /packages/{id} (one cell of the admin list)', () => {
  it('changes only the fields sent, at the version the list showed, with audit fields and a new catalogue version', async () => {
    const created = await createPackage(token, { package_url: 'cell-edited', title: 'Cell edited', price: 1200, tax: 150 });
    const catalogueBefore = await readCatalogueVersion();
    const { status, body } = await call('patchPackage', { token: backend.adminToken, params: { id: created.id }, body: { version: 1, price: 1099 } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, title: 'Cell edited', price: 1099, tax: 150, version: 2, updatedBy: 'alex.admin' });
    expect(await readCatalogueVersion()).toBeGreaterThan(catalogueBefore);
    const stored = (await call('getPackageEditForm', { token, params: { id: created.id } })).body;
    expect(stored).toEqual(body);

    const status2 = await call('patchPackage', { token, params: { id: created.id }, body: { version: 2, status: 'draft', validUntil: '2027-12-31' } });
    expect(status2.body).toMatchObject({ status: 'draft', validUntil: '2027-12-31', price: 1099, version: 3 });
  });

  it('refuses a stale version with 409 on version, changing nothing', async () => {
    const created = await createPackage(token, { package_url: 'cell-stale', price: 800 });
    await call('patchPackage', { token, params: { id: created.id }, body: { version: 1, tax: 90 } });
    const stale = await call('patchPackage', { token, params: { id: created.id }, body: { version: 1, price: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ message: STALE_VERSION_MESSAGE, fields: { version: 'is out of date' } });
    expect((await call('getPackageEditForm', { token, params: { id: created.id } })).body).toMatchObject({ price: 800, tax: 90, version: 2 });
  });

  it('refuses a bad value, an unknown field or no change with 400 naming it', async () => {
    const created = await createPackage(token, { package_url: 'cell-invalid' });
    const negative = await call('patchPackage', { token, params: { id: created.id }, body: { version: 1, price: -5 } });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.error.fields)).toEqual(['price']);
    const unknown = await call('patchPackage', { token, params: { id: created.id }, body: { version: 1, title: 'New' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toMatchObject({ title: 'is not an accepted field' });
    const nothing = await call('patchPackage', { token, params: { id: created.id }, body: { version: 1 } });
    expect(nothing.status).toBe(400);
    expect(Object.keys(nothing.body.error.fields)).toEqual(['body']);
  });

  it("checks the package's rules on the result: publishing without a destination names destinationIds", async () => {
    const draft = await createPackage(token, { package_url: 'cell-no-destination', status: 'draft', destinationIds: [] });
    const { status, body } = await call('patchPackage', { token, params: { id: draft.id }, body: { version: 1, status: 'published' } });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ destinationIds: 'needs at least one destination to publish' });
    expect((await call('getPackageEditForm', { token, params: { id: draft.id } })).body).toMatchObject({ status: 'draft', version: 1 });
  });

  it('answers 404 for a package that does not exist, and is for admins only', async () => {
    expect((await call('patchPackage', { token, params: { id: 987653 }, body: { version: 1, price: 10 } })).status).toBe(404);
    expect((await call('patchPackage', { params: { id: 1 }, body: { version: 1, price: 10 } })).status).toBe(401);
    expect((await call('patchPackage', { token: backend.agentToken, params: { id: 1 }, body: { version: 1, price: 10 } })).status).toBe(403);
  });
});

describe('POST /packages/{id}/duplicate', () => {
  it('creates a draft copy at <url>-copy in one request, the rest as stored, with a new catalogue version', async () => {
    const original = await createPackage(token, { package_url: 'copied-package', title: 'Copied package', price: 1777 });
    const stored = (await call('getPackageEditForm', { token, params: { id: original.id } })).body;
    const catalogueBefore = await readCatalogueVersion();
    const { status, body } = await call('duplicatePackage', { token, params: { id: original.id } });
    expect(status).toBe(201);
    const { id: _id, version: _v, createdAt: _ca, updatedAt: _ua, ...copied } = stored;
    expect(body).toMatchObject({
      ...copied,
      title: 'Copied package (copy)',
      package_url: 'copied-package-copy',
      status: 'draft',
      version: 1,
      createdBy: 'alex.admin',
    });
    expect(body.id).not.toBe(original.id);
    expect(await readCatalogueVersion()).toBeGreaterThan(catalogueBefore);
    expect((await call('getPackageEditForm', { token, params: { id: body.id } })).body).toEqual(body);
    expect((await call('getPackageEditForm', { token, params: { id: original.id } })).body).toEqual(stored);
  });

  it('takes the next free url when -copy is taken, and cuts a long title to fit', async () => {
    const original = await createPackage(token, { package_url: 'twice-copied', title: 'T'.repeat(150) });
    expect((await call('duplicatePackage', { token, params: { id: original.id } })).body.package_url).toBe('twice-copied-copy');
    const second = await call('duplicatePackage', { token, params: { id: original.id } });
    expect(second.body.package_url).toBe('twice-copied-copy-2');
    expect(second.body.title).toBe(`${'T'.repeat(143)} (copy)`);
  });

  it('answers 404 for a package that does not exist, and is for admins only', async () => {
    expect((await call('duplicatePackage', { token, params: { id: 987652 } })).status).toBe(404);
    expect((await call('duplicatePackage', { params: { id: 1 } })).status).toBe(401);
    expect((await call('duplicatePackage', { token: backend.agentToken, params: { id: 1 } })).status).toBe(403);
  });
});
