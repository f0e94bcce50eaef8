import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { s3 } from '../../data/s3-client.ts';
import { addTwoSignedInAgents, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';

let backend: LeadsTestBackend;
/** Agent A (`harpreet-gill`, login `pat.agent`) and agent B (`wei-chen`, login `wei.agent`). */
let agentA: string;
let agentB: string;

function change(version: number, overrides: Record<string, unknown> = {}) {
  return {
    version,
    photo: null,
    bio: 'Harpreet plans family trips to India and Europe.\n\nAsk her about river cruises.',
    specialties: ['river-cruises', 'europe', 'family-travel'],
    languages: ['english', 'punjabi'],
    city: 'Surrey',
    province: 'BC',
    phone: '604-555-0181',
    ...overrides,
  };
}

/** A small photo: a save decodes each new picture, so it must be a real one. */
const JPEG = new Uint8Array(
  await sharp({ create: { width: 60, height: 80, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer(),
);

/** Asks for an upload address as `token`, sends the bytes there, and answers the photo's key. */
async function uploadPhoto(token: string, bytes: Uint8Array<ArrayBuffer> = JPEG, contentType = 'image/jpeg'): Promise<string> {
  const ticket = await call('createOwnAgentPhotoUpload', { body: { contentType, size: bytes.byteLength }, token });
  expect(ticket.status).toBe(201);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.key;
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA, agentB } = await addTwoSignedInAgents(backend));
});
afterAll(() => backend.stop());

describe('access to the own-profile routes (anonymous, agent A, agent B, admin)', () => {
  it('GET and PUT /api/portal/profile: 401 anonymous, 403 admin, each agent reads only their own', async () => {
    expect((await call('getOwnAgentProfile', {})).status).toBe(401);
    expect((await call('getOwnAgentProfile', { token: backend.adminToken })).status).toBe(403);
    expect((await call('updateOwnAgentProfile', { body: change(1) })).status).toBe(401);
    expect((await call('updateOwnAgentProfile', { body: change(1), token: backend.adminToken })).status).toBe(403);
    const a = await call('getOwnAgentProfile', { token: agentA });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ profile: { slug: 'harpreet-gill' }, version: 1, publishing: 'approval', pending: null });
    const b = await call('getOwnAgentProfile', { token: agentB });
    expect(b.body.data.profile.slug).toBe('wei-chen');
  });

  it('POST /api/portal/profile/photo-uploads: 401 anonymous, 403 admin, each agent gets an address in their own folder only', async () => {
    const body = { contentType: 'image/jpeg', size: 2_000 };
    expect((await call('createOwnAgentPhotoUpload', { body })).status).toBe(401);
    expect((await call('createOwnAgentPhotoUpload', { body, token: backend.adminToken })).status).toBe(403);
    const a = await call('createOwnAgentPhotoUpload', { body, token: agentA });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } });
    expect(a.body.key).toMatch(/^agents\/harpreet-gill\/photo-\d{8}-[0-9a-f]{12}\.jpg$/);
    expect(a.body.url).toContain(a.body.key);
    const b = await call('createOwnAgentPhotoUpload', { body: { contentType: 'image/webp', size: 2_000 }, token: agentB });
    expect(b.body.key).toMatch(/^agents\/wei-chen\/photo-\d{8}-[0-9a-f]{12}\.webp$/);
    // A body cannot choose the key or the folder.
    const chosen = await call('createOwnAgentPhotoUpload', { body: { ...body, key: 'agents/wei-chen/x.jpg' }, token: agentA });
    expect(chosen.status).toBe(400);
    expect(chosen.body.error.fields).toHaveProperty('key');
  });

  it('refuses a photo upload that is not a picture or too large, naming the field', async () => {
    const pdf = await call('createOwnAgentPhotoUpload', { body: { contentType: 'application/pdf', size: 2_000 }, token: agentA });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.fields.contentType).toBe('must be a JPEG, PNG or WebP image');
    const large = await call('createOwnAgentPhotoUpload', { body: { contentType: 'image/png', size: 5 * 1024 * 1024 + 1 }, token: agentA });
    expect(large.status).toBe(400);
    expect(large.body.error.fields.size).toBe('must be at most 5 MB');
    const empty = await call('createOwnAgentPhotoUpload', { body: { contentType: 'image/png', size: 0 }, token: agentA });
    expect(empty.body.error.fields.size).toMatch(/at least 1 byte/);
  });

  it('admin routes: 401 anonymous, 403 for either agent', async () => {
    for (const token of [undefined, agentA, agentB]) {
      const expected = token ? 403 : 401;
      expect((await call('listPendingProfileChanges', { token })).status).toBe(expected);
      expect((await call('decideProfileChange', { params: { slug: 'harpreet-gill' }, body: { version: 1, decision: 'approve' }, token })).status).toBe(
        expected,
      );
      expect((await call('getAgentProfilePublishing', { token })).status).toBe(expected);
      expect((await call('updateAgentProfilePublishing', { body: { version: 0, mode: 'immediate' }, token })).status).toBe(expected);
    }
  });
});

