import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';

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
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

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
