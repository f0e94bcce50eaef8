import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@tdp/shared/api/routes';
import type { PackageAgentNotesUpdateInput } from '@tdp/shared/schemas/package-agent-notes';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { callRoute } from '../../../test/call-route.ts';
import { issueAccessToken } from '../../auth/access-token.ts';
import { findPackageAgentNotes } from '../../data/package-agent-notes-repository.ts';

/**
 * A package's agent-only layer through the real handlers on dynalite: the admin's read and save (catalogue group),
 * the agents' read (public group, signed in), called as anonymous, agent A, agent B and admin; and the notes never
 * reach a public answer (package, deals, homepage, related deals, sitemap).
 */

/** Written into every note: no public answer may contain it. */
const MARKER = 'AGENT-ONLY-7f3c';

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;
let admin: string;
let agentA: string;
let agentB: string;
let published: { id: number; package_url: string };
let draft: { id: number; package_url: string };

function notesBody(overrides: Partial<PackageAgentNotesUpdateInput> = {}): PackageAgentNotesUpdateInput {
  return {
    commissionNote: `12% on the land portion (${MARKER}).`,
    supplierName: `Atlantic Rail Tours ${MARKER}`,
    bookingCode: `ART-${MARKER}`,
    sellingNotes: `Suits couples who like trains.\nMention the upgrade to first class. ${MARKER}`,
    files: [{ title: `Supplier sheet ${MARKER}`, key: 'Documents/Suppliers/atlantic-rail.pdf' }],
    version: 0,
    ...overrides,
  };
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  admin = backend.adminToken;
  agentA = backend.agentToken;
  agentB = (await issueAccessToken({ sub: 'agent-2', role: 'agent', username: 'sam.agent' })).token;
  catalogue = await createSmallCatalogue(admin);
  published = await createPackage(admin, {
    package_url: 'lisbon-by-rail',
    title: 'Lisbon by rail',
    destinationIds: [catalogue.place.Paris!],
    travelStyleIds: [catalogue.style.family],
  });
  draft = await createPackage(admin, { package_url: 'porto-draft', status: 'draft' });
  // A second published deal of the same style, so the related deals of the first have something to show.
  await createPackage(admin, { package_url: 'nice-by-rail', destinationIds: [catalogue.place.Nice!], travelStyleIds: [catalogue.style.family] });
});

afterAll(async () => {
  await backend?.stop();
});

describe('who may call the agent-notes routes', () => {
  it('anonymous: 401 on all three', async () => {
    for (const [route, params] of [
      [routes.getPackageAgentNotes, { id: String(published.id) }],
      [routes.updatePackageAgentNotes, { id: String(published.id) }],
      [routes.getPortalPackageAgentNotes, { slug: published.package_url }],
    ] as const) {
      const answer = await callRoute(route, { params, body: route.method === 'PUT' ? notesBody() : undefined });
      expect(answer.status, route.path).toBe(401);
    }
  });

  it("agents A and B: 403 on the admin's read and save", async () => {
    for (const token of [agentA, agentB]) {
      expect((await call('getPackageAgentNotes', { token, params: { id: published.id } })).status).toBe(403);
      expect((await call('updatePackageAgentNotes', { token, params: { id: published.id }, body: notesBody() })).status).toBe(403);
    }
  });
});