describe("an agent's own page", () => {
  it('refuses the fields an agent must not change, naming them, and a photo outside their folder', async () => {
    for (const key of ['slug', 'status', 'role', 'name', 'email', 'membership']) {
      const refused = await call('updateOwnAgentProfile', { body: { ...change(1), [key]: 'x' }, token: agentA });
      expect(refused.status, key).toBe(400);
      expect(Object.keys(refused.body.error.fields ?? {}), key).toContain(key);
    }
    const preference = await call('updateOwnAgentProfile', { body: change(1, { contactPreference: 'fax' }), token: agentA });
    expect(preference.status).toBe(400);
    expect(preference.body.error.fields.contactPreference).toBe('must be phone, email or text');
    // Another agent's photo, even one really uploaded, is not theirs to show.
    const theirs = await uploadPhoto(agentB);
    const photo = await call('updateOwnAgentProfile', { body: change(1, { photo: theirs }), token: agentA });
    expect(photo.status).toBe(400);
    expect(photo.body.error.fields).toHaveProperty('photo');
    // A key typed by hand in their own folder, with nothing uploaded there.
    const missing = await call('updateOwnAgentProfile', { body: change(1, { photo: 'agents/harpreet-gill/never-sent.jpg' }), token: agentA });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.photo).toBe('was not uploaded');
    // Something that is not a picture, put where a photo would go.
    const text = new TextEncoder().encode('not a picture');
    await s3().putObject(process.env.MEDIA_BUCKET!, 'agents/harpreet-gill/notes.jpg', { body: text, contentType: 'text/plain' });
    const notPicture = await call('updateOwnAgentProfile', { body: change(1, { photo: 'agents/harpreet-gill/notes.jpg' }), token: agentA });
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.error.fields.photo).toMatch(/JPEG, PNG or WebP/);
    expect((await call('getOwnAgentProfile', { token: agentA })).body.data.version).toBe(1);
  });

  it('waits for approval by default: the public page is unchanged, the admin sees the diff and approves it', async () => {
    const face = await uploadPhoto(agentA);
    const sent = await call('updateOwnAgentProfile', { body: change(1, { photo: face }), token: agentA });
    expect(sent.status).toBe(200);
    expect(sent.body.data.pending.diff.map((entry: { field: string }) => entry.field).sort()).toEqual(['bio', 'languages', 'photo', 'specialties']);
    expect((await call('getAgent', { params: { slug: 'harpreet-gill' } })).body.data.photo).toBeNull();

    const pending = await call('listPendingProfileChanges', { token: backend.adminToken });
    expect(pending.body.data).toEqual([
      expect.objectContaining({
        slug: 'harpreet-gill',
        name: 'Harpreet Gill',
        version: 2,
        submittedBy: 'pat.agent',
        diff: expect.arrayContaining([{ field: 'photo', from: null, to: face }]),
      }),
    ]);
    const stale = await call('decideProfileChange', {
      params: { slug: 'harpreet-gill' },
      body: { version: 1, decision: 'approve' },
      token: backend.adminToken,
    });
    expect(stale.status).toBe(409);
    const approved = await call('decideProfileChange', {
      params: { slug: 'harpreet-gill' },
      body: { version: 2, decision: 'approve' },
      token: backend.adminToken,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.pending).toBeNull();
    const publicPage = (await call('getAgent', { params: { slug: 'harpreet-gill' } })).body.data;
    expect(publicPage).toMatchObject({ photo: face, languages: ['english', 'punjabi'] });
    // The photo is served where the public page points.
    expect((await fetch(new URL(`${process.env.MEDIA_PUBLIC_URL}${face}`))).status).toBe(200);
    expect(publicPage).not.toHaveProperty('pendingChange');
    expect(
      (await call('decideProfileChange', { params: { slug: 'harpreet-gill' }, body: { version: 3, decision: 'reject' }, token: backend.adminToken })).status,
    ).toBe(404);
  });

  it('publishes at once when the agency says so; 409 on a stale version', async () => {
    const setting = await call('getAgentProfilePublishing', { token: backend.adminToken });
    expect(setting.body.data).toEqual({ mode: 'approval', version: 0 });
    expect((await call('updateAgentProfilePublishing', { body: { version: 0, mode: 'immediate' }, token: backend.adminToken })).body.data).toEqual({
      mode: 'immediate',
      version: 1,
    });

    const own = (await call('getOwnAgentProfile', { token: agentB })).body.data;
    const saved = await call('updateOwnAgentProfile', {
      body: change(own.version, { city: 'Richmond', phone: '604-555-0102', contactPreference: 'email' }),
      token: agentB,
    });
    expect(saved.status).toBe(200);
    expect((await call('getAgent', { params: { slug: 'wei-chen' } })).body.data.contactPreference).toBe('email');
    expect(saved.body.data).toMatchObject({ publishing: 'immediate', pending: null, profile: { city: 'Richmond' } });
    expect((await call('getAgent', { params: { slug: 'wei-chen' } })).body.data.city).toBe('Richmond');
    const stale = await call('updateOwnAgentProfile', { body: change(own.version, { city: 'Burnaby' }), token: agentB });
    expect(stale.status).toBe(409);
  });

  it('rejects a waiting change without touching the public page', async () => {
    await call('updateAgentProfilePublishing', { body: { version: 1, mode: 'approval' }, token: backend.adminToken });
    const own = (await call('getOwnAgentProfile', { token: agentB })).body.data;
    const sent = await call('updateOwnAgentProfile', { body: change(own.version, { city: 'Burnaby' }), token: agentB });
    expect(sent.body.data.pending.diff).toContainEqual({ field: 'city', from: 'Richmond', to: 'Burnaby' });
    const rejected = await call('decideProfileChange', {
      params: { slug: 'wei-chen' },
      body: { version: sent.body.data.version, decision: 'reject' },
      token: backend.adminToken,
    });
    expect(rejected.status).toBe(200);
    expect((await call('getAgent', { params: { slug: 'wei-chen' } })).body.data.city).toBe('Richmond');
  });
});
