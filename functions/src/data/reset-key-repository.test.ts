import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalAws } from '../../local/local-aws.ts';
import { useLocalAws } from '../../local/use-local-aws.ts';
import { consumeResetKey, findResetKey, putResetKey } from './reset-key-repository.ts';

let aws: LocalAws;
beforeAll(async () => {
  aws = await useLocalAws();
});
afterAll(() => aws.stop());

const now = () => Math.floor(Date.now() / 1000);

describe('reset key repository', () => {
  it('uses a key once, even when raced', async () => {
    await putResetKey({ keyHash: 'k1', userId: 'u1', purpose: 'reset', createdAt: new Date().toISOString(), generation: 1, expiresAt: now() + 3600 });
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeResetKey('k1', now())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results.find(Boolean)).toMatchObject({ userId: 'u1', purpose: 'reset', generation: 1, usedAt: null });
    expect((await findResetKey('k1'))?.usedAt).not.toBeNull();
  });

  it('refuses an expired or unknown key', async () => {
    await putResetKey({ keyHash: 'k2', userId: 'u2', purpose: 'invitation', createdAt: new Date().toISOString(), generation: 1, expiresAt: now() + 60 });
    expect(await consumeResetKey('k2', now() + 61)).toBeNull();
    expect(await consumeResetKey('unknown', now())).toBeNull();
    expect(await findResetKey('k2')).toMatchObject({ purpose: 'invitation', usedAt: null });
  });
});
