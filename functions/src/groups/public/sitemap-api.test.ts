import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitemapAnswer } from '@tdp/shared/schemas/sitemap';
import { sitemapAnswerSchema } from '@tdp/shared/schemas/sitemap';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, packageBody, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { dynamo } from '../../data/dynamo-client.ts';

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;
const created: Record<string, { id: number; version: number }> = {};

async function sitemap(): Promise<SitemapAnswer> {
  const { status, body } = await call<SitemapAnswer>('getSitemap');
  expect(status, JSON.stringify(body)).toBe(200);
  return sitemapAnswerSchema.parse(body);
}

/** A package's update time as an admin reads it. */
async function updatedAtOf(slug: string): Promise<string> {
  const { status, body } = await call('getPackage', { params: { id: slug }, query: { isFromAdmin: 'true' }, token: backend.adminToken });
  expect(status).toBe(200);
  return body.updatedAt as string;
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  catalogue = await createSmallCatalogue(backend.adminToken);
  const { place, style } = catalogue;
  const make = async (name: string, overrides: Parameters<typeof createPackage>[1]) => {
    created[name] = await createPackage(backend.adminToken, {
      package_url: name,
      title: `Deal ${name}`,
      destinationIds: [place.Paris!],
      travelStyleIds: [style.family],
      ...overrides,
    });
  };
  await make('paris', {});
  await make('draft-paris', { status: 'draft' });
  await make('expired-paris', { validUntil: '2020-01-31' });
  await make('future-paris', { validFrom: '2099-01-01' });
  await make('open-paris', { validFrom: '2020-01-01', validUntil: '2099-12-31' });
  await make('tokyo', { destinationIds: [place.Tokyo!], travelStyleIds: [style.luxury] });
});

afterAll(async () => {
  await backend?.stop();
});

describe('GET /api/sitemap', () => {
  it('lists the packages on sale today, newest first, each with its url and update time', async () => {
    const answer = await sitemap();
    expect(answer.packages.map((entry) => entry.package_url)).toEqual(['tokyo', 'open-paris', 'paris']);
    for (const entry of answer.packages) {
      expect(Object.keys(entry).sort()).toEqual(['package_url', 'updatedAt']);
      expect(entry.updatedAt).toBe(await updatedAtOf(entry.package_url));
    }
  });

  it('leaves out drafts, packages not yet valid and expired packages', async () => {
    const slugs = (await sitemap()).packages.map((entry) => entry.package_url);
    for (const hidden of ['draft-paris', 'future-paris', 'expired-paris']) expect(slugs).not.toContain(hidden);
  });

  it('answers a package’s new update time after a save, and drops it once unpublished', async () => {
    const before = (await sitemap()).packages.find((entry) => entry.package_url === 'paris')!.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { place, style } = catalogue;
    const body = packageBody({ package_url: 'paris', title: 'Deal paris, renamed', destinationIds: [place.Paris!], travelStyleIds: [style.family] });
    const saved = await call('updatePackage', {
      token: backend.adminToken,
      params: { id: created.paris!.id },
      body: { ...body, version: created.paris!.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await sitemap()).packages.find((entry) => entry.package_url === 'paris')!.updatedAt;
    expect(after > before).toBe(true);
    expect(after).toBe(await updatedAtOf('paris'));

    const unpublished = await call('updatePackage', {
      token: backend.adminToken,
      params: { id: created.paris!.id },
      body: { ...body, status: 'draft', version: saved.body.version },
    });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect((await sitemap()).packages.map((entry) => entry.package_url)).toEqual(['tokyo', 'open-paris']);
  });

  it('costs one DynamoDB call on a warm function', async () => {
    await sitemap();
    const commands: string[] = [];
    const client = dynamo();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'countSitemapCallsForTest' },
    );
    try {
      await sitemap();
      expect(commands).toEqual(['GetItemCommand']);
    } finally {
      client.middlewareStack.remove('countSitemapCallsForTest');
    }
  });

  it('needs no token and refuses a query string (400)', async () => {
    const refused = await call('getSitemap', { query: { page: '2' } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['query.page']);
  });
});
