import { describe, expect, it } from 'vitest';
import { mediaFileNameSchema } from '@tdp/shared/schemas/media';
import { CROPPED_BANNER_FOLDER, isCroppedBannerKey } from '@tdp/shared/media/cropped-banners';
import { bannerFileName, initialFrame, resizeFrame, type CropFrame } from './banner-crop.ts';
import { encodeWithinBudget, SHARE_ASPECT, shareFileName, shareFrame } from './share-image.ts';

function contains(outer: CropFrame, inner: CropFrame): boolean {
  const epsilon = 1e-9;
  return (
    outer.x <= inner.x + epsilon &&
    outer.y <= inner.y + epsilon &&
    outer.x + outer.width >= inner.x + inner.width - epsilon &&
    outer.y + outer.height >= inner.y + inner.height - epsilon
  );
}

function centre(frame: CropFrame): [number, number] {
  return [frame.x + frame.width / 2, frame.y + frame.height / 2];
}

describe('share image frame', () => {
  it('is 1200:630 in shape', () => {
    expect(SHARE_ASPECT).toBeCloseTo(1.905, 3);
  });

  it('keeps the banner’s width and centre, showing a little more above and below, when the image is tall enough', () => {
    const banner = resizeFrame(initialFrame(2400, 1600), 0.5, 2400, 1600); // 1200 × 500 at (600, 550)
    const share = shareFrame(banner, 2400, 1600);
    expect(share.width).toBe(1200);
    expect(share.height).toBeCloseTo(630, 9);
    expect(share.x).toBe(600);
    expect(share.y).toBeCloseTo(485, 9);
    expect(centre(share)[1]).toBeCloseTo(centre(banner)[1], 9);
    expect(contains(share, banner)).toBe(true);
  });

  it('takes the image’s whole height, centred on the banner, when the banner already does', () => {
    // A panorama: the largest banner spans the image's height.
    const banner = initialFrame(3000, 1000); // 2400 × 1000 at (300, 0)
    const share = shareFrame(banner, 3000, 1000);
    expect(share.height).toBe(1000);
    expect(share.width).toBeCloseTo(1000 * SHARE_ASPECT, 9);
    expect(share.y).toBe(0);
    expect(centre(share)[0]).toBeCloseTo(1500, 9);
    expect(share.width).toBeLessThan(banner.width);
  });

  it('slides inside the image when the banner sits against an edge, still covering the banner', () => {
    const top: CropFrame = { x: 0, y: 0, width: 1200, height: 500 };
    const shareTop = shareFrame(top, 2400, 1600);
    expect(shareTop.y).toBe(0);
    expect(contains(shareTop, top)).toBe(true);
    const bottom: CropFrame = { x: 1200, y: 1100, width: 1200, height: 500 };
    const shareBottom = shareFrame(bottom, 2400, 1600);
    expect(shareBottom.y + shareBottom.height).toBeCloseTo(1600, 9);
    expect(shareBottom.x + shareBottom.width).toBe(2400);
    expect(contains(shareBottom, bottom)).toBe(true);
  });

  it('never leaves the image and always has the share shape, whatever the banner frame', () => {
    const images: Array<[number, number]> = [
      [2400, 1600],
      [1000, 200],
      [800, 800],
      [5000, 1000],
      [640, 480],
      [4032, 3024],
    ];
    for (const [width, height] of images) {
      for (const share of [0.2, 0.35, 0.6, 1]) {
        const largest = initialFrame(width, height);
        for (const [dx, dy] of [
          [0, 0],
          [-1e6, -1e6],
          [1e6, 1e6],
          [1e6, -1e6],
        ] as const) {
          const banner = resizeFrame({ ...largest, x: largest.x + dx, y: largest.y + dy }, share, width, height);
          const frame = shareFrame(banner, width, height);
          expect(frame.x).toBeGreaterThanOrEqual(0);
          expect(frame.y).toBeGreaterThanOrEqual(0);
          expect(frame.x + frame.width).toBeLessThanOrEqual(width + 1e-9);
          expect(frame.y + frame.height).toBeLessThanOrEqual(height + 1e-9);
          expect(frame.width / frame.height).toBeCloseTo(SHARE_ASPECT, 9);
          // As much of the banner as the shape allows: its whole width, or the image's whole height.
          expect(frame.width === banner.width || Math.abs(frame.height - height) < 1e-9).toBe(true);
        }
      }
    }
  });
});

describe('share image quality', () => {
  /** A fake encoder whose file size follows the quality, recording the qualities it was asked for. */
  function fakeEncoder(bytesAt: (quality: number) => number) {
    const asked: number[] = [];
    const encode = async (quality: number) => {
      asked.push(quality);
      return new Blob([new Uint8Array(bytesAt(quality))], { type: 'image/jpeg' });
    };
    return { encode, asked };
  }

  it('keeps quality 0.9 when the file fits in 300 KB', async () => {
    const { encode, asked } = fakeEncoder(() => 180_000);
    const result = await encodeWithinBudget(encode);
    expect(result?.quality).toBe(0.9);
    expect(result?.blob.size).toBe(180_000);
    expect(asked).toEqual([0.9]);
  });

  it('lowers the quality a step at a time until the file fits', async () => {
    const { encode, asked } = fakeEncoder((quality) => Math.round(quality * 450_000)); // 0.9 → 405 kB, 0.6 → 270 kB
    const result = await encodeWithinBudget(encode);
    expect(asked).toEqual([0.9, 0.8, 0.7, 0.6]);
    expect(result?.quality).toBe(0.6);
    expect(result!.blob.size).toBeLessThanOrEqual(300 * 1024);
  });

  it('accepts a file of exactly the budget', async () => {
    const { encode } = fakeEncoder(() => 300 * 1024);
    expect((await encodeWithinBudget(encode))?.quality).toBe(0.9);
  });

  it('gives up below the lowest quality, so the page shares the banner instead', async () => {
    const { encode, asked } = fakeEncoder(() => 400_000);
    expect(await encodeWithinBudget(encode)).toBeNull();
    expect(asked).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4]);
  });

  it('takes another budget and steps', async () => {
    const { encode, asked } = fakeEncoder((quality) => quality * 1000);
    expect((await encodeWithinBudget(encode, { maxBytes: 700, step: 0.05, minQuality: 0.5 }))?.quality).toBe(0.7);
    expect(asked).toEqual([0.9, 0.85, 0.8, 0.75, 0.7]);
  });
});

describe('share image file name', () => {
  it('sits beside the banner, named after it, and is a name the library accepts', () => {
    const banner = bannerFileName('Lisbon and the Algarve by train', new Date('2027-03-04T05:06:07Z'));
    expect(shareFileName(banner)).toBe('banner-lisbon-and-the-algarve-by-train-20270304-050607-share.jpg');
    const longest = bannerFileName('word '.repeat(60), new Date('2027-03-04T05:06:07Z'));
    expect(mediaFileNameSchema.safeParse(shareFileName(longest)).success).toBe(true);
    // The sweep of abandoned banners knows it for the cropper's.
    expect(isCroppedBannerKey(`${CROPPED_BANNER_FOLDER}${shareFileName(banner)}`)).toBe(true);
    expect(isCroppedBannerKey(`${CROPPED_BANNER_FOLDER}${shareFileName(longest)}`)).toBe(true);
  });
});
