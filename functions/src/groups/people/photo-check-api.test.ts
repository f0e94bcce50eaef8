import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mediaRepository } from '../../data/media-repository.ts';
import { addTwoSignedInAgents, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';

/**
 * Agents' photos are decoded before a page shows them (issue #34, safe uploads): whether the agent saves their own page
 * or an admin saves the agent's account, a file that is not a picture or has too many pixels is refused with 422 on
 * `photo`, and nothing is stored.
 */

let backend: LeadsTestBackend;
let agentA: string;

/** Asks for an upload address as the agent, and sends `bytes` there claiming `contentType`. */
async function uploadOwnPhoto(token: string, bytes: Uint8Array, contentType = 'image/jpeg'): Promise<string> {
  const ticket = await call('createOwnAgentPhotoUpload', { body: { contentType, size: bytes.byteLength }, token });
  expect(ticket.status).toBe(201);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return ticket.body.key;
}

function ownChange(version: number, photo: string | null) {
  return {
    version,
    photo,
    bio: 'Harpreet plans family trips to India and Europe.',
    specialties: ['europe'],
    languages: ['english'],
    city: 'Surrey',
    province: 'BC',
    phone: '604-555-0181',
  };
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA } = await addTwoSignedInAgents(backend));
});
afterAll(() => backend.stop());

describe("an agent's photo is decoded before it is saved", () => {
  it('refuses a text file the agent uploaded as image/jpeg with 422 on photo, storing no change', async () => {
    await call('updateAgentProfilePublishing', { token: backend.adminToken, body: { mode: 'immediate', version: 0 } });
    const before = await call('getOwnAgentProfile', { token: agentA });
    const key = await uploadOwnPhoto(agentA, Buffer.from('IMG_2041.HEIC exported as text\n'));
    const refused = await call('updateOwnAgentProfile', { token: agentA, body: ownChange(before.body.data.version, key) });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('UNPROCESSABLE');
    expect(refused.body.error.fields).toEqual({ photo: 'is not a JPEG, PNG or WebP picture, or is damaged' });
    const after = await call('getOwnAgentProfile', { token: agentA });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('takes a phone photo (turned, with GPS) and refuses a picture over the pixel limit', async () => {
    const phone = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a0522d' } })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 15/1 0/1' } })
      .jpeg()
      .toBuffer();
    const version = (await call('getOwnAgentProfile', { token: agentA })).body.data.version;
    const saved = await call('updateOwnAgentProfile', { token: agentA, body: ownChange(version, await uploadOwnPhoto(agentA, phone)) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // 9,000 × 6,000 pixels (54 MP) compressed to a few hundred kilobytes: within the 5 MB upload limit.
    const bomb = await sharp({ create: { width: 9_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await call('updateOwnAgentProfile', {
      token: agentA,
      body: ownChange(saved.body.data.version, await uploadOwnPhoto(agentA, bomb, 'image/png')),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ photo: 'has more than 48,000,000 pixels (make it smaller)' });
    expect((await call('getOwnAgentProfile', { token: agentA })).body.data.profile.photo).toBe(saved.body.data.profile.photo);
  });

  it("refuses an admin's save of an agent's account whose photo is not a picture, storing nothing", async () => {
    await mediaRepository.write('package-images/team/wei.jpg', Buffer.from('not a photo'), 'image/jpeg', 'no-cache');
    const account = (await call('getAgentAccount', { token: backend.adminToken, params: { slug: 'wei-chen' } })).body.data;
    const {
      slug: _slug,
      username: _username,
      login: _login,
      profileComplete: _complete,
      createdAt: _c,
      createdBy: _cb,
      updatedAt: _u,
      updatedBy: _ub,
      ...profile
    } = account;
    const refused = await call('updateAgentAccount', {
      token: backend.adminToken,
      params: { slug: 'wei-chen' },
      body: { ...profile, photo: 'package-images/team/wei.jpg' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ photo: 'is not a JPEG, PNG or WebP picture, or is damaged' });
    expect((await call('getAgentAccount', { token: backend.adminToken, params: { slug: 'wei-chen' } })).body.data).toEqual(account);
  });
});
