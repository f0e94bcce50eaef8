import { CROPPED_BANNER_PREFIX } from '@tdp/shared/media/cropped-banners';
import { variantKey, VARIANT_FORMATS, VARIANT_WIDTHS } from '@tdp/shared/media/image-variants';
import { s3 } from './s3-client.ts';
import { MEDIA_BUCKET_ENV } from './table-definitions.ts';

/**
 * The media bucket as the sweep of abandoned banners reaches it (docs/decisions/scheduled-jobs.md): the objects whose
 * key starts with `package-images/banner-` (listed with that exact prefix, the only one its role may list) and their
 * stored variants under `_v/`. No read of any file, no other folder.
 */

/** Largest page of a listing (S3's own maximum). */
const LIST_PAGE_SIZE = 1000;

/** A stored file: its key and when it was uploaded. */
export interface StoredBannerObject {
  key: string;
  lastModified: Date;
}

function bucket(): string {
  const name = process.env[MEDIA_BUCKET_ENV];
  if (!name) throw new Error(`${MEDIA_BUCKET_ENV} is not set`);
  return name;
}

/** The keys a picture's variants are stored under, made or not: every width in every format. */
function variantKeysOf(key: string): string[] {
  return VARIANT_FORMATS.flatMap((format) => VARIANT_WIDTHS.map((width) => variantKey({ key, width, format })));
}

export const croppedBannerRepository = {
  /** Every file directly in `package-images/` whose name starts with `banner-` (sub-folders rolled up and left out), all pages. */
  async list(): Promise<StoredBannerObject[]> {
    const found: StoredBannerObject[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await s3().listObjectsV2(bucket(), { prefix: CROPPED_BANNER_PREFIX, delimiter: '/', maxKeys: LIST_PAGE_SIZE, continuationToken });
      found.push(...page.objects.map(({ key, lastModified }) => ({ key, lastModified })));
      continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
    } while (continuationToken);
    return found;
  },

  /**
   * Deletes a file and its stored variants; the variants first, so a failure leaves the original for the next run to
   * find (a variant is found through its original only). Deleting a variant never made succeeds, as S3 answers it.
   * Answers how many variant keys were deleted.
   */
  async removeWithVariants(key: string): Promise<number> {
    const variants = variantKeysOf(key);
    await Promise.all(variants.map((variant) => s3().deleteObject(bucket(), variant)));
    await s3().deleteObject(bucket(), key);
    return variants.length;
  },
};
