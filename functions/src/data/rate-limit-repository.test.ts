import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalAws } from '../../local/local-aws.ts';
import { useLocalAws } from '../../local/use-local-aws.ts';
import { clearRateWindow, countRateEvent, readRateWindow } from './rate-limit-repository.ts';

let aws: LocalAws;
beforeAll(async () => {
  aws = await useLocalAws();
});
afterAll(() => aws.stop());

const WINDOW = 15 * 60_000;

describe('rate limit repository', () => {
  it('counts events in a window that starts with the first one', async () => {
    const start = Date.now();
    expect(await readRateWindow('test', 'alice', start)).toBeNull();
    expect(await countRateEvent('test', 'alice', start, WINDOW)).toEqual({ count: 1, endsAt: start + WINDOW });
    expect(await countRateEvent('test', 'alice', start + 1000, WINDOW)).toEqual({ count: 2, endsAt: start + WINDOW });
    expect(await readRateWindow('test', 'alice', start + 2000)).toEqual({ count: 2, endsAt: start + WINDOW });
    expect(await readRateWindow('test', 'bob', start)).toBeNull();
  });

  it('starts a new window once the old one has ended', async () => {
    const start = Date.now();
    await countRateEvent('test', 'carol', start, WINDOW);
    await countRateEvent('test', 'carol', start, WINDOW);
    expect(await readRateWindow('test', 'carol', start + WINDOW)).toBeNull();
    expect(await countRateEvent('test', 'carol', start + WINDOW, WINDOW)).toEqual({ count: 1, endsAt: start + 2 * WINDOW });
  });

  it('counts every one of many concurrent events', async () => {
    const start = Date.now();
    await Promise.all(Array.from({ length: 12 }, () => countRateEvent('test', 'dave', start, WINDOW)));
    expect((await readRateWindow('test', 'dave', start))?.count).toBe(12);
  });

  it('forgets a counter when cleared', async () => {
    const start = Date.now();
    await countRateEvent('test', 'erin', start, WINDOW);
    await clearRateWindow('test', 'erin');
    expect(await readRateWindow('test', 'erin', start)).toBeNull();
  });
});
