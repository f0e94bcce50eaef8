import { isCroppedBannerKey } from '@tdp/shared/media/cropped-banners';

/**
 * Banners the package builder's cropper uploaded and nobody kept: the cropper stores a banner and its share image the
 * moment the admin crops, before the package is saved, so a crop that is never saved (or a banner later replaced)
 * leaves files in the media library. The sweep removes a cropper-made file (its name, in `package-images/`) older than
 * {@link ABANDONED_BANNER_AGE_MS} that no content refers to, with its stored variants. A file an admin uploaded by
 * hand is never touched. Decisions: docs/decisions/scheduled-jobs.md.
 */

/** How long a cropped file may wait for its package to be saved: a day. */
export const ABANDONED_BANNER_AGE_MS = 24 * 60 * 60 * 1000;

/** A stored file the sweep considers: its key and when it was uploaded. */
export interface BannerCandidate {
  key: string;
  lastModified: Date;
}

/** What the sweep needs from the world: the media bucket's banners, and what content refers to. */
export interface AbandonedBannerPorts {
  /** The files in `package-images/` whose name starts with `banner-` (more than the cropper's: checked here). */
  listBanners(): Promise<BannerCandidate[]>;
  /** The media keys any content refers to (asked only when an old enough cropped file exists). */
  referencedKeys(): Promise<ReadonlySet<string>>;
  /** Deletes a file and its stored variants; answers how many variant keys it deleted. */
  removeWithVariants(key: string): Promise<number>;
}

/** A removed file, as the log names it. */
export interface RemovedBanner {
  key: string;
  uploadedAt: string;
  variantKeysDeleted: number;
}

/** What one sweep did. */
export interface AbandonedBannerSweep {
  removed: RemovedBanner[];
  /** Cropper-made files younger than a day: their package may still be saved. */
  keptRecent: number;
  /** Cropper-made files old enough but referred to by content. */
  keptInUse: number;
  /** Files whose name starts with `banner-` but that the cropper did not make (uploaded by hand): never swept. */
  ignoredOtherNames: number;
  /** Files the sweep should have removed but could not (the bucket refused): the next run tries again. */
  failed: Array<{ key: string; error: string }>;
}

/** Removes the cropper-made files older than a day that no content refers to, with their variants. */
export async function sweepAbandonedBanners(ports: AbandonedBannerPorts, now: Date): Promise<AbandonedBannerSweep> {
  const listed = await ports.listBanners();
  const cropped = listed.filter((file) => isCroppedBannerKey(file.key));
  const old = cropped.filter((file) => now.getTime() - file.lastModified.getTime() > ABANDONED_BANNER_AGE_MS);
  const sweep: AbandonedBannerSweep = {
    removed: [],
    keptRecent: cropped.length - old.length,
    keptInUse: 0,
    ignoredOtherNames: listed.length - cropped.length,
    failed: [],
  };
  if (old.length === 0) return sweep;

  const referenced = await ports.referencedKeys();
  for (const file of old) {
    if (referenced.has(file.key)) {
      sweep.keptInUse += 1;
      continue;
    }
    // One file's failure does not keep the others: each is reported, and the next run tries it again.
    try {
      const variantKeysDeleted = await ports.removeWithVariants(file.key);
      sweep.removed.push({ key: file.key, uploadedAt: file.lastModified.toISOString(), variantKeysDeleted });
    } catch (error) {
      sweep.failed.push({ key: file.key, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return sweep;
}
