import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { getAdminProfile } from './get-admin-profile.ts';

let stack: AuthTestStack;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());

describe('getAdminProfile', () => {
  it("returns an admin's name, username, position and picture, by username in any case", async () => {
    await createTestUser({ role: 'admin', password: null, username: 'Pat.Lead', name: 'Pat Lead', position: 'Director', profilePicture: 'Documents/pat.jpg' });
    expect(await getAdminProfile('pat.lead')).toEqual({ name: 'Pat Lead', username: 'Pat.Lead', position: 'Director', profile_picture: 'Documents/pat.jpg' });
  });

  it('gives an empty position and no picture when none are set', async () => {
    await createTestUser({ role: 'admin', password: null, username: 'plain-admin', name: 'Plain Admin' });
    expect(await getAdminProfile('plain-admin')).toEqual({ name: 'Plain Admin', username: 'plain-admin', position: '', profile_picture: null });
  });

  it('answers 404 for an agent or an unknown username', async () => {
    const agent = await createTestUser({ role: 'agent', password: null });
    await expect(getAdminProfile(agent.username)).rejects.toMatchObject({ status: 404 });
    await expect(getAdminProfile('nobody')).rejects.toMatchObject({ status: 404 });
  });
});
