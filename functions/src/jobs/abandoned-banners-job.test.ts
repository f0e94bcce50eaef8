import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueTestBackend, type CatalogueTestBackend } from '../../test/catalogue-api-client.ts';
import { createPackage, createSmallCatalogue } from '../../test/catalogue-fixtures.ts';
import { storeFixturePictures } from '../../test/fixture-pictures.ts';
import { VARIANT_FORMATS, VARIANT_WIDTHS } from '@tdp/shared/media/image-variants';
import { mediaRepository } from '../data/media-repository.ts';
import { abandonedBannersJob } from './abandoned-banners-job.ts';
import type { JobLogLevel } from './run-scheduled-jobs.ts';

/**
 * The sweep of abandoned banners against the stores it runs on (dynalite and s3rver, as in the local stack): content
 * saved through the admin API, real pictures in the bucket, the run's clock set a day ahead.
 */

const HOUR = 60 * 60 * 1000;
/** Rich text holds absolute addresses only (the sanitiser drops the rest): the editor writes the site's media address. */
const SITE_MEDIA = 'https://deals.tbbtravel.ca/media/';

/** Files the cropper made (its names) and what refers to them. */
const DRAFT_BANNER = 'package-images/banner-lisbon-by-rail-20270110-090000.jpg';
const DRAFT_SHARE = 'package-images/banner-lisbon-by-rail-20270110-090000-share.jpg';
const LINKED_IN_TERMS = 'package-images/banner-rates-20270110-091500.jpg';
const VARIANT_IN_TERMS = 'package-images/banner-kyoto-20270110-093000.jpg';
const ABANDONED = 'package-images/banner-lisbon-by-rail-20270110-083000.jpg';
const ABANDONED_SHARE = 'package-images/banner-lisbon-by-rail-20270110-083000-share.jpg';
/** Files an admin uploaded by hand in the media library. */
const HAND_UPLOADED = ['package-images/lake-louise.jpg', 'package-images/banner-beach.png', 'package-images/banner-summer-2026.jpg'];

const ABANDONED_VARIANTS = [`_v/webp/720/${ABANDONED}`, `_v/avif/1800/${ABANDONED}`, `_v/jpeg/360/${ABANDONED_SHARE}`];
const KEPT_VARIANT = `_v/webp/720/${DRAFT_BANNER}`;
/** Every width in every format: the keys a file's variants may be stored under. */
const VARIANT_KEYS_PER_FILE = VARIANT_WIDTHS.length * VARIANT_FORMATS.length;

let backend: CatalogueTestBackend;
let uploadedAt: number;

async function stored(key: string): Promise<boolean> {
  return (await mediaRepository.head(key)) !== null;
}

async function runSweepAt(now: Date) {
  const lines: Array<{ level: JobLogLevel } & Record<string, unknown>> = [];
  const summary = await abandonedBannersJob().run({ now, log: (level, line) => lines.push({ level, ...line }) });
  return { summary, lines };
}

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  const token = backend.adminToken;
  await createSmallCatalogue(token);
  uploadedAt = Date.now();
  await storeFixturePictures([
    DRAFT_BANNER,
    DRAFT_SHARE,
    LINKED_IN_TERMS,
    VARIANT_IN_TERMS,
    ABANDONED,
    ABANDONED_SHARE,
    ...HAND_UPLOADED,
    ...ABANDONED_VARIANTS,
    KEPT_VARIANT,
  ]);
  // A draft the admin saved with its cropped banner and share image: not on the site, still its banner.
  await createPackage(token, { title: 'Lisbon by rail', status: 'draft', banner_image: DRAFT_BANNER, share_image: DRAFT_SHARE });
  // A published package whose terms link one cropped file and show another through a variant's address.
  await createPackage(token, {
    title: 'Kyoto in spring',
    tabs: [
      { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Temples and gardens.', durationNights: 9 } },
      {
        tabName: 'Terms',
        layoutName: 'Layout 8',
        fields: {
          terms: `<p>See <a href="${SITE_MEDIA}${LINKED_IN_TERMS}">the rates</a> and <a href="${SITE_MEDIA}_v/webp/720/${VARIANT_IN_TERMS}">the map</a>.</p>`,
        },
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

describe('the abandoned-banners job on the stores', () => {
  it('removes nothing 23 hours after the upload: an unsaved crop may still be saved', async () => {
    const { summary, lines } = await runSweepAt(new Date(uploadedAt + 23 * HOUR));
    expect(summary).toEqual({ removed: 0, keptRecent: 6, keptInUse: 0, ignoredOtherNames: 2 });
    expect(lines).toEqual([]);
    for (const key of [ABANDONED, ABANDONED_SHARE, ...ABANDONED_VARIANTS]) expect(await stored(key), key).toBe(true);
  });

  it('25 hours after, removes the cropped banner and share image nothing refers to with their variants, logging each', async () => {
    const { summary, lines } = await runSweepAt(new Date(uploadedAt + 25 * HOUR));
    expect(summary).toEqual({ removed: 2, keptRecent: 0, keptInUse: 4, ignoredOtherNames: 2 });
    for (const key of [ABANDONED, ABANDONED_SHARE, ...ABANDONED_VARIANTS]) expect(await stored(key), key).toBe(false);
    expect(
      lines
        .map(({ level, msg, key, variantKeysDeleted }) => ({ level, msg, key, variantKeysDeleted }))
        .sort((a, b) => String(a.key).localeCompare(String(b.key))),
    ).toEqual(
      [
        { level: 'info', msg: 'abandoned banner removed', key: ABANDONED_SHARE, variantKeysDeleted: VARIANT_KEYS_PER_FILE },
        { level: 'info', msg: 'abandoned banner removed', key: ABANDONED, variantKeysDeleted: VARIANT_KEYS_PER_FILE },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(lines.every((line) => typeof line.uploadedAt === 'string')).toBe(true);
  });

  it('keeps what content refers to (a draft’s banner and share image, links in rich text, a variant’s address) and every hand-uploaded file', async () => {
    for (const key of [DRAFT_BANNER, DRAFT_SHARE, LINKED_IN_TERMS, VARIANT_IN_TERMS, KEPT_VARIANT, ...HAND_UPLOADED]) expect(await stored(key), key).toBe(true);
  });
});