describe('GET/PUT /api/admin/packages/{id}/agent-notes (admin)', () => {
  it('answers empty notes at version 0 until first saved, privately', async () => {
    const answer = await callRoute(routes.getPackageAgentNotes, { token: admin, params: { id: String(draft.id) } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.data).toEqual({
      packageId: draft.id,
      commissionNote: '',
      supplierName: '',
      bookingCode: '',
      sellingNotes: '',
      files: [],
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves at version 0, then at the version read; the read shows what was saved', async () => {
    const first = await call('updatePackageAgentNotes', {
      token: admin,
      params: { id: published.id },
      body: notesBody({ supplierName: `  Atlantic Rail Tours ${MARKER}  ` }),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ packageId: published.id, version: 1, supplierName: `Atlantic Rail Tours ${MARKER}`, updatedBy: 'alex.admin' });
    const read = await call('getPackageAgentNotes', { token: admin, params: { id: published.id } });
    expect(read.body.data).toEqual(first.body.data);

    const second = await call('updatePackageAgentNotes', { token: admin, params: { id: published.id }, body: notesBody({ version: 1 }) });
    expect(second.status).toBe(200);
    expect(second.body.data.version).toBe(2);
  });

  it('refuses a stale version with 409 on version, and a second "first save" too', async () => {
    for (const version of [1, 0]) {
      const stale = await call('updatePackageAgentNotes', { token: admin, params: { id: published.id }, body: notesBody({ version, bookingCode: 'LOST' }) });
      expect(stale.status).toBe(409);
      expect(stale.body.error.fields).toEqual({ version: 'is out of date' });
    }
    expect((await call('getPackageAgentNotes', { token: admin, params: { id: published.id } })).body.data.bookingCode).toBe(`ART-${MARKER}`);
  });

  it('refuses bad input with 400 naming each field', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ sellingNotes: 'x'.repeat(4001) }, ['sellingNotes']],
      [{ commissionNote: 'x'.repeat(501), bookingCode: 42 }, ['bookingCode', 'commissionNote']],
      [
        {
          files: [
            { title: 'One', key: 'Documents/a.pdf' },
            { title: 'Two', key: 'Documents/b.pdf' },
            { title: 'Three', key: 'Documents/c.pdf' },
          ],
        },
        ['files'],
      ],
      [{ files: [{ title: '', key: 'package-images/banner.png' }] }, ['files.0.key', 'files.0.title']],
      [{ files: [{ title: 'Sheet', key: 'javascript:alert(1)' }] }, ['files.0.key']],
      [{ updatedBy: 'someone' }, ['updatedBy']],
      [{ version: -1 }, ['version']],
    ];
    for (const [change, fields] of cases) {
      const answer = await call('updatePackageAgentNotes', { token: admin, params: { id: published.id }, body: { ...notesBody({ version: 2 }), ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.error.fields).sort(), JSON.stringify(answer.body)).toEqual(fields);
    }
  });

  it('answers 404 for a package that does not exist', async () => {
    expect((await call('getPackageAgentNotes', { token: admin, params: { id: 987654 } })).status).toBe(404);
    const save = await call('updatePackageAgentNotes', { token: admin, params: { id: 987654 }, body: notesBody() });
    expect(save.status).toBe(404);
    expect(await findPackageAgentNotes(987654)).toBeNull();
  });
});

