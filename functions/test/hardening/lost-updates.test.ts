import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '@tdp/shared/api/routes';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../catalogue-api-client.ts';
import { createSmallCatalogue, packageBody, type SmallCatalogue } from '../catalogue-fixtures.ts';

/**
 * No lost updates: twenty admins save the same item at once, all from the version they loaded. Exactly one
 * save wins, the nineteen others get 409 (the item changed since it was loaded), and the stored item is the
 * winner's, whole, not a mix.
 */

const EDITORS = 20;

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  catalogue = await createSmallCatalogue(backend.adminToken);
});

afterAll(() => backend?.stop());

interface RaceResult<T> {
  winner: T;
  statuses: number[];
}

/** Sends the twenty saves at once and answers the body of the one that won. */
async function race<T>(route: RouteName, id: number, bodies: Array<Record<string, unknown>>): Promise<RaceResult<T>> {
  const answers = await Promise.all(bodies.map((body) => call(route, { token: backend.adminToken, params: { id }, body })));
  const statuses = answers.map((answer) => answer.status);
  const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [bodies[index] as T] : []));
  for (const answer of answers.filter((candidate) => candidate.status === 409)) expect(answer.body.error.code).toBe('CONFLICT');
  expect(winners).toHaveLength(1);
  return { winner: winners[0]!, statuses };
}

function expectOneWinner(statuses: number[]): void {
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(EDITORS - 1);
}

describe('twenty concurrent saves from the same version', () => {
  it('of a package: one wins, nineteen get 409, the stored package is the winner’s', async () => {
    const created = await call('createPackage', { token: backend.adminToken, body: packageBody({ package_url: 'race-package', title: 'Race package' }) });
    expect(created.status).toBe(201);
    const { id, version } = created.body as { id: number; version: number };
    const bodies = Array.from({ length: EDITORS }, (_, editor) => ({
      ...packageBody({ package_url: 'race-package', title: `Saved by editor ${editor}`, price: 1000 + editor }),
      version,
    }));

    const { winner, statuses } = await race<{ title: string; price: number }>('updatePackage', id, bodies);

    expectOneWinner(statuses);
    const stored = (await call('getPackageEditForm', { token: backend.adminToken, params: { id } })).body;
    expect(stored).toMatchObject({ title: winner.title, price: winner.price, version: version + 1 });
  });

  it('of a destination: one wins, nineteen get 409, the stored tree is the winner’s', async () => {
    const continent = catalogue.asia;
    const bodies = Array.from({ length: EDITORS }, (_, editor) => ({
      continent_name: `Asia edit ${editor}`,
      countries: continent.countries.map((country) => ({
        id: country.id,
        name: country.name,
        cities: [...country.cities.map((city) => ({ id: city.id, name: city.name })), { name: `New city ${editor}` }],
      })),
      version: continent.version,
    }));

    const { winner, statuses } = await race<{ continent_name: string }>('updateContinent', continent.continent_id, bodies);

    expectOneWinner(statuses);
    const stored = (await call('getContinent', { params: { id: continent.continent_id } })).body;
    const editor = winner.continent_name.replace('Asia edit ', '');
    expect(stored.continent_name).toBe(winner.continent_name);
    expect(stored.version).toBe(continent.version + 1);
    const cityNames = stored.countries.flatMap((country: { cities: Array<{ name: string }> }) => country.cities.map((city) => city.name));
    expect(cityNames.filter((name: string) => name.startsWith('New city '))).toEqual([`New city ${editor}`]);
  });

  it('of a pricing table: one wins, nineteen get 409, the stored grid is the winner’s', async () => {
    const created = await call('createPricingTable', { token: backend.adminToken, body: { name: 'Race table' } });
    expect(created.status).toBe(201);
    const { id, version } = created.body as { id: number; version: number };
    const bodies = Array.from({ length: EDITORS }, (_, editor) => ({
      columns: [
        { key: 'cabin', label: 'Cabin' },
        { key: 'price', label: `Price by editor ${editor}` },
      ],
      rows: [{ id: 'r1', cells: { cabin: 'Balcony', price: `$${2000 + editor}` } }],
      version,
    }));

    const { winner, statuses } = await race<{ columns: unknown[]; rows: unknown[] }>('updatePricingTableGrid', id, bodies);

    expectOneWinner(statuses);
    // No package shows the table: only the admin view reads it.
    const stored = (await call('getPricingTable', { token: backend.adminToken, params: { id }, query: { isFromAdmin: 'true' } })).body;
    expect(stored).toMatchObject({ columns: winner.columns, rows: winner.rows, version: version + 1 });
  });
});
