import { packageUrlFromTitle } from '@tdp/shared/schemas/package';

/**
 * The banner cropper's geometry, in the source image's pixels: a frame of the banner's shape (12:5) that
 * can be moved and resized but never leaves the image, and the size of the JPEG it produces.
 */

/** Width over height of package banners (the public page shows them at 1200 × 500). */
export const BANNER_ASPECT = 12 / 5;
/** Widest banner produced: sharp on wide and high-density screens, still a light file. */
export const BANNER_MAX_WIDTH = 1800;
/** Smallest frame, as a share of the largest one: below it the banner would be a blurred enlargement. */
const MIN_FRAME_SHARE = 0.2;

/** A crop frame in image pixels. */
export interface CropFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest frame of the banner's shape the image holds. */
function largestFrameSize(imageWidth: number, imageHeight: number, aspect: number): { width: number; height: number } {
  return imageWidth / imageHeight > aspect ? { width: imageHeight * aspect, height: imageHeight } : { width: imageWidth, height: imageWidth / aspect };
}

/** The frame a cropper opens with: as large as the image allows, centred. */
export function initialFrame(imageWidth: number, imageHeight: number, aspect = BANNER_ASPECT): CropFrame {
  const { width, height } = largestFrameSize(imageWidth, imageHeight, aspect);
  return { x: (imageWidth - width) / 2, y: (imageHeight - height) / 2, width, height };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The frame moved by (dx, dy), stopping at the image's edges. */
export function moveFrame(frame: CropFrame, dx: number, dy: number, imageWidth: number, imageHeight: number): CropFrame {
  return { ...frame, x: clamp(frame.x + dx, 0, imageWidth - frame.width), y: clamp(frame.y + dy, 0, imageHeight - frame.height) };
}

/**
 * The frame at `share` of the largest possible size (0.2..1), keeping its centre where the image allows.
 * The shape stays the banner's.
 */
export function resizeFrame(frame: CropFrame, share: number, imageWidth: number, imageHeight: number, aspect = BANNER_ASPECT): CropFrame {
  const largest = largestFrameSize(imageWidth, imageHeight, aspect);
  const factor = clamp(share, MIN_FRAME_SHARE, 1);
  const width = largest.width * factor;
  const height = width / aspect;
  const centreX = frame.x + frame.width / 2;
  const centreY = frame.y + frame.height / 2;
  return {
    width,
    height,
    x: clamp(centreX - width / 2, 0, imageWidth - width),
    y: clamp(centreY - height / 2, 0, imageHeight - height),
  };
}

/** How large a frame is, as a share of the largest one (what the size slider shows). */
export function frameShare(frame: CropFrame, imageWidth: number, imageHeight: number, aspect = BANNER_ASPECT): number {
  return frame.width / largestFrameSize(imageWidth, imageHeight, aspect).width;
}

/** The pixel size of the JPEG a frame gives: its own size, at most {@link BANNER_MAX_WIDTH} wide. */
export function outputSize(frame: CropFrame, aspect = BANNER_ASPECT): { width: number; height: number } {
  const width = Math.max(1, Math.round(Math.min(frame.width, BANNER_MAX_WIDTH)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

/** The library name of a cropped banner: `banner-<title words>-<time>.jpg`, unique enough not to replace another. */
export function bannerFileName(title: string, now: Date): string {
  const stem = packageUrlFromTitle(title).slice(0, 80).replace(/-+$/, '') || 'package';
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `banner-${stem}-${stamp}.jpg`;
}
