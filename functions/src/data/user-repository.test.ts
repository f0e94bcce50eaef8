import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalAws } from '../../local/local-aws.ts';
import { useLocalAws } from '../../local/use-local-aws.ts';
import { dynamo } from './dynamo-client.ts';
import { usernameClaimKey } from './identity-keys.ts';
import {
  advancePasswordKeyGeneration,
  createUser,
  deleteUser,
  findCredentialsByUsername,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  listUsersByRole,
  setPasswordHash,
  updateUser,
  type NewUser,
} from './user-repository.ts';

let aws: LocalAws;
beforeAll(async () => {
  aws = await useLocalAws();
});
afterAll(() => aws.stop());

let sequence = 0;
function newAgent(overrides: Partial<NewUser> = {}): NewUser {
  sequence += 1;
  return {
    username: `Agent.${sequence}`,
    role: 'agent',
    name: `Agent ${sequence}`,
    email: `agent${sequence}@example.com`,
    passwordHash: 'scrypt$stored',
    ...overrides,
  };
}

describe('user repository', () => {
  it('creates a user and finds it by id, by username in any case, and by e-mail, without the hash', async () => {
    const created = await createUser(newAgent({ username: '  Jamie.Lee ', email: 'Jamie@Example.com', position: 'Travel Advisor' }), 'admin');
    expect(created).toMatchObject({
      username: 'Jamie.Lee',
      email: 'Jamie@Example.com',
      role: 'agent',
      status: 'active',
      version: 1,
      hasPassword: true,
      createdBy: 'admin',
      position: 'Travel Advisor',
      profilePicture: null,
    });
    expect(created).not.toHaveProperty('passwordHash');
    expect(await findUserById(created.id)).toEqual(created);
    expect(await findUserByUsername('JAMIE.LEE')).toEqual(created);
    expect(await findUserByUsername(' jamie.lee ')).toEqual(created);
    expect(await findUserByEmail('jamie@example.COM')).toEqual(created);
    expect((await findCredentialsByUsername('jamie.lee'))?.passwordHash).toBe('scrypt$stored');
    expect(await findUserByUsername('nobody')).toBeNull();
  });

  it('creates an invited user without a password', async () => {
    const invited = await createUser(newAgent({ passwordHash: undefined }), 'admin');
    expect(invited.hasPassword).toBe(false);
    expect(invited.passwordChangedAt).toBeNull();
    expect((await findCredentialsByUsername(invited.username))?.passwordHash).toBeNull();
  });

  it('refuses a username or e-mail already taken, whatever the case, and leaves nothing claimed', async () => {
    const first = await createUser(newAgent({ username: 'Morgan' }), 'admin');
    await expect(createUser(newAgent({ username: 'MORGAN' }), 'admin')).rejects.toMatchObject({ status: 409, fields: { username: 'is already taken' } });
    await expect(createUser(newAgent({ username: 'Morgan2', email: first.email.toUpperCase() }), 'admin')).rejects.toMatchObject({
      status: 409,
      fields: { email: 'is already used' },
    });
    // The username of the refused creation stays free.
    expect((await createUser(newAgent({ username: 'Morgan2' }), 'admin')).username).toBe('Morgan2');
  });

  it('lets exactly one of several concurrent creations have a username', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => createUser(newAgent({ username: 'race-for-it' }), 'admin')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('takes over a username claim left behind by an interrupted creation', async () => {
    const stale = new Date(Date.now() - 5 * 60_000).toISOString();
    await dynamo().send(
      new PutCommand({ TableName: aws.tableNames.identity, Item: { ...usernameClaimKey('left-behind'), userId: 'never-written', createdAt: stale } }),
    );
    expect((await createUser(newAgent({ username: 'left-behind' }), 'admin')).username).toBe('left-behind');
  });

  it('updates at the expected version, moves a changed username and refuses a stale version', async () => {
    const user = await createUser(newAgent({ username: 'before-rename' }), 'admin');
    const updated = await updateUser(user.id, 1, { username: 'After-Rename', name: 'Renamed', position: 'Senior Advisor' }, 'boss');
    expect(updated).toMatchObject({ username: 'After-Rename', name: 'Renamed', position: 'Senior Advisor', version: 2, updatedBy: 'boss' });
    expect(await findUserByUsername('before-rename')).toBeNull();
    expect((await findUserByUsername('after-rename'))?.id).toBe(user.id);
    await expect(updateUser(user.id, 1, { name: 'Stale' }, 'boss')).rejects.toMatchObject({ status: 409 });
    await expect(updateUser('missing', 1, { name: 'x' }, 'boss')).rejects.toMatchObject({ status: 404 });
    // The old username is free again.
    expect((await createUser(newAgent({ username: 'before-rename' }), 'admin')).username).toBe('before-rename');
  });

  it('refuses to rename onto a taken username and keeps the user as it was', async () => {
    const taken = await createUser(newAgent(), 'admin');
    const user = await createUser(newAgent(), 'admin');
    await expect(updateUser(user.id, 1, { username: taken.username.toUpperCase() }, 'boss')).rejects.toMatchObject({ status: 409 });
    expect(await findUserById(user.id)).toEqual(user);
  });

  it('sets a password hash without making an open edit stale', async () => {
    const user = await createUser(newAgent({ passwordHash: undefined }), 'admin');
    await setPasswordHash(user.id, 'scrypt$new', 'self');
    const credentials = await findCredentialsByUsername(user.username);
    expect(credentials?.passwordHash).toBe('scrypt$new');
    expect(credentials?.user.passwordChangedAt).not.toBeNull();
    expect(credentials?.user.version).toBe(1);
    await expect(setPasswordHash('missing', 'x', 'self')).rejects.toMatchObject({ status: 404 });
  });

  it('advances the password-key generation on a new e-mail address or a deactivation, and on request, but not on other edits', async () => {
    const user = await createUser(newAgent(), 'admin');
    expect(user.passwordKeyGeneration).toBe(0);
    const renamed = await updateUser(user.id, 1, { name: 'Other Name', username: `${user.username}-x`, email: user.email.toUpperCase() }, 'boss');
    expect(renamed.passwordKeyGeneration).toBe(0);
    const moved = await updateUser(user.id, 2, { email: `moved-${user.email}` }, 'boss');
    expect(moved.passwordKeyGeneration).toBe(1);
    const off = await updateUser(user.id, 3, { status: 'inactive' }, 'boss');
    expect(off.passwordKeyGeneration).toBe(2);
    const stillOff = await updateUser(user.id, 4, { status: 'inactive', name: 'Still Off' }, 'boss');
    expect(stillOff.passwordKeyGeneration).toBe(2);
    const on = await updateUser(user.id, 5, { status: 'active' }, 'boss');
    expect(on.passwordKeyGeneration).toBe(2);
    expect(await advancePasswordKeyGeneration(user.id)).toBe(3);
    expect((await findUserById(user.id))?.passwordKeyGeneration).toBe(3);
    await expect(advancePasswordKeyGeneration('missing')).rejects.toMatchObject({ status: 404 });
  });

  it('sets a password through a key only while the user is still at the key generation', async () => {
    const user = await createUser(newAgent({ passwordHash: undefined }), 'admin');
    await expect(setPasswordHash(user.id, 'scrypt$from-old-key', 'self', { keyGeneration: 1 })).rejects.toMatchObject({ status: 404 });
    await setPasswordHash(user.id, 'scrypt$from-key-0', 'self', { keyGeneration: 0 });
    await advancePasswordKeyGeneration(user.id);
    await expect(setPasswordHash(user.id, 'scrypt$from-old-key', 'self', { keyGeneration: 0 })).rejects.toMatchObject({ status: 404 });
    await setPasswordHash(user.id, 'scrypt$from-key-1', 'self', { keyGeneration: 1 });
    expect((await findCredentialsByUsername(user.username))?.passwordHash).toBe('scrypt$from-key-1');
  });

  it('lists the users of a role by username, page by page', async () => {
    await createUser(newAgent({ role: 'admin', username: 'zz-admin-b' }), 'seed');
    await createUser(newAgent({ role: 'admin', username: 'zz-admin-a' }), 'seed');
    const first = await listUsersByRole('admin', { limit: 1 });
    expect(first.users).toHaveLength(1);
    expect(first.cursor).not.toBeNull();
    const all = await listUsersByRole('admin');
    expect(all.users.map((user) => user.username)).toEqual(['zz-admin-a', 'zz-admin-b']);
    expect(all.users.every((user) => !('passwordHash' in user))).toBe(true);
  });

  it('deletes a user at the expected version and frees its username and e-mail', async () => {
    const user = await createUser(newAgent(), 'admin');
    await expect(deleteUser(user.id, 7)).rejects.toMatchObject({ status: 409 });
    await deleteUser(user.id, 1);
    expect(await findUserById(user.id)).toBeNull();
    expect(await findUserByUsername(user.username)).toBeNull();
    await expect(createUser(newAgent({ username: user.username, email: user.email }), 'admin')).resolves.toBeTruthy();
  });
});
