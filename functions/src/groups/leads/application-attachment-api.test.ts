import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ATTACHMENT_MAX_BYTES } from '@tdp/shared/schemas/application-attachment';
import { findLeadIdByReference } from '../../data/lead-repository.ts';
import { s3 } from '../../data/s3-client.ts';
import { ATTACHMENT_UPLOADS_PER_ADDRESS } from '../../domain/leads/lead-policy.ts';
import { attachmentKeyName } from '../../domain/leads/application-attachment.ts';
import { call, freshAddress, startLeadsTestBackend, uploadApplicationAttachment, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { applicationBody, quoteBody } from '../../../test/lead-form-fixtures.ts';

/** An agent applicant's résumé or certificate: upload address, the check on submit, the admin's download, against s3rver. */

let backend: LeadsTestBackend;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
});
afterAll(() => backend.stop());

const PDF = Buffer.from('%PDF-1.4\n% Marco Reyes, résumé\n');

function askUpload(body: Record<string, unknown>, sourceIp?: string) {
  return call('createApplicationAttachmentUpload', { body: { fileName: 'resume.pdf', contentType: 'application/pdf', size: 2048, ...body }, sourceIp });
}

describe('POST /api/leads/agent-application/attachment', () => {
  it('answers a presigned PUT under applications/ with the type signed, for anyone, without a token', async () => {
    const answer = await askUpload({
      fileName: 'Marco Reyes résumé.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      key: expect.stringMatching(/^applications\/\d{4}-\d{2}\/[0-9a-f]{32}\/Marco-Reyes-r-sum\.docx$/),
      method: 'PUT',
      headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    });
    const url = new URL(answer.body.uploadUrl);
    expect(url.pathname).toContain(answer.body.key.split('/').slice(0, 3).join('/'));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    expect(Date.parse(answer.body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('gives every upload a key of its own, so one applicant can never replace another’s file', async () => {
    const [first, second] = await Promise.all([askUpload({}), askUpload({})]);
    expect(first.body.key).not.toBe(second.body.key);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an executable', { fileName: 'resume.exe', contentType: 'application/x-msdownload' }, 'contentType'],
    ['an HTML page', { fileName: 'resume.html', contentType: 'text/html' }, 'contentType'],
    ['an SVG image', { fileName: 'badge.svg', contentType: 'image/svg+xml' }, 'contentType'],
    ['a spreadsheet', { fileName: 'list.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, 'contentType'],
    ['a PDF type with an HTML name', { fileName: 'resume.html', contentType: 'application/pdf' }, 'fileName'],
    ['a file larger than 5 MB', { size: APPLICATION_ATTACHMENT_MAX_BYTES + 1 }, 'size'],
    ['an empty file', { size: 0 }, 'size'],
    ['a missing type', { contentType: undefined }, 'contentType'],
    ['a key chosen by the caller', { key: 'applications/someone-else.pdf' }, 'key'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const answer = await askUpload(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.body.error.fields)).toContain(field);
  });

  it(`answers 429 with Retry-After after ${ATTACHMENT_UPLOADS_PER_ADDRESS} upload addresses from one address in an hour`, async () => {
    const sourceIp = freshAddress();
    for (let i = 0; i < ATTACHMENT_UPLOADS_PER_ADDRESS; i += 1) expect((await askUpload({}, sourceIp)).status).toBe(201);
    const refused = await askUpload({}, sourceIp);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Other visitors are not held back, and the forms keep their own counters.
    expect((await askUpload({})).status).toBe(201);
    expect((await call('submitQuoteRequest', { body: quoteBody(), sourceIp })).status).toBe(201);
  });
});

describe('an application naming an attachment', () => {
  it('is stored when the file arrived, and the admin gets a short-lived download of it', async () => {
    const attachmentKey = await uploadApplicationAttachment('Marco Reyes résumé.pdf', 'application/pdf', PDF);
    const answer = await call('submitAgentApplication', { body: applicationBody({ attachmentKey }) });
    expect(answer.status).toBe(201);

    const link = await call('getLeadAttachment', { params: { id: (await findLeadIdByReference(answer.body.reference))! }, token: backend.adminToken });
    expect(link.status).toBe(200);
    expect(link.body.data).toMatchObject({ fileName: 'Marco-Reyes-r-sum.pdf' });
    const download = await fetch(link.body.data.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Marco-Reyes-r-sum.pdf"');
  });

  it('keeps the download to admins', async () => {
    const attachmentKey = await uploadApplicationAttachment('certificate.png', 'image/png', Buffer.from('89504e470d0a1a0a', 'hex'));
    const answer = await call('submitAgentApplication', { body: applicationBody({ attachmentKey }) });
    expect((await call('getLeadAttachment', { params: { id: (await findLeadIdByReference(answer.body.reference))! } })).status).toBe(401);
    expect((await call('getLeadAttachment', { params: { id: (await findLeadIdByReference(answer.body.reference))! }, token: backend.agentToken })).status).toBe(
      403,
    );
  });

  it('answers 404 for a lead without an attachment', async () => {
    const answer = await call('submitAgentApplication', { body: applicationBody() });
    const link = await call('getLeadAttachment', { params: { id: (await findLeadIdByReference(answer.body.reference))! }, token: backend.adminToken });
    expect(link.status).toBe(404);
  });

  it('is refused with 400 on attachmentKey when no file was uploaded under the key', async () => {
    const ticket = await askUpload({});
    const answer = await call('submitAgentApplication', { body: applicationBody({ attachmentKey: ticket.body.key }) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.attachmentKey).toMatch(/was not uploaded/);
  });

  it('is refused when the stored file breaks the limits the address signed (the local S3 does not enforce them)', async () => {
    const tooBig = 'applications/2026-01/0123456789abcdef0123456789abcdef/huge.pdf';
    await s3().putObject(backend.aws.bucket, tooBig, { body: Buffer.alloc(APPLICATION_ATTACHMENT_MAX_BYTES + 1), contentType: 'application/pdf' });
    const big = await call('submitAgentApplication', { body: applicationBody({ attachmentKey: tooBig }) });
    expect(big.status).toBe(400);
    expect(big.body.error.fields.attachmentKey).toBe('must be at most 5 MB');

    const script = 'applications/2026-01/0123456789abcdef0123456789abcdef/page.pdf';
    await s3().putObject(backend.aws.bucket, script, { body: '<script>alert(1)</script>', contentType: 'text/html' });
    const html = await call('submitAgentApplication', { body: applicationBody({ attachmentKey: script }) });
    expect(html.status).toBe(400);
    expect(html.body.error.fields.attachmentKey).toMatch(/must be a PDF/);
  });
});

describe('attachmentKeyName', () => {
  it.each([
    ['Marco Reyes résumé (2).PDF', 'application/pdf', 'Marco-Reyes-r-sum-2.pdf'],
    ['photo.JPEG', 'image/jpeg', 'photo.jpeg'],
    ['..', 'application/pdf', 'attachment.pdf'],
    ['résumé', 'application/msword', 'r-sum.doc'],
    [`${'a'.repeat(150)}.docx`, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', `${'a'.repeat(75)}.docx`],
  ] as const)('cleans %s into %s', (fileName, contentType, expected) => {
    expect(attachmentKeyName(fileName, contentType)).toBe(expected);
  });
});
