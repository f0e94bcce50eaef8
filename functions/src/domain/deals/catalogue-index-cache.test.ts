import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_VERSION_MEMO_ENV } from '@tdp/shared/catalogue-version-memo';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { dynamo } from '../../data/dynamo-client.ts';
import { contentTable } from '../../data/content-table.ts';
import {
  bumpCatalogueVersion,
  catalogueChangesSince,
  catalogueReloadEntry,
  catalogueVersionItem,
  readCatalogueVersion,
} from '../../data/catalogue-version-repository.ts';
import { clearCatalogueIndexCache, currentCatalogueIndex, lastCatalogueRebuild } from './catalogue-index-cache.ts';

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;

async function dealTitles(): Promise<string[]> {
  const { status, body } = await call<DealsAnswer>('searchDeals', { body: { limit: 60 } });
  expect(status).toBe(200);
  return body.packages.map((card) => card.title);
}

/** The DynamoDB commands `run` sends, each with the partition a Query reads (`QueryCommand PACKAGE_CARD`). */
async function commandsOf(run: () => Promise<unknown>): Promise<string[]> {
  const commands: string[] = [];
  const client = dynamo();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ExpressionAttributeValues?: Record<string, unknown> };
      const partition = input.ExpressionAttributeValues?.[':pk'];
      commands.push(partition === undefined ? String(context.commandName) : `${String(context.commandName)} ${String(partition)}`);
      return next(args);
    },
    { step: 'initialize', name: 'countCacheCallsForTest' },
  );
  try {
    await run();
  } finally {
    client.middlewareStack.remove('countCacheCallsForTest');
  }
  return commands;
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  catalogue = await createSmallCatalogue(backend.adminToken);
  for (const name of ['Alpha', 'Bravo', 'Charlie']) await createPackage(backend.adminToken, { title: `Deal ${name}` });
});

afterAll(async () => {
  await backend?.stop();
});

afterEach(() => {
  delete process.env[CATALOGUE_VERSION_MEMO_ENV];
});

describe('the catalogue index between calls', () => {
  it('builds from every card once, then from the cards the change log lists: a save, a delete and a new package', async () => {
    clearCatalogueIndexCache();
    expect(await dealTitles()).toEqual(['Deal Charlie', 'Deal Bravo', 'Deal Alpha']);
    expect(lastCatalogueRebuild()).toEqual({ kind: 'full', cardsRead: 3 });

    const bravo = (await call('searchDeals', { body: { limit: 60 } })).body.packages.find((card: { title: string }) => card.title === 'Deal Bravo');
    const stored = await call('getPackage', { token: backend.adminToken, params: { id: bravo.package_url }, query: { isFromAdmin: 'true' } });
    const saved = await call('updatePackage', {
      token: backend.adminToken,
      params: { id: stored.body.id },
      body: { ...packageBody({ package_url: bravo.package_url }), title: 'Deal Bravo, renamed', version: stored.body.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The change log (entries of the last few minutes: every package of this file), the continents and those cards;
    // never the card partition.
    const afterSave = await commandsOf(async () => expect(await dealTitles()).toEqual(['Deal Charlie', 'Deal Bravo, renamed', 'Deal Alpha']));
    expect(afterSave).not.toContain('QueryCommand PACKAGE_CARD');
    expect(afterSave).toContain('QueryCommand CATALOGUE_CHANGES');
    expect(lastCatalogueRebuild()).toEqual({ kind: 'changes', cardsRead: 3 });
    expect(afterSave.filter((command) => command === 'GetItemCommand')).toHaveLength(1 + 3);

    const delta = await createPackage(backend.adminToken, { title: 'Deal Delta' });
    expect((await call('deletePackage', { token: backend.adminToken, params: { id: stored.body.id } })).status).toBe(204);
    const afterDelete = await commandsOf(async () => expect(await dealTitles()).toEqual(['Deal Delta', 'Deal Charlie', 'Deal Alpha']));
    expect(afterDelete).not.toContain('QueryCommand PACKAGE_CARD');
    expect(lastCatalogueRebuild()).toEqual({ kind: 'changes', cardsRead: 4 });
    expect((await catalogueChangesSince(new Date(Date.now() - 60_000))).packageIds).toEqual(expect.arrayContaining([stored.body.id, delta.id]));
  });

  it('reads the continents again on every rebuild: a renamed place shows without any package written', async () => {
    await dealTitles();
    const europe = catalogue.europe;
    const renamed = await call('updateContinent', {
      token: backend.adminToken,
      params: { id: europe.continent_id },
      body: {
        continent_name: 'Europe',
        countries: europe.countries.map((country) => (country.name === 'France' ? { ...country, name: 'La France' } : country)),
        version: europe.version,
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const index = await currentCatalogueIndex();
    expect(index.continents.find((continent) => continent.continent_id === europe.continent_id)!.countries.map((country) => country.name)).toContain(
      'La France',
    );
    expect(lastCatalogueRebuild()?.kind).toBe('changes');
  });

  it('rebuilds whole when the version goes back (a table restored from a backup)', async () => {
    const before = await currentCatalogueIndex();
    await dynamo().send(new PutCommand({ TableName: contentTable(), Item: catalogueVersionItem(before.version - 1) }));
    const after = await currentCatalogueIndex();
    expect(after.version).toBe(before.version - 1);
    expect(lastCatalogueRebuild()?.kind).toBe('full');
  });

  it('rebuilds whole after a reload entry (items copied back from a restore, without entries of their own)', async () => {
    await currentCatalogueIndex();
    await dynamo().send(new PutCommand({ TableName: contentTable(), Item: catalogueReloadEntry() }));
    await bumpCatalogueVersion();
    await currentCatalogueIndex();
    expect(lastCatalogueRebuild()?.kind).toBe('full');
  });

  it("lets visitors' reads trust the version read a moment ago, while an admin's read asks every time", async () => {
    process.env[CATALOGUE_VERSION_MEMO_ENV] = '60000';
    await currentCatalogueIndex('recent');
    expect(await commandsOf(() => Promise.all([currentCatalogueIndex('recent'), currentCatalogueIndex('recent')]))).toEqual([]);
    await bumpCatalogueVersion();
    // Within the minute a visitor's read still has the index it had; the admin's read asks and sees the new version.
    const recent = await currentCatalogueIndex('recent');
    const latest = await currentCatalogueIndex('latest');
    expect(latest.version).toBe(await readCatalogueVersion());
    expect(recent.version).toBe(latest.version - 1);
    expect(await commandsOf(() => currentCatalogueIndex('latest'))).toEqual(['GetItemCommand']);
    // Without the setting (the local stack), every read asks.
    delete process.env[CATALOGUE_VERSION_MEMO_ENV];
    expect(await commandsOf(() => currentCatalogueIndex('recent'))).toEqual(['GetItemCommand']);
  });
});
