import { PRIVATE_MEDIA_PREFIXES } from '@tdp/shared/media/private-media';
import { edgeFunctionCodeWith } from './edge-function-code.ts';

/**
 * The code of the `/media/*` behaviour's viewer-request CloudFront Function (media-request.js) with the media
 * bucket's private prefixes written in from `@tdp/shared/media/private-media`, the list the bucket policy, the local
 * site and the local bucket read: one source, four places.
 */
export function mediaRequestFunctionCode(prefixes: readonly string[] = PRIVATE_MEDIA_PREFIXES): string {
  return edgeFunctionCodeWith('media-request.js', '/* PRIVATE_MEDIA_PREFIXES */ []', prefixes);
}
