import { IMAGE_CROP_JPEG_QUALITY, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from '@tdp/shared/constants';
import type { CropFrame } from './banner-crop.ts';

/**
 * The package's share image (the `og:image` of its page): 1200 × 630, cut from the same source image as the
 * banner when the banner is cropped, so a link preview shows what the banner shows. Link previews want
 * 1.905:1, taller than the banner's 12:5, so the share frame keeps the banner frame's centre and covers as
 * much of it as that shape and the image allow: the banner's whole width when the image is tall enough (then
 * it shows a little more above and below), otherwise the image's whole height.
 */

/** Width over height of share images. */
export const SHARE_ASPECT = SHARE_IMAGE_WIDTH / SHARE_IMAGE_HEIGHT;
/** Each try below the budget lowers the JPEG quality by this much... */
export const SHARE_QUALITY_STEP = 0.1;
/** ...down to this one: below it a photo shows blocks, and the banner is the better preview. */
export const SHARE_MIN_QUALITY = 0.4;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The share image's frame in the source image's pixels, for a banner frame in the same image. */
export function shareFrame(banner: CropFrame, imageWidth: number, imageHeight: number, aspect = SHARE_ASPECT): CropFrame {
  let width = Math.min(banner.width, imageWidth);
  let height = width / aspect;
  if (height > imageHeight) {
    height = imageHeight;
    width = height * aspect;
  }
  const centreX = banner.x + banner.width / 2;
  const centreY = banner.y + banner.height / 2;
  return {
    width,
    height,
    x: clamp(centreX - width / 2, 0, imageWidth - width),
    y: clamp(centreY - height / 2, 0, imageHeight - height),
  };
}

/** Encodes the drawn image as a JPEG at a quality (0..1). */
export type JpegEncoder = (quality: number) => Promise<Blob>;

/** Options of {@link encodeWithinBudget}. */
export interface EncodeBudget {
  maxBytes?: number;
  startQuality?: number;
  step?: number;
  minQuality?: number;
}

/**
 * The JPEG at the crop quality (0.9), or, when that file is over the budget (300 KB), at the first lower quality
 * (0.8, 0.7, …) that fits. Null when even the lowest quality is too heavy: the page then shares the banner.
 */
export async function encodeWithinBudget(
  encode: JpegEncoder,
  { maxBytes = SHARE_IMAGE_MAX_BYTES, startQuality = IMAGE_CROP_JPEG_QUALITY, step = SHARE_QUALITY_STEP, minQuality = SHARE_MIN_QUALITY }: EncodeBudget = {},
): Promise<{ blob: Blob; quality: number } | null> {
  // Qualities are counted in hundredths so that 0.9 − 0.1 is 0.8, not 0.8000000000000002.
  const stepHundredths = Math.max(1, Math.round(step * 100));
  const lowest = Math.round(minQuality * 100);
  for (let hundredths = Math.round(startQuality * 100); hundredths >= lowest; hundredths -= stepHundredths) {
    const quality = hundredths / 100;
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return { blob, quality };
  }
  return null;
}

/** The library name of a banner's share image: beside it, `banner-….jpg` → `banner-…-share.jpg`. */
export function shareFileName(bannerFileName: string): string {
  return `${bannerFileName.replace(/\.[a-z0-9]+$/i, '')}-share.jpg`;
}
