import { logger } from '../observability/logger.ts';
import { pageInvalidator } from './page-invalidation.ts';

/** Where CloudFront serves the media bucket's objects (infra/lib/api-path-patterns.ts `MEDIA_PATH_PREFIX`). */
const MEDIA_PATH_PREFIX = '/media/';

/** The distribution path of a media key, each segment URL-encoded as CloudFront's invalidations expect. */
export function mediaPathOf(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Drops media files that were deleted or renamed away from CloudFront's cache (one CreateInvalidation), so the edge
 * stops serving them at once rather than after their Cache-Control runs out. A failure is logged at level ERROR (the
 * stage's error alarm counts it) and never fails the delete: the file is already gone from the bucket. No-op where no
 * CDN caches anything (the local stack).
 */
export async function mediaChanged(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const invalidator = await pageInvalidator();
    await invalidator?.invalidate(keys.map(mediaPathOf));
  } catch (error) {
    logger.error('media invalidation failed', { paths: keys.map(mediaPathOf), error: String(error) });
  }
}
