import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { createAgentProfile } from '../../data/agent-profile-repository.ts';
import { RecordingPageInvalidator, usePageInvalidator } from '../../cdn/page-invalidation.ts';

/** The media library API through its Lambda handler, against s3rver. */

let backend: CatalogueTestBackend;
let token: string;

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  token = backend.adminToken;
});

afterAll(async () => {
  await backend?.stop();
});

const MB = 1024 * 1024;
/** A real picture: content that names it has it decoded on save. */
const PNG_BYTES = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7ab0' } })
  .png()
  .toBuffer();

function upload(body: Record<string, unknown>) {
  return call('createMediaUpload', { token, body: { folder: 'package-images/', fileName: 'beach.jpg', contentType: 'image/jpeg', size: 1000, ...body } });
}

/** Presigns and PUTs `bytes` the way the browser does; returns the upload ticket. */
async function uploadFile(folder: string, fileName: string, contentType: string, bytes: Buffer) {
  const ticket = await call('createMediaUpload', { token, body: { folder, fileName, contentType, size: bytes.length } });
  expect(ticket.status).toBe(201);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return ticket.body;
}

function list(folder: string) {
  return call('listMediaFolder', { token, query: { folder } });
}

describe('POST /api/media/uploads refuses what must not reach the bucket', () => {
  it.each([
    ['a folder outside the three roots', { folder: 'private/' }, 'folder'],
    ['a root without its trailing slash', { folder: 'package-images' }, 'folder'],
    ['a parent-folder trick', { folder: 'package-images/../Documents/' }, 'folder'],
    ['a hidden parent-folder trick', { folder: 'package-images/x/../../etc/' }, 'folder'],
    ['a leading slash', { folder: '/package-images/' }, 'folder'],
    ['a double slash', { folder: 'package-images//' }, 'folder'],
    ['a backslash in the folder', { folder: 'package-images\\x/' }, 'folder'],
    ['a control character in the folder', { folder: 'package-images/a\u0000b/' }, 'folder'],
    ['a folder under a root-like prefix', { folder: 'suppliers/' }, 'folder'],
    ['a name with a path', { fileName: 'x/beach.jpg' }, 'fileName'],
    ['a name climbing out', { fileName: '../beach.jpg' }, 'fileName'],
    ['a name with a backslash', { fileName: 'a\\beach.jpg' }, 'fileName'],
    ['a hidden file name', { fileName: '.beach.jpg' }, 'fileName'],
    ['a name with a control character', { fileName: 'bea\u0007ch.jpg' }, 'fileName'],
    ['a name with a newline', { fileName: 'beach\n.jpg' }, 'fileName'],
    ['a name without an extension', { fileName: 'beach' }, 'fileName'],
    ['a name longer than 120 characters', { fileName: `${'a'.repeat(117)}.jpg` }, 'fileName'],
    ['an SVG image', { fileName: 'logo.svg', contentType: 'image/svg+xml' }, 'fileName,contentType'],
    ['an SVG image named as a PNG', { fileName: 'logo.png', contentType: 'image/svg+xml' }, 'contentType'],
    ['an HTML page', { fileName: 'page.html', contentType: 'text/html' }, 'fileName,contentType'],
    ['an HTML page named as an image', { fileName: 'page.jpg', contentType: 'text/html' }, 'contentType'],
    ['an unknown type', { fileName: 'data.jpg', contentType: 'application/octet-stream' }, 'contentType'],
    ['an extension of another type', { fileName: 'beach.png', contentType: 'image/jpeg' }, 'fileName'],
    ['a document extension on an image', { fileName: 'beach.pdf', contentType: 'image/png' }, 'fileName'],
    ['an image over 10 MB', { size: 10 * MB + 1 }, 'size'],
    ['a document over 25 MB', { fileName: 'brochure.pdf', contentType: 'application/pdf', size: 25 * MB + 1 }, 'size'],
    ['an empty file', { size: 0 }, 'size'],
    ['a size that is not a whole number', { size: 12.5 }, 'size'],
  ])('refuses %s with 400 naming the field', async (_case, change, fields) => {
    const { status, body } = await upload(change);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual(fields.split(','));
  });

  it('takes an image of exactly 10 MB and a document of exactly 25 MB', async () => {
    expect((await upload({ fileName: 'big.webp', contentType: 'image/webp', size: 10 * MB })).status).toBe(201);
    const documents: Array<[string, string]> = [
      ['guide.pdf', 'application/pdf'],
      ['guide.doc', 'application/msword'],
      ['guide.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['rates.xls', 'application/vnd.ms-excel'],
      ['rates.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['deck.ppt', 'application/vnd.ms-powerpoint'],
      ['deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ];
    for (const [fileName, contentType] of documents) {
      expect((await upload({ folder: 'Documents/', fileName, contentType, size: 25 * MB })).status, fileName).toBe(201);
    }
  });

  it('refuses a name already used in the folder with 409', async () => {
    await uploadFile('package-images/', 'taken.png', 'image/png', PNG_BYTES);
    const { status, body } = await upload({ fileName: 'taken.png', contentType: 'image/png' });
    expect(status).toBe(409);
    expect(body.error.fields).toEqual({ fileName: 'is already used by a file in this folder' });
  });

  it('is for admins only', async () => {
    const body = { folder: 'package-images/', fileName: 'a.jpg', contentType: 'image/jpeg', size: 10 };
    expect((await call('createMediaUpload', { body })).status).toBe(401);
    expect((await call('createMediaUpload', { token: backend.agentToken, body })).status).toBe(403);
    expect((await call('listMediaFolder', { token: backend.agentToken, query: { folder: 'package-images/' } })).status).toBe(403);
  });
});

describe('upload, list, rename and delete', () => {
  it('presigns a PUT to the local bucket that signs type and length and carries no empty-body checksum', async () => {
    const { status, body } = await upload({ fileName: 'signed.jpg', size: 2048 });
    expect(status).toBe(201);
    const url = new URL(body.uploadUrl);
    expect(`${url.protocol}//${url.host}`).toBe(backend.aws.s3Endpoint);
    expect(url.pathname).toBe(`/${backend.aws.bucket}/package-images/signed.jpg`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect([...url.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
    expect(body).toMatchObject({ key: 'package-images/signed.jpg', method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } });
    expect(body.url).toBe(`${backend.aws.mediaBaseUrl}package-images/signed.jpg`);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(500_000);
  });

  it('goes presign → PUT → list → rename → delete', async () => {
    const ticket = await uploadFile('package-images/', 'Lake Louise (2027).png', 'image/png', PNG_BYTES);
    expect(ticket.key).toBe('package-images/Lake Louise (2027).png');

    const listed = await list('package-images/');
    expect(listed.status).toBe(200);
    const file = listed.body.files.find((entry: { key: string }) => entry.key === ticket.key);
    expect(file).toMatchObject({ name: 'Lake Louise (2027).png', size: PNG_BYTES.length, contentType: 'image/png' });
    expect(file.url).toBe(`${backend.aws.mediaBaseUrl}package-images/Lake%20Louise%20(2027).png`);
    expect(Math.abs(Date.parse(file.lastModified) - Date.now())).toBeLessThan(60_000);
    const served = await fetch(file.url);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);

    const renamed = await call('renameMediaFile', { token, body: { key: ticket.key, newName: 'lake-louise.png' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ key: 'package-images/lake-louise.png', name: 'lake-louise.png', size: PNG_BYTES.length, contentType: 'image/png' });
    const afterRename = (await list('package-images/')).body.files.map((entry: { name: string }) => entry.name);
    expect(afterRename).toContain('lake-louise.png');
    expect(afterRename).not.toContain('Lake Louise (2027).png');
    expect((await fetch(renamed.body.url)).headers.get('content-type')).toBe('image/png');

    expect((await call('deleteMediaFile', { token, query: { key: 'package-images/lake-louise.png' } })).status).toBe(204);
    expect((await list('package-images/')).body.files.map((entry: { name: string }) => entry.name)).not.toContain('lake-louise.png');
    expect((await call('deleteMediaFile', { token, query: { key: 'package-images/lake-louise.png' } })).status).toBe(404);
  });

  it('refuses a rename that changes the type, takes a used name, or names a missing file', async () => {
    await uploadFile('Documents/', 'terms.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
    await uploadFile('Documents/', 'rates.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
    const typeChange = await call('renameMediaFile', { token, body: { key: 'Documents/terms.pdf', newName: 'terms.docx' } });
    expect(typeChange.status).toBe(400);
    expect(typeChange.body.error.fields).toEqual({ newName: 'must end with .pdf' });
    const taken = await call('renameMediaFile', { token, body: { key: 'Documents/terms.pdf', newName: 'rates.pdf' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ newName: 'is already used by a file in this folder' });
    expect((await call('renameMediaFile', { token, body: { key: 'Documents/missing.pdf', newName: 'x.pdf' } })).status).toBe(404);
    const trick = await call('renameMediaFile', { token, body: { key: 'Documents/terms.pdf', newName: '../terms.pdf' } });
    expect(trick.status).toBe(400);
    const outside = await call('deleteMediaFile', { token, query: { key: 'private/terms.pdf' } });
    expect(outside.status).toBe(400);
  });

  it('makes sub-folders, lists them, and deletes one only when empty', async () => {
    const created = await call('createMediaFolder', { token, body: { parent: 'suppliers/logo/', name: 'Cruise lines' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ path: 'suppliers/logo/Cruise lines/', name: 'Cruise lines' });
    expect((await call('createMediaFolder', { token, body: { parent: 'suppliers/logo/', name: 'Cruise lines' } })).status).toBe(409);
    expect((await call('createMediaFolder', { token, body: { parent: 'suppliers/logo/', name: '../up' } })).status).toBe(400);

    const root = await list('suppliers/logo/');
    expect(root.body).toMatchObject({ folder: 'suppliers/logo/', folders: [{ path: 'suppliers/logo/Cruise lines/', name: 'Cruise lines' }], nextCursor: null });
    expect((await list('suppliers/logo/Cruise lines/')).body).toMatchObject({ folders: [], files: [] });

    await uploadFile('suppliers/logo/Cruise lines/', 'ocean.webp', 'image/webp', Buffer.from('RIFF'));
    const full = await call('deleteMediaFolder', { token, query: { folder: 'suppliers/logo/Cruise lines/' } });
    expect(full.status).toBe(409);
    expect(full.body.error.fields).toEqual({ 'query.folder': 'is not empty' });

    await call('deleteMediaFile', { token, query: { key: 'suppliers/logo/Cruise lines/ocean.webp' } });
    expect((await call('deleteMediaFolder', { token, query: { folder: 'suppliers/logo/Cruise lines/' } })).status).toBe(204);
    expect((await list('suppliers/logo/')).body.folders).toEqual([]);
    expect((await call('deleteMediaFolder', { token, query: { folder: 'suppliers/logo/Cruise lines/' } })).status).toBe(404);
    expect((await call('deleteMediaFolder', { token, query: { folder: 'Documents/' } })).status).toBe(400);
  });

  it('lists nested folders level by level', async () => {
    await call('createMediaFolder', { token, body: { parent: 'package-images/', name: 'europe' } });
    await call('createMediaFolder', { token, body: { parent: 'package-images/europe/', name: '2027' } });
    await uploadFile('package-images/europe/2027/', 'paris.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff]));
    expect((await list('package-images/')).body.folders).toContainEqual({ path: 'package-images/europe/', name: 'europe' });
    expect((await list('package-images/europe/')).body).toMatchObject({ folders: [{ path: 'package-images/europe/2027/', name: '2027' }], files: [] });
    expect((await list('package-images/europe/2027/')).body.files.map((file: { key: string }) => file.key)).toEqual(['package-images/europe/2027/paris.jpg']);
  });

  it('refuses to list a folder outside the library', async () => {
    const { status, body } = await list('../');
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['query.folder']);
  });
});

describe('the edge forgets a deleted or renamed file', () => {
  it('invalidates the old path of a renamed file and the path of a deleted one, encoded as CloudFront expects', async () => {
    const edge = new RecordingPageInvalidator();
    usePageInvalidator(edge);
    try {
      const ticket = await uploadFile('package-images/', 'old name.png', 'image/png', PNG_BYTES);
      expect((await call('renameMediaFile', { token, body: { key: ticket.key, newName: 'new-name.png' } })).status).toBe(200);
      expect(edge.requests).toEqual([['/media/package-images/old%20name.png']]);
      expect((await call('deleteMediaFile', { token, query: { key: 'package-images/new-name.png' } })).status).toBe(204);
      expect(edge.requests.at(-1)).toEqual(['/media/package-images/new-name.png']);
    } finally {
      usePageInvalidator(undefined);
    }
  });

  it('still deletes the file when the invalidation fails (the failure is logged for the error alarm)', async () => {
    const edge = new RecordingPageInvalidator();
    edge.failure = new Error('Throttling: Rate exceeded');
    usePageInvalidator(edge);
    try {
      const ticket = await uploadFile('package-images/', 'gone.png', 'image/png', PNG_BYTES);
      expect((await call('deleteMediaFile', { token, query: { key: ticket.key } })).status).toBe(204);
      expect(edge.requests).toEqual([['/media/package-images/gone.png']]);
      expect((await call('deleteMediaFile', { token, query: { key: ticket.key } })).status).toBe(404);
    } finally {
      usePageInvalidator(undefined);
    }
  });
});

describe('files used by content', () => {
  const actor = { username: 'alex.admin', now: '2027-01-05T10:00:00.000Z' };
  let live: { id: number; title: string };
  let draft: { id: number; title: string };

  beforeAll(async () => {
    await createSmallCatalogue(token);
    for (const name of ['live-banner.png', 'draft-photo.png', 'unused.png', 'agent-photo.png'])
      await uploadFile('package-images/', name, 'image/png', PNG_BYTES);
    await call('createMediaFolder', { token, body: { parent: 'package-images/', name: 'spain' } });
    await uploadFile('package-images/spain/', 'seville.png', 'image/png', PNG_BYTES);
    await uploadFile('suppliers/logo/', 'sunwing.png', 'image/png', PNG_BYTES);
    await uploadFile('Documents/', 'holiday hours.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));

    live = await createPackage(token, { title: 'Lisbon by rail', banner_image: 'package-images/live-banner.png' });
    draft = await createPackage(token, {
      title: 'Draft Andalusia',
      status: 'draft',
      tabs: [{ tabName: 'Hotel', layoutName: 'Layout 2', fields: { hotelName: 'Casa Sevilla', image: 'package-images/draft-photo.png' } }],
    });
    await createPackage(token, { title: 'Seville in spring', banner_image: 'package-images/spain/seville.png' });
    const supplier = await call('createSupplier', {
      token,
      body: {
        name: 'Sunwing Vacations',
        categories: ['VacationPackages'],
        summary: '',
        logo: 'suppliers/logo/sunwing.png',
        website: null,
        agentPortal: null,
        contacts: [],
        bookingNotes: '',
        commissionNotes: '',
        documents: [],
        active: true,
      },
    });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const newsletter = await call('createNewsletter', {
      token,
      body: {
        title: 'December news',
        issueDate: '2026-12-01',
        summary: '',
        // A link inside rich text, by the site's public address of the file.
        body: '<p>See the <a href="https://www.example.ca/media/Documents/holiday%20hours.pdf">holiday hours</a>.</p>',
        attachments: [],
        published: true,
      },
    });
    expect(newsletter.status, JSON.stringify(newsletter.body)).toBe(201);
    await createAgentProfile(
      {
        slug: 'nadia-haddad',
        name: 'Nadia Haddad',
        photo: 'package-images/agent-photo.png',
        bio: 'Cruises and Europe.',
        specialties: [],
        languages: ['english'],
        city: 'Burnaby',
        province: 'BC',
        email: 'nadia@example.com',
        phone: '604-555-0123',
        membership: 'Connected Agent',
        status: 'active',
      },
      actor,
    );
  });

  function uses(key: string) {
    return call('listMediaFileUses', { token, query: { key } });
  }

  it('answers who uses a file, with whether each use is published and where to edit it', async () => {
    const used = await uses('package-images/live-banner.png');
    expect(used.status).toBe(200);
    expect(used.body).toEqual({
      key: 'package-images/live-banner.png',
      uses: [
        {
          kind: 'package',
          id: String(live.id),
          title: 'Lisbon by rail',
          published: true,
          adminPath: `/admin-dashboard/packages/edit/${live.id}`,
          key: 'package-images/live-banner.png',
        },
      ],
    });
    expect((await uses('package-images/draft-photo.png')).body.uses).toEqual([
      expect.objectContaining({ kind: 'package', id: String(draft.id), title: 'Draft Andalusia', published: false }),
    ]);
    expect((await uses('suppliers/logo/sunwing.png')).body.uses).toEqual([
      expect.objectContaining({
        kind: 'supplier',
        title: 'Sunwing Vacations',
        published: true,
        adminPath: expect.stringMatching(/^\/admin-dashboard\/suppliers-guide\/edit\/\d+$/),
      }),
    ]);
    expect((await uses('package-images/agent-photo.png')).body.uses).toEqual([
      expect.objectContaining({
        kind: 'agent',
        id: 'nadia-haddad',
        title: 'Nadia Haddad',
        published: true,
        adminPath: '/admin-dashboard/agent/edit/nadia-haddad',
      }),
    ]);
    expect((await uses('Documents/holiday hours.pdf')).body.uses).toEqual([
      expect.objectContaining({ kind: 'newsletter', title: 'December news', published: true }),
    ]);
    expect((await uses('package-images/unused.png')).body).toEqual({ key: 'package-images/unused.png', uses: [] });
  });

  it('refuses to delete or rename a file published content uses, naming it, and keeps the file', async () => {
    const deleted = await call('deleteMediaFile', { token, query: { key: 'package-images/live-banner.png' } });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe(
      'This file is used by published content: package "Lisbon by rail". Remove it from there (or unpublish that content) before deleting it.',
    );
    expect(deleted.body.error.fields).toEqual({ usedBy: `/admin-dashboard/packages/edit/${live.id}` });
    const renamed = await call('renameMediaFile', { token, body: { key: 'package-images/live-banner.png', newName: 'lisbon.png' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.message).toContain('package "Lisbon by rail"');
    expect(renamed.body.error.message).toContain('before renaming it');
    const names = (await list('package-images/')).body.files.map((entry: { name: string }) => entry.name);
    expect(names).toContain('live-banner.png');
    expect(names).not.toContain('lisbon.png');
  });

  it.each([
    ["a supplier's logo", 'suppliers/logo/sunwing.png', 'supplier "Sunwing Vacations"'],
    ["an agent's photo", 'package-images/agent-photo.png', 'agent "Nadia Haddad"'],
    ["a document linked from a newsletter's text", 'Documents/holiday hours.pdf', 'newsletter "December news"'],
  ])('refuses to delete %s, naming its user', async (_case, key, named) => {
    const deleted = await call('deleteMediaFile', { token, query: { key } });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toContain(named);
  });

  it('renames and deletes a file only a draft uses, or nothing uses', async () => {
    const renamed = await call('renameMediaFile', { token, body: { key: 'package-images/draft-photo.png', newName: 'andalusia.png' } });
    expect(renamed.status).toBe(200);
    expect((await call('deleteMediaFile', { token, query: { key: 'package-images/andalusia.png' } })).status).toBe(204);
    expect((await call('deleteMediaFile', { token, query: { key: 'package-images/unused.png' } })).status).toBe(204);
  });

  it('refuses to delete a folder holding a file published content uses, naming it', async () => {
    const refused = await call('deleteMediaFolder', { token, query: { folder: 'package-images/spain/' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('package "Seville in spring"');
  });

  it('answers admins only, and names a bad key', async () => {
    const query = { key: 'package-images/live-banner.png' };
    expect((await call('listMediaFileUses', { query })).status).toBe(401);
    expect((await call('listMediaFileUses', { token: backend.agentToken, query })).status).toBe(403);
    const bad = await call('listMediaFileUses', { token, query: { key: '../secrets.png' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['query.key']);
  });
});
