import { describe, expect, it } from 'vitest';
import { sweepAbandonedBanners, type AbandonedBannerPorts, type BannerCandidate } from './abandoned-banners.ts';

const NOW = new Date('2027-01-12T15:00:00.000Z');
const HOUR = 60 * 60 * 1000;

function hoursAgo(hours: number): Date {
  return new Date(NOW.getTime() - hours * HOUR);
}

/** A bucket and content in memory: what was listed, what content refers to, and what got removed. */
function fakePorts(files: BannerCandidate[], referenced: string[] = []) {
  const removed: string[] = [];
  let referenceReads = 0;
  const ports: AbandonedBannerPorts = {
    listBanners: async () => files,
    referencedKeys: async () => {
      referenceReads += 1;
      return new Set(referenced);
    },
    removeWithVariants: async (key) => {
      removed.push(key);
      return 18;
    },
  };
  return { ports, removed, referenceReads: () => referenceReads };
}

describe('sweepAbandonedBanners', () => {
  it('removes a cropped banner uploaded 25 hours ago that nothing refers to, with its variants, and says when it was uploaded', async () => {
    const fake = fakePorts([{ key: 'package-images/banner-lisbon-by-rail-20270111-140000.jpg', lastModified: hoursAgo(25) }]);
    const sweep = await sweepAbandonedBanners(fake.ports, NOW);
    expect(fake.removed).toEqual(['package-images/banner-lisbon-by-rail-20270111-140000.jpg']);
    expect(sweep.removed).toEqual([
      { key: 'package-images/banner-lisbon-by-rail-20270111-140000.jpg', uploadedAt: '2027-01-11T14:00:00.000Z', variantKeysDeleted: 18 },
    ]);
  });

  it('keeps a cropped banner uploaded 23 hours ago (its package may still be saved), without reading any content', async () => {
    const fake = fakePorts([
      { key: 'package-images/banner-lisbon-by-rail-20270111-160000.jpg', lastModified: hoursAgo(23) },
      { key: 'package-images/banner-lisbon-by-rail-20270111-160000-share.jpg', lastModified: hoursAgo(23) },
    ]);
    const sweep = await sweepAbandonedBanners(fake.ports, NOW);
    expect(fake.removed).toEqual([]);
    expect(sweep.keptRecent).toBe(2);
    expect(fake.referenceReads()).toBe(0);
  });

  it('keeps an old cropped banner and share image that content refers to, and removes the abandoned share image beside them', async () => {
    const fake = fakePorts(
      [
        { key: 'package-images/banner-banff-20270101-090000.jpg', lastModified: hoursAgo(200) },
        { key: 'package-images/banner-banff-20270101-090000-share.jpg', lastModified: hoursAgo(200) },
        { key: 'package-images/banner-banff-20270102-090000-share.jpg', lastModified: hoursAgo(170) },
      ],
      ['package-images/banner-banff-20270101-090000.jpg', 'package-images/banner-banff-20270101-090000-share.jpg'],
    );
    const sweep = await sweepAbandonedBanners(fake.ports, NOW);
    expect(fake.removed).toEqual(['package-images/banner-banff-20270102-090000-share.jpg']);
    expect(sweep.keptInUse).toBe(2);
    expect(fake.referenceReads()).toBe(1);
  });

  it.each([
    ['a hand-uploaded banner of the seed', 'package-images/banner-beach.png'],
    ['a hand-uploaded photo named like a banner', 'package-images/banner-summer-2026.jpg'],
    ['a cropped name in a sub-folder', 'package-images/old/banner-banff-20270101-090000.jpg'],
    ['a cropped name saved as PNG by hand', 'package-images/banner-banff-20270101-090000.png'],
    ['a cropped name with capitals (renamed by hand)', 'package-images/banner-Banff-20270101-090000.jpg'],
  ])('never removes %s, however old and unused', async (_case, key) => {
    const fake = fakePorts([{ key, lastModified: hoursAgo(24 * 365) }]);
    const sweep = await sweepAbandonedBanners(fake.ports, NOW);
    expect(fake.removed).toEqual([]);
    expect(sweep.ignoredOtherNames).toBe(1);
  });

  it('reports a file the bucket refused to delete and still removes the others', async () => {
    const fake = fakePorts([
      { key: 'package-images/banner-a-20270101-090000.jpg', lastModified: hoursAgo(48) },
      { key: 'package-images/banner-b-20270101-090000.jpg', lastModified: hoursAgo(48) },
    ]);
    const remove = fake.ports.removeWithVariants;
    fake.ports.removeWithVariants = async (key) => {
      if (key.includes('banner-a-')) throw new Error('S3 DeleteObject failed: 403 AccessDenied');
      return remove(key);
    };
    const sweep = await sweepAbandonedBanners(fake.ports, NOW);
    expect(sweep.failed).toEqual([{ key: 'package-images/banner-a-20270101-090000.jpg', error: 'S3 DeleteObject failed: 403 AccessDenied' }]);
    expect(fake.removed).toEqual(['package-images/banner-b-20270101-090000.jpg']);
  });
});
