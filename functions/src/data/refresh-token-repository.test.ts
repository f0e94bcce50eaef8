import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalAws } from '../../local/local-aws.ts';
import { useLocalAws } from '../../local/use-local-aws.ts';
import {
  createSessionFamily,
  findRefreshToken,
  findSessionFamily,
  listSessionFamilies,
  markRefreshTokenUsed,
  putRefreshToken,
  revokeSessionFamily,
} from './refresh-token-repository.ts';

let aws: LocalAws;
beforeAll(async () => {
  aws = await useLocalAws();
});
afterAll(() => aws.stop());

const now = () => Math.floor(Date.now() / 1000);

describe('refresh token repository', () => {
  it('stores a family and a token and spends the token exactly once, even when raced', async () => {
    await createSessionFamily({ familyId: 'f1', userId: 'u1', createdAt: new Date().toISOString(), expiresAt: now() + 3600 });
    await putRefreshToken({
      tokenHash: 'h1',
      familyId: 'f1',
      userId: 'u1',
      issuedAt: new Date().toISOString(),
      validUntil: now() + 600,
      expiresAt: now() + 3600,
    });
    expect(await findRefreshToken('h1')).toMatchObject({ familyId: 'f1', userId: 'u1', usedAt: null });
    const spent = await Promise.all(Array.from({ length: 10 }, () => markRefreshTokenUsed('h1')));
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect((await findRefreshToken('h1'))?.usedAt).not.toBeNull();
    expect(await markRefreshTokenUsed('unknown')).toBe(false);
    expect(await findRefreshToken('unknown')).toBeNull();
  });

  it('revokes a family once, keeping the first reason', async () => {
    await createSessionFamily({ familyId: 'f2', userId: 'u2', createdAt: new Date().toISOString(), expiresAt: now() + 3600 });
    await revokeSessionFamily('u2', 'f2', 'reuse');
    await revokeSessionFamily('u2', 'f2', 'logout');
    await revokeSessionFamily('u2', 'unknown', 'logout');
    expect(await findSessionFamily('u2', 'f2')).toMatchObject({ revokedReason: 'reuse', revokedAt: expect.any(String) });
    expect(await findSessionFamily('u2', 'unknown')).toBeNull();
  });

  it("lists every family of a user and only that user's", async () => {
    for (const familyId of ['a', 'b', 'c']) await createSessionFamily({ familyId, userId: 'u3', createdAt: new Date().toISOString(), expiresAt: now() + 3600 });
    await createSessionFamily({ familyId: 'other', userId: 'u4', createdAt: new Date().toISOString(), expiresAt: now() + 3600 });
    expect((await listSessionFamilies('u3')).map((family) => family.familyId).sort()).toEqual(['a', 'b', 'c']);
  });
});
