import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@tdp/shared/api/routes';
import { s3 } from '../../data/s3-client.ts';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { callRoute } from '../../../test/call-route.ts';

/**
 * `GET /api/portal/document-link`: the private `Documents/` folder opened by a signed-in agent or admin through a
 * five-minute presigned GET, against the local bucket (which checks signatures as S3 does and, like CloudFront,
 * serves nothing of `Documents/` unsigned).
 */

const CHECKLIST_KEY = 'Documents/Forms/Pre-departure Checklist.pdf';
const CHECKLIST = Buffer.from('%PDF-1.4\n% Pre-departure checklist: passports, insurance, seat selection\n');
const RATE_SHEET_KEY = 'Documents/Suppliers/Atlantic Rail rates (2027).xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let backend: CatalogueTestBackend;

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  await s3().putObject(backend.aws.bucket, CHECKLIST_KEY, { body: CHECKLIST, contentType: 'application/pdf' });
  await s3().putObject(backend.aws.bucket, RATE_SHEET_KEY, { body: 'PK rates', contentType: XLSX_TYPE });
});
afterAll(() => backend?.stop());

function askLink(key: unknown, token?: string) {
  return callRoute(routes.getPortalDocumentLink, { query: key === undefined ? {} : { key: String(key) }, token });
}

describe('GET /api/portal/document-link', () => {
  it('refuses a caller without a token (401), and the file is not served unsigned either', async () => {
    const answer = await askLink(CHECKLIST_KEY);
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).not.toContain('X-Amz-Signature');
    const unsigned = await fetch(`${backend.aws.mediaBaseUrl}${CHECKLIST_KEY.split('/').map(encodeURIComponent).join('/')}`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).not.toContain('Pre-departure checklist');
  });

  it('gives a signed-in agent a five-minute address that opens the PDF from the bucket, in the browser, cached by no one', async () => {
    const before = Date.now();
    const answer = await askLink(CHECKLIST_KEY, backend.agentToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const link = answer.body.data;
    expect(link.fileName).toBe('Pre-departure Checklist.pdf');
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(301_000);
    const url = new URL(link.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.href.startsWith(backend.aws.mediaBaseUrl)).toBe(true);

    const download = await fetch(link.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(CHECKLIST);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('inline; filename="Pre-departure Checklist.pdf"');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives an admin an address that saves a spreadsheet under its name', async () => {
    const answer = await askLink(RATE_SHEET_KEY, backend.adminToken);
    expect(answer.status).toBe(200);
    const download = await fetch(answer.body.data.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Atlantic Rail rates (2027).xlsx"');
  });

  it('signs only the key asked for: the address does not open another file', async () => {
    const link = (await askLink(CHECKLIST_KEY, backend.agentToken)).body.data;
    const moved = link.url.replace('/Forms/Pre-departure%20Checklist.pdf?', '/Suppliers/Atlantic%20Rail%20rates%20%282027%29.xlsx?');
    expect(moved).not.toBe(link.url);
    expect((await fetch(moved)).status).toBe(403);
  });

  it.each([
    ['a picture of the public folders', 'package-images/lisbon.jpg', /Documents\/ folder/],
    ["an applicant's résumé", 'applications/2026-01/0123456789abcdef0123456789abcdef/cv.pdf', /Documents\/ folder/],
    ['a supplier logo', 'suppliers/logo/atlantic.png', /Documents\/ folder/],
    ['a way out of the folder', 'Documents/../applications/2026-01/cv.pdf', /media library/],
    ['an encoded way out', 'Documents/%2e%2e/applications/cv.pdf', /media library/],
    ['the folder itself', 'Documents/', /media library/],
    ['an address instead of a key', '/media/Documents/Forms/Pre-departure Checklist.pdf', /Documents\/ folder/],
    ['a file of a type the library does not hold', 'Documents/Forms/page.html', /media library/],
    ['no key at all', undefined, /is required/],
  ])('answers 400 naming query.key for %s', async (_case, key, rule) => {
    const answer = await askLink(key, backend.agentToken);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(answer.body.error.fields['query.key']).toMatch(rule);
  });

  it('answers 404 when nothing is stored under the key, so the reader is told rather than sent to an S3 error', async () => {
    const answer = await call('getPortalDocumentLink', { token: backend.agentToken, query: { key: 'Documents/Forms/Gone.pdf' } });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toMatch(/no longer in the library/);
  });
});