describe('GET /api/portal/packages/{slug}/agent-notes (agents and admins)', () => {
  it('agents A and B read the same notes of a published package, privately, each file by title and key (no public address: Documents/ is private)', async () => {
    const answers = [];
    for (const token of [agentA, agentB]) {
      const answer = await callRoute(routes.getPortalPackageAgentNotes, { token, params: { slug: published.package_url } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      answers.push(answer.body);
    }
    expect(answers[1]).toEqual(answers[0]);
    const { data } = answers[0]!;
    expect(data).toMatchObject({
      package_url: 'lisbon-by-rail',
      title: 'Lisbon by rail',
      commissionNote: `12% on the land portion (${MARKER}).`,
      supplierName: `Atlantic Rail Tours ${MARKER}`,
      bookingCode: `ART-${MARKER}`,
    });
    expect(data.sellingNotes).toContain('\nMention the upgrade');
    expect(data.files).toEqual([{ title: `Supplier sheet ${MARKER}`, key: 'Documents/Suppliers/atlantic-rail.pdf' }]);
    // No editor's name and no version for agents.
    expect(data).not.toHaveProperty('updatedBy');
    expect(data).not.toHaveProperty('version');
    expect(typeof data.updatedAt).toBe('string');
  });

  it('answers empty notes for a published package without any', async () => {
    const answer = await call('getPortalPackageAgentNotes', { token: agentA, params: { slug: 'nice-by-rail' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ commissionNote: '', supplierName: '', bookingCode: '', sellingNotes: '', files: [], updatedAt: null });
  });

  it('an admin reads them too, a draft included', async () => {
    await call('updatePackageAgentNotes', { token: admin, params: { id: draft.id }, body: notesBody() });
    expect((await call('getPortalPackageAgentNotes', { token: admin, params: { slug: published.package_url } })).status).toBe(200);
    const answer = await call('getPortalPackageAgentNotes', { token: admin, params: { slug: draft.package_url } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.supplierName).toBe(`Atlantic Rail Tours ${MARKER}`);
  });

  it('an unpublished package is the same 404 as an unknown one for agents', async () => {
    const unpublished = await call('getPortalPackageAgentNotes', { token: agentA, params: { slug: draft.package_url } });
    const unknown = await call('getPortalPackageAgentNotes', { token: agentB, params: { slug: 'no-such-deal' } });
    expect(unpublished.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(unpublished.body).toEqual(unknown.body);
  });

  it('refuses a slug that is not a package url with 400 naming it', async () => {
    const answer = await call('getPortalPackageAgentNotes', { token: agentA, params: { slug: 'Not A Slug' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toEqual(['params.slug']);
  });
});

describe('the notes never reach a public answer', () => {
  it('the package, deals, homepage, related deals and sitemap answers carry no trace of them', async () => {
    const reads = [
      await call('getPackage', { params: { id: published.package_url } }),
      await call('searchDeals', { body: { destinationIds: [], travelStyleIds: [] } }),
      await call('searchDeals', { body: { destinationIds: [catalogue.place.Paris!], travelStyleIds: [catalogue.style.family] } }),
      await call('listHomepagePackages'),
      await call('listRelatedPackages', { query: { id: 'nice-by-rail', travelStyleIds: `[${catalogue.style.family}]` } }),
      await call('getSitemap'),
      // An agent's token on the public reads changes nothing.
      await call('getPackage', { params: { id: published.package_url }, token: agentA }),
    ];
    for (const read of reads) expect(read.status, JSON.stringify(read.body)).toBe(200);
    // The reads did show the package the notes are about.
    expect(JSON.stringify(reads[0]!.body)).toContain('Lisbon by rail');
    expect(JSON.stringify(reads[1]!.body)).toContain('lisbon-by-rail');
    expect(JSON.stringify(reads[4]!.body)).toContain('lisbon-by-rail');
    expect(JSON.stringify(reads[5]!.body)).toContain('lisbon-by-rail');
    for (const read of reads) {
      const text = JSON.stringify(read.body);
      expect(text).not.toContain(MARKER);
      expect(text).not.toContain('atlantic-rail.pdf');
    }
  });

  it("the admin's own package reads (builder, admin view, list) do not hold them either: they are their own item", async () => {
    const reads = [
      await call('getPackageEditForm', { token: admin, params: { id: published.id } }),
      await call('getPackage', { token: admin, params: { id: published.package_url }, query: { isFromAdmin: 'true' } }),
      await call('listPackagesForAdmin', { token: admin }),
    ];
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain(MARKER);
    }
  });
});

describe('files of the notes in the media library', () => {
  it("count as their package's uses: the library will not delete a file a published package's notes name", async () => {
    const { status, body } = await call('listMediaFileUses', { token: admin, query: { key: 'Documents/Suppliers/atlantic-rail.pdf' } });
    expect(status).toBe(200);
    expect(body.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'package',
          id: String(published.id),
          title: 'Lisbon by rail',
          published: true,
          adminPath: `/admin-dashboard/packages/edit/${published.id}`,
        }),
      ]),
    );
  });
});

describe('deleting a package', () => {
  it('deletes its agent notes too', async () => {
    const doomed = await createPackage(admin, { package_url: 'doomed-deal' });
    expect((await call('updatePackageAgentNotes', { token: admin, params: { id: doomed.id }, body: notesBody() })).status).toBe(200);
    expect(await findPackageAgentNotes(doomed.id)).not.toBeNull();
    expect((await call('deletePackage', { token: admin, params: { id: doomed.id } })).status).toBe(204);
    expect(await findPackageAgentNotes(doomed.id)).toBeNull();
    expect((await call('getPackageAgentNotes', { token: admin, params: { id: doomed.id } })).status).toBe(404);
    expect((await call('getPortalPackageAgentNotes', { token: agentA, params: { slug: 'doomed-deal' } })).status).toBe(404);
  });
});
