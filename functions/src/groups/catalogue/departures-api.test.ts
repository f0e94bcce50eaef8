import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { readCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import { getPackageCard } from '../../data/package-repository.ts';

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

const departure = (overrides: Record<string, unknown>): never =>
  ({
    id: 'x',
    departureCityId: catalogue.departure.vancouver,
    date: '2099-05-02',
    price: 1719,
    tax: 372.24,
    occupancy: 'double',
    availability: 'available',
    ...overrides,
  }) as never;

async function packageWithDepartures(slug: string, departures: never[]) {
  return createPackage(token, { package_url: slug, dateRanges: [], departures });
}

const GOOD_FILE = [
  'City,Date,Until,Price,Tax,Occupancy,Availability,Supplier code,Note',
  'Vancouver,2099-05-02,,1719.00,372.24,double,available,SW-1,',
  'toronto,2099-05-09,,1799,380,Double occupancy,sold out,,"Ocean view, upper deck"',
  `${'{toronto}'},2099-06-01,2099-06-30,$2100.50,400,single,limited,,`,
].join('\r\n');

describe('POST /packages/{id}/departures/import', () => {
  it('merges a good file: a row for an existing departure keeps its id, new rows are added, price and dates derived', async () => {
    const created = await packageWithDepartures('import-good', [departure({ id: 'keep-me', price: 1500 }), departure({ id: 'other', date: '2099-07-04' })]);
    const versionBefore = await readCatalogueVersion();
    const csv = GOOD_FILE.replace('{toronto}', String(catalogue.departure.toronto));
    const { status, body } = await call('importDepartures', { token, params: { id: created.id }, body: { csv, mode: 'merge', version: 1 } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.version).toBe(2);
    expect(body.departures).toHaveLength(4);
    expect(body.departures[0]).toEqual({
      id: 'keep-me',
      departureCityId: catalogue.departure.vancouver,
      date: '2099-05-02',
      price: 1719,
      tax: 372.24,
      occupancy: 'double',
      availability: 'available',
      supplierCode: 'SW-1',
    });
    expect(body.departures[1].id).toBe('other');
    expect(body.departures[2]).toMatchObject({ departureCityId: catalogue.departure.toronto, availability: 'sold-out', note: 'Ocean view, upper deck' });
    expect(body.departures[3]).toMatchObject({ until: '2099-06-30', price: 2100.5, occupancy: 'single', availability: 'limited' });
    // Derived as on any save: the cheapest open departure.
    expect(body).toMatchObject({ price: 1719, tax: 372.24, departureCityIds: [catalogue.departure.vancouver, catalogue.departure.toronto] });
    expect(await readCatalogueVersion()).toBeGreaterThan(versionBefore);
  });

  it("keeps the departures that sell on the package's card as coded fares, without date entries", async () => {
    const created = await packageWithDepartures('card-fares', [
      departure({ id: 'a' }),
      departure({ id: 'b', date: '2099-05-09', price: 1650.5 }),
      departure({ id: 'c', date: '2099-05-16', availability: 'sold-out' }),
      departure({ id: 'd', departureCityId: catalogue.departure.toronto, date: '2099-06-01', until: '2099-06-30', price: 2100, tax: 400 }),
    ]);
    const card = await getPackageCard(created.id);
    expect(card).toMatchObject({ id: created.id, dateRanges: [], lastDepartureDay: '2099-06-30' });
    expect(card!.fares).toEqual([
      [catalogue.departure.vancouver, '2099-05-02', 1719, 372.24],
      [catalogue.departure.vancouver, '2099-05-09', 1650.5, 372.24],
      [catalogue.departure.toronto, '2099-06-01', 2100, 400, '2099-06-30'],
    ]);
    expect(await getPackageCard(999_999)).toBeNull();
  });

  it('replaces every departure with the file in replace mode', async () => {
    const created = await packageWithDepartures('import-replace', [departure({ id: 'gone', date: '2099-08-01' })]);
    const csv = 'city,date,price,tax,occupancy\nVancouver,2099-09-05,999.99,100,quad\n';
    const { status, body } = await call('importDepartures', { token, params: { id: created.id }, body: { csv, mode: 'replace', version: 1 } });
    expect(status).toBe(200);
    expect(body.departures).toHaveLength(1);
    expect(body.departures[0]).toMatchObject({ date: '2099-09-05', price: 999.99, occupancy: 'quad', availability: 'available' });
    expect(body.departures[0].id).not.toBe('gone');
  });

  it('names every rejected row with its reason and writes nothing', async () => {
    const created = await packageWithDepartures('import-bad', [departure({ id: 'stays' })]);
    const versionBefore = await readCatalogueVersion();
    const csv = [
      'city,date,until,price,tax,occupancy,availability',
      'Vancouver,2099-05-09,,1719,372.24,double,available',
      'Calgary,2099-05-16,,1719,372.24,double,gone',
      'Vancouver,2099-02-30,,1719,372.24,double,available',
      'Vancouver,2099-05-23,,12.345,abc,twin,available',
      '',
      'Vancouver,2099-05-09,,1800,372.24,double,limited',
      'Vancouver,2099-06-01,2099-05-01,1719,372.24,double,',
    ].join('\n');
    const { status, body } = await call('importDepartures', { token, params: { id: created.id }, body: { csv, mode: 'merge', version: 1 } });
    expect(status).toBe(400);
    expect(body.error.message).toBe('5 rows of the file were refused; nothing was imported. Correct them and import the file again.');
    expect(body.error.fields).toEqual({
      'rows.3.city': '"Calgary" is not a departure city',
      'rows.3.availability': 'must be one of available, limited, sold-out',
      'rows.4.date': 'must be a date written YYYY-MM-DD (got "2099-02-30")',
      'rows.5.price': 'must have at most two decimals',
      'rows.5.tax': 'must be a number, e.g. 1719.00',
      'rows.5.occupancy': 'must be one of single, double, triple, quad',
      'rows.7.date': 'repeats line 2 (same city, days and occupancy)',
      'rows.8.until': 'must be on or after date (got "2099-05-01")',
    });
    const stored = await call('getPackageEditForm', { token, params: { id: created.id } });
    expect(stored.body).toMatchObject({ version: 1, departures: [{ id: 'stays', price: 1719 }] });
    expect(await readCatalogueVersion()).toBe(versionBefore);
    // Only the creation's entry: the refused import recorded nothing.
    expect((await call('listPriceHistory', { token, params: { id: created.id } })).body.items.map((entry: { version: number }) => entry.version)).toEqual([1]);
  });

  it('refuses a file without its required columns, or with unknown ones, as a whole', async () => {
    const created = await packageWithDepartures('import-columns', [departure({ id: 'a' })]);
    const { status, body } = await call('importDepartures', {
      token,
      params: { id: created.id },
      body: { csv: 'city,date,cost,occupancy\nVancouver,2099-05-09,1,double', mode: 'merge', version: 1 },
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      file: 'lacks the columns price, tax and has unknown column "cost" (expected city, date, until, price, tax, occupancy, availability, supplierCode, note)',
    });
    const empty = await call('importDepartures', {
      token,
      params: { id: created.id },
      body: { csv: 'city,date,price,tax,occupancy\n', mode: 'replace', version: 1 },
    });
    expect(empty.body.error.fields).toEqual({ file: 'has no departures under its header row' });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const created = await packageWithDepartures('import-stale', [departure({ id: 'a' })]);
    const saved = await call('updatePackage', {
      token,
      params: { id: created.id },
      body: { ...packageBody({ package_url: 'import-stale', dateRanges: [], departures: [departure({ id: 'a', price: 1600 })] }), version: 1 },
    });
    expect(saved.status).toBe(200);
    const csv = 'city,date,price,tax,occupancy\nVancouver,2099-05-02,1,1,double\n';
    const stale = await call('importDepartures', { token, params: { id: created.id }, body: { csv, mode: 'merge', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields).toEqual({ version: 'is out of date' });
    expect((await call('getPackageEditForm', { token, params: { id: created.id } })).body).toMatchObject({
      version: 2,
      departures: [{ id: 'a', price: 1600 }],
    });
  });

  it('is for admins only', async () => {
    const body = { csv: 'city,date,price,tax,occupancy\n', mode: 'merge', version: 1 };
    expect((await call('importDepartures', { params: { id: 1 }, body })).status).toBe(401);
    expect((await call('importDepartures', { token: backend.agentToken, params: { id: 1 }, body })).status).toBe(403);
    expect((await call('exportDepartures', { token: backend.agentToken, params: { id: 1 } })).status).toBe(403);
    expect((await call('listPriceHistory', { params: { id: 1 } })).status).toBe(401);
    expect((await call('listPriceHistory', { token: backend.agentToken, params: { id: 1 } })).status).toBe(403);
  });
});

describe('GET /packages/{id}/departures/export', () => {
  it('writes a file the import reads back unchanged', async () => {
    const departures = [
      departure({ id: 'a', supplierCode: 'SW-1', note: 'Ocean view, "deluxe"' }),
      departure({
        id: 'b',
        departureCityId: catalogue.departure.toronto,
        date: '2099-06-01',
        until: '2099-06-30',
        price: 2100.5,
        tax: 400,
        occupancy: 'single',
        availability: 'sold-out',
        note: '=SUM(A1)',
      }),
    ];
    const created = await packageWithDepartures('export-round-trip', departures);
    const { status, body } = await call('exportDepartures', { token, params: { id: created.id } });
    expect(status).toBe(200);
    expect(body.fileName).toBe('export-round-trip-departures.csv');
    expect(body.csv.split('\r\n')).toEqual([
      'city,date,until,price,tax,occupancy,availability,supplierCode,note',
      'Vancouver,2099-05-02,,1719.00,372.24,double,available,SW-1,"Ocean view, ""deluxe"""',
      "Toronto,2099-06-01,2099-06-30,2100.50,400.00,single,sold-out,,'=SUM(A1)",
      '',
    ]);
    const before = (await call('getPackageEditForm', { token, params: { id: created.id } })).body;
    const reimported = await call('importDepartures', { token, params: { id: created.id }, body: { csv: body.csv, mode: 'replace', version: 1 } });
    expect(reimported.status).toBe(200);
    // The same departures: nothing changed, so nothing was written.
    expect(reimported.body).toEqual(before);
  });

  it('answers 404 for a package that does not exist', async () => {
    expect((await call('exportDepartures', { token, params: { id: 999_999 } })).status).toBe(404);
  });
});

describe('GET /packages/{id}/price-history', () => {
  it('lists who changed which price from what to what, newest first', async () => {
    const created = await packageWithDepartures('price-history', [
      departure({ id: 'yvr' }),
      departure({ id: 'yyz', departureCityId: catalogue.departure.toronto, price: 1800, tax: 380 }),
    ]);
    const save = (version: number, departures: never[]) =>
      call('updatePackage', {
        token,
        params: { id: created.id },
        body: { ...packageBody({ package_url: 'price-history', dateRanges: [], departures }), version },
      });
    // A save that changes no price records nothing.
    expect(
      (
        await call('updatePackage', {
          token,
          params: { id: created.id },
          body: {
            ...packageBody({
              package_url: 'price-history',
              title: 'Renamed',
              dateRanges: [],
              departures: [departure({ id: 'yvr' }), departure({ id: 'yyz', departureCityId: catalogue.departure.toronto, price: 1800, tax: 380 })],
            }),
            version: 1,
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (await save(2, [departure({ id: 'yvr', price: 1650 }), departure({ id: 'yyz', departureCityId: catalogue.departure.toronto, price: 1800, tax: 380 })]))
        .status,
    ).toBe(200);
    expect(
      (
        await save(3, [
          departure({ id: 'yvr', price: 1650 }),
          departure({ id: 'yyz', departureCityId: catalogue.departure.toronto, price: 1700, tax: 390 }),
          departure({ id: 'new', date: '2099-05-09', price: 1900 }),
        ])
      ).status,
    ).toBe(200);

    const { status, body } = await call('listPriceHistory', { token, params: { id: created.id } });
    expect(status).toBe(200);
    expect(body.nextBefore).toBeUndefined();
    // Version 2 only renamed the package: no entry.
    expect(body.items.map((entry: { version: number }) => entry.version)).toEqual([4, 3, 1]);
    const [newest, older] = body.items;
    expect(newest).toMatchObject({ packageId: created.id, version: 4, changedBy: 'alex.admin' });
    expect(newest.package).toBeUndefined();
    expect(newest.departures).toEqual([
      { departureId: 'yyz', departureCityId: catalogue.departure.toronto, date: '2099-05-02', from: { price: 1800, tax: 380 }, to: { price: 1700, tax: 390 } },
      { departureId: 'new', departureCityId: catalogue.departure.vancouver, date: '2099-05-09', from: null, to: { price: 1900, tax: 372.24 } },
    ]);
    expect(older).toMatchObject({
      version: 3,
      package: { from: { price: 1719, tax: 372.24 }, to: { price: 1650, tax: 372.24 } },
      departures: [{ departureId: 'yvr', from: { price: 1719, tax: 372.24 }, to: { price: 1650, tax: 372.24 } }],
    });
    expect(Date.parse(newest.changedAt)).toBeGreaterThanOrEqual(Date.parse(older.changedAt));

    const olderPage = await call('listPriceHistory', { token, params: { id: created.id }, query: { before: '4' } });
    expect(olderPage.body.items.map((entry: { version: number }) => entry.version)).toEqual([3, 1]);
  });

  it('starts with the prices the package was created with, each from nothing', async () => {
    const created = await packageWithDepartures('history-from-creation', [
      departure({ id: 'yvr', price: 1650 }),
      departure({ id: 'yyz', departureCityId: catalogue.departure.toronto, date: '2099-06-01', until: '2099-06-30', price: 1800, tax: 380 }),
    ]);
    const { status, body } = await call('listPriceHistory', { token, params: { id: created.id } });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      {
        packageId: created.id,
        version: 1,
        changedAt: expect.any(String),
        changedBy: 'alex.admin',
        // The package's "from" price, derived from its departures: the cheapest all in.
        package: { from: null, to: { price: 1650, tax: 372.24 } },
        departures: [
          { departureId: 'yvr', departureCityId: catalogue.departure.vancouver, date: '2099-05-02', from: null, to: { price: 1650, tax: 372.24 } },
          {
            departureId: 'yyz',
            departureCityId: catalogue.departure.toronto,
            date: '2099-06-01',
            until: '2099-06-30',
            from: null,
            to: { price: 1800, tax: 380 },
          },
        ],
      },
    ]);
    // A package at one price starts its history with that price.
    const plain = await createPackage(token, { package_url: 'history-one-price', price: 999.5, tax: 120 });
    const plainHistory = await call('listPriceHistory', { token, params: { id: plain.id } });
    expect(plainHistory.body.items).toMatchObject([{ version: 1, package: { from: null, to: { price: 999.5, tax: 120 } }, departures: [] }]);
  });

  it('refuses a create with a bad departure price with a 400 naming it', async () => {
    const refused = await call('createPackage', {
      token,
      body: packageBody({ package_url: 'history-refused', dateRanges: [], departures: [departure({ id: 'a', price: -1 })] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty(['departures.0.price']);
  });

  it('answers 404 for a package that does not exist', async () => {
    expect((await call('listPriceHistory', { token, params: { id: 999_999 } })).status).toBe(404);
  });
});
