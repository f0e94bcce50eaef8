import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Continent } from '@tdp/shared/schemas/destination';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';

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

/** The edit body of a continent as stored (what the admin screen sends back). */
function editBody(continent: Continent, changes: Partial<{ continent_name: string; countries: unknown[] }> = {}) {
  return {
    continent_name: continent.continent_name,
    countries: continent.countries.map((country) => ({
      id: country.id,
      name: country.name,
      cities: country.cities.map((city) => ({ id: city.id, name: city.name })),
    })),
    version: continent.version,
    ...changes,
  };
}

async function createContinent(body: unknown): Promise<Continent> {
  const { status, body: created } = await call<Continent>('createContinent', { token, body });
  expect(status, JSON.stringify(created)).toBe(201);
  return created;
}

describe('continents', () => {
  it('creates a continent with its tree, giving every country and city its own id', async () => {
    const created = await createContinent({ continent_name: 'Oceania', countries: [{ name: 'Fiji', cities: [{ name: 'Nadi' }, { name: 'Denarau Island' }] }] });
    expect(created).toMatchObject({ continent_name: 'Oceania', version: 1, createdBy: 'alex.admin' });
    const [fiji] = created.countries;
    expect(fiji!.id).toBeGreaterThan(0);
    expect(new Set(fiji!.cities.map((city) => city.id)).size).toBe(2);
    // Visitors read the same tree without the audit trail.
    const { createdBy: _createdBy, updatedBy: _updatedBy, ...visible } = created;
    expect((await call('getContinent', { params: { id: created.continent_id } })).body).toEqual(visible);
  });

  it('refuses ids on a new continent and a name another continent has', async () => {
    const withIds = await call('createContinent', { token, body: { continent_name: 'Antarctica', countries: [{ id: 5, name: 'Base', cities: [] }] } });
    expect(withIds.status).toBe(400);
    expect(Object.keys(withIds.body.error.fields)).toEqual(['countries.0.id']);
    const duplicate = await call('createContinent', { token, body: { continent_name: 'europe', countries: [] } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.fields).toEqual({ continent_name: 'is already used by another continent' });
  });

  it('lists continents to the admin, narrowed to cruise groups or regular continents', async () => {
    // The admin's view: every place, with a deal or not (visitors' answer: groups/public/destinations-api.test.ts).
    const names = async (query?: Record<string, string>) =>
      (await call<Continent[]>('listContinents', { query: { ...query, isFromAdmin: 'true' }, token })).body.map((c) => c.continent_name);
    expect(await names()).toEqual(expect.arrayContaining(['Europe', 'Asia', 'Cruise_River']));
    expect(await names({ type: 'cruise' })).toEqual(['Cruise_River']);
    expect(await names({ type: 'regular' })).not.toContain('Cruise_River');
    expect((await call('listContinents', { query: { type: 'ocean' } })).status).toBe(400);
  });

  it('edits the tree with the version it read: keeps ids, adds new places, refuses a stale version', async () => {
    const asia = (await call<Continent>('getContinent', { params: { id: catalogue.asia.continent_id } })).body;
    const japan = asia.countries[0]!;
    const edited = await call<Continent>('updateContinent', {
      token,
      params: { id: asia.continent_id },
      body: editBody(asia, {
        countries: [
          { id: japan.id, name: 'Japan', cities: [...japan.cities.map((city) => ({ id: city.id, name: city.name })), { name: 'Osaka' }] },
          { name: 'Vietnam', cities: [{ name: 'Hanoi' }] },
        ],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(asia.version + 1);
    expect(edited.body.countries[0]!.cities.map((city) => city.name)).toEqual(['Tokyo', 'Kyoto', 'Osaka']);
    expect(edited.body.countries[0]!.cities[0]!.id).toBe(japan.cities[0]!.id);

    const stale = await call('updateContinent', { token, params: { id: asia.continent_id }, body: editBody(asia, { continent_name: 'Asia Pacific' }) });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(STALE_VERSION_MESSAGE);
    expect((await call<Continent>('getContinent', { params: { id: asia.continent_id } })).body.continent_name).toBe('Asia');
  });

  it('refuses ids that are not places of this continent', async () => {
    const asia = (await call<Continent>('getContinent', { params: { id: catalogue.asia.continent_id } })).body;
    const france = catalogue.europe.countries[0]!;
    const { status, body } = await call('updateContinent', {
      token,
      params: { id: asia.continent_id },
      body: editBody(asia, { countries: [...editBody(asia).countries, { id: france.id, name: 'France', cities: [] }] }),
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ [`countries.${asia.countries.length}.id`]: 'is not a country of this continent' });
  });

  it('refuses to remove a city a published package uses, naming the package; a draft does not block', async () => {
    const created = await createContinent({ continent_name: 'Africa', countries: [{ name: 'Kenya', cities: [{ name: 'Nairobi' }, { name: 'Mombasa' }] }] });
    const [nairobi, mombasa] = created.countries[0]!.cities;
    await createPackage(token, { package_url: 'nairobi-safari', title: 'Nairobi Safari', destinationIds: [`city-${nairobi!.id}`] });
    await createPackage(token, { package_url: 'mombasa-draft', title: 'Mombasa Draft', status: 'draft', destinationIds: [`city-${mombasa!.id}`] });

    const withoutNairobi = editBody(created, { countries: [{ id: created.countries[0]!.id, name: 'Kenya', cities: [{ id: mombasa!.id, name: 'Mombasa' }] }] });
    const refused = await call('updateContinent', { token, params: { id: created.continent_id }, body: withoutNairobi });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('"Nairobi Safari"');
    expect(refused.body.error.fields).toEqual({ packages: 'nairobi-safari' });

    const withoutMombasa = editBody(created, { countries: [{ id: created.countries[0]!.id, name: 'Kenya', cities: [{ id: nairobi!.id, name: 'Nairobi' }] }] });
    expect((await call('updateContinent', { token, params: { id: created.continent_id }, body: withoutMombasa })).status).toBe(200);
  });

  it('refuses to delete a continent published packages use, and deletes an unused one', async () => {
    const unused = await call('deleteContinent', { token, params: { id: catalogue.river.continent_id } });
    expect(unused.status).toBe(204);

    await createPackage(token, { package_url: 'rome-week', title: 'A Week in Rome', destinationIds: [catalogue.place.Rome!] });
    const inUse = await call('deleteContinent', { token, params: { id: catalogue.europe.continent_id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toContain('"A Week in Rome"');
    expect((await call('getContinent', { params: { id: catalogue.europe.continent_id } })).status).toBe(200);
    expect((await call('getContinent', { params: { id: catalogue.river.continent_id } })).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await call('createContinent', { body: { continent_name: 'X', countries: [] } })).status).toBe(401);
    expect((await call('deleteContinent', { token: backend.agentToken, params: { id: catalogue.asia.continent_id } })).status).toBe(403);
  });
});

describe('top picks', () => {
  it('sets two picks per continent and lists them as cards; visitors do not see drafts', async () => {
    const onSale = await createPackage(token, { package_url: 'pick-on-sale', title: 'Tokyo Lights', destinationIds: [catalogue.place.Tokyo!] });
    const draft = await createPackage(token, { package_url: 'pick-draft', title: 'Kyoto Draft', status: 'draft', destinationIds: [catalogue.place.Kyoto!] });
    const saved = await call('updateTopPicks', {
      token,
      params: { id: catalogue.asia.continent_id },
      body: { top_pick_one: onSale.id, top_pick_two: draft.id, version: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ continent_id: catalogue.asia.continent_id, version: 1 });

    const visitors = (await call('listTopPicks')).body;
    const asia = visitors.find((entry: { continent_id: number }) => entry.continent_id === catalogue.asia.continent_id);
    expect(asia).toMatchObject({ continent_name: 'Asia', top_pick_one: { package_url: 'pick-on-sale' }, top_pick_two: null, version: 1 });
    expect(visitors.map((entry: { continent_name: string }) => entry.continent_name)).not.toContain('Cruise_River');

    const admins = (await call('listTopPicks', { token, query: { isFromAdmin: 'true' } })).body;
    expect(admins.find((entry: { continent_id: number }) => entry.continent_id === catalogue.asia.continent_id).top_pick_two).toMatchObject({
      package_url: 'pick-draft',
    });
  });

  it('refuses a stale version, an unknown package and the same package twice', async () => {
    const stale = await call('updateTopPicks', {
      token,
      params: { id: catalogue.asia.continent_id },
      body: { top_pick_one: null, top_pick_two: null, version: 0 },
    });
    expect(stale.status).toBe(409);
    const unknown = await call('updateTopPicks', {
      token,
      params: { id: catalogue.asia.continent_id },
      body: { top_pick_one: 999999, top_pick_two: null, version: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ top_pick_one: 'is not a package' });
    const twice = await call('updateTopPicks', { token, params: { id: catalogue.asia.continent_id }, body: { top_pick_one: 1, top_pick_two: 1, version: 1 } });
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body.error.fields)).toEqual(['top_pick_two']);
  });
});
