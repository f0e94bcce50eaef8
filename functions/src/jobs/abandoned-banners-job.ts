import { CROPPED_BANNER_FOLDER } from '@tdp/shared/media/cropped-banners';
import { croppedBannerRepository } from '../data/cropped-banner-repository.ts';
import { sweepAbandonedBanners, type AbandonedBannerPorts } from '../domain/media/abandoned-banners.ts';
import { findMediaUses } from '../domain/media/media-uses.ts';
import type { ScheduledJob } from './run-scheduled-jobs.ts';

/** The media bucket and the content table, as the sweep reaches them in AWS and in the local stack. */
function storedPorts(now: Date): AbandonedBannerPorts {
  return {
    listBanners: () => croppedBannerRepository.list(),
    // Every item of content, drafts and switched-off ones included: a draft package's banner is kept.
    referencedKeys: async () => new Set((await findMediaUses({ folder: CROPPED_BANNER_FOLDER }, now)).map((use) => use.key)),
    removeWithVariants: (key) => croppedBannerRepository.removeWithVariants(key),
  };
}

/**
 * Removes the banners and share images the package builder's cropper uploaded more than a day ago that no content
 * refers to, with their variants; logs one line per removed file (docs/runbook.md, "Scheduled jobs").
 */
export function abandonedBannersJob(ports: (now: Date) => AbandonedBannerPorts = storedPorts): ScheduledJob {
  return {
    name: 'abandoned-banners',
    async run({ now, log }) {
      const sweep = await sweepAbandonedBanners(ports(now), now);
      for (const removed of sweep.removed) log('info', { msg: 'abandoned banner removed', ...removed });
      if (sweep.failed.length > 0) {
        throw new Error(
          `Could not remove ${sweep.failed.length} abandoned banner(s), ${sweep.removed.length} removed: ${sweep.failed.map(({ key, error }) => `${key} (${error})`).join(', ')}`,
        );
      }
      return { removed: sweep.removed.length, keptRecent: sweep.keptRecent, keptInUse: sweep.keptInUse, ignoredOtherNames: sweep.ignoredOtherNames };
    },
  };
}
