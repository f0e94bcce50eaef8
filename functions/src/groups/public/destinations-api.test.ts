import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Continent } from '@tdp/shared/schemas/destination';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { dynamo } from '../../data/dynamo-client.ts';

/**
 * `GET /destinations/continents` as the header's menus, the deals filter and the search read it: visitors see only
 * the places with a package on sale; the admin (isFromAdmin=true with an admin token) sees the whole tree.
 */

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;
let token: string;
let africa: Continent;

/** Each continent's countries and their cities, by name: `{ Europe: { France: ['Paris'] } }`. */
function shape(continents: readonly Continent[]): Record<string, Record<string, string[]>> {
  return Object.fromEntries(
    continents.map((continent) => [
      continent.continent_name,
      Object.fromEntries(continent.countries.map((country) => [country.name, country.cities.map((city) => city.name)])),
    ]),
  );
}

async function tree(query: Record<string, string> = {}, asAdmin = false): Promise<Record<string, Record<string, string[]>>> {
  const answer = await call<Continent[]>('listContinents', asAdmin ? { query: { ...query, isFromAdmin: 'true' }, token } : { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return shape(answer.body);
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  token = backend.adminToken;
  catalogue = await createSmallCatalogue(token);
  const created = await call<Continent>('createContinent', {
    token,
    body: {
      continent_name: 'Africa',
      countries: [
        { name: 'Morocco', cities: [{ name: 'Marrakesh' }, { name: 'Fez' }] },
        { name: 'Kenya', cities: [{ name: 'Nairobi' }] },
      ],
    },
  });
  expect(created.status).toBe(201);
  africa = created.body;
  const place = (name: string) => catalogue.place[name] ?? formatPlace(name);
  // On sale: a city (Paris), a country (Italy), a cruise port (Budapest), a country of Africa without its cities (Morocco).
  await createPackage(token, { package_url: 'paris', destinationIds: [place('Paris')] });
  await createPackage(token, { package_url: 'italy', destinationIds: [place('Italy')] });
  await createPackage(token, { package_url: 'danube', destinationIds: [place('Budapest')] });
  await createPackage(token, { package_url: 'morocco', destinationIds: [place('Morocco')] });
  // Not on sale: a draft in Tokyo, an expired package in Nice, one not yet valid in Nairobi.
  await createPackage(token, { package_url: 'draft-tokyo', destinationIds: [place('Tokyo')], status: 'draft' });
  await createPackage(token, { package_url: 'expired-nice', destinationIds: [place('Nice')], validUntil: '2020-01-31' });
  await createPackage(token, { package_url: 'future-nairobi', destinationIds: [place('Nairobi')], validFrom: '2099-01-01' });
});

afterAll(async () => {
  await backend?.stop();
});

/** A destination id of the Africa continent made here. */
function formatPlace(name: string): string {
  for (const country of africa.countries) {
    if (country.name === name) return `country-${country.id}`;
    for (const city of country.cities) if (city.name === name) return `city-${city.id}`;
  }
  throw new Error(`No place named ${name}`);
}

describe('GET /destinations/continents', () => {
  it('shows visitors only the places with a package on sale: a continent, country or city without one is left out', async () => {
    expect(await tree()).toEqual({
      // France stays for Paris (Nice has only an expired package); Italy for its own package, without Rome.
      Europe: { France: ['Paris'], Italy: [] },
      // Asia has only a draft: it is left out, with Japan, Tokyo and Kyoto.
      Cruise_River: { Danube: ['Budapest'] },
      // Morocco's package names the country: no city of it is kept; Kenya has only a package not yet valid.
      Africa: { Morocco: [] },
    });
    expect(Object.keys(await tree({ type: 'cruise' }))).toEqual(['Cruise_River']);
    expect(Object.keys(await tree({ type: 'regular' }))).toEqual(['Europe', 'Africa']);
  });

  it('shows the admin the whole tree, places without a deal included', async () => {
    expect(await tree({}, true)).toEqual({
      Europe: { France: ['Paris', 'Nice'], Italy: ['Rome'] },
      Asia: { Japan: ['Tokyo', 'Kyoto'] },
      Cruise_River: { Danube: ['Budapest'] },
      Africa: { Morocco: ['Marrakesh', 'Fez'], Kenya: ['Nairobi'] },
    });
    expect(Object.keys(await tree({ type: 'regular' }, true))).toEqual(['Europe', 'Asia', 'Africa']);
  });

  it('refuses the whole tree without an admin token', async () => {
    expect((await call('listContinents', { query: { isFromAdmin: 'true' } })).status).toBe(401);
    expect((await call('listContinents', { query: { isFromAdmin: 'true' }, token: backend.agentToken })).status).toBe(403);
  });

  it('costs visitors one DynamoDB call on a warm function, and shows a place as soon as a package there is on sale', async () => {
    await tree();
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
      await tree();
      expect(commands).toEqual(['GetItemCommand']);
      await createPackage(token, { package_url: 'kyoto', destinationIds: [catalogue.place.Kyoto!] });
      expect((await tree()).Asia).toEqual({ Japan: ['Kyoto'] });
    } finally {
      client.middlewareStack.remove('countCallsForTest');
    }
  });
});
