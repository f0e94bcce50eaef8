import { describe, expect, it } from 'vitest';
import { mediaFileNameSchema } from '@tdp/shared/schemas/media';
import { CROPPED_BANNER_FOLDER, isCroppedBannerKey } from '@tdp/shared/media/cropped-banners';
import { bannerFileName, frameShare, initialFrame, moveFrame, outputSize, resizeFrame } from './banner-crop.ts';

describe('banner crop frame', () => {
  it('opens as the largest 12:5 frame, centred', () => {
    expect(initialFrame(2400, 1600)).toEqual({ x: 0, y: 300, width: 2400, height: 1000 });
    expect(initialFrame(1000, 200)).toEqual({ x: 260, y: 0, width: 480, height: 200 });
  });

  it('moves within the image and stops at its edges', () => {
    const frame = initialFrame(2400, 1600);
    expect(moveFrame(frame, 50, -100, 2400, 1600)).toEqual({ x: 0, y: 200, width: 2400, height: 1000 });
    expect(moveFrame(frame, 0, 10_000, 2400, 1600).y).toBe(600);
    expect(moveFrame(frame, 0, -10_000, 2400, 1600).y).toBe(0);
  });

  it('resizes around its centre between a fifth and the whole, keeping the shape', () => {
    const half = resizeFrame(initialFrame(2400, 1600), 0.5, 2400, 1600);
    expect(half).toEqual({ x: 600, y: 550, width: 1200, height: 500 });
    expect(frameShare(half, 2400, 1600)).toBe(0.5);
    expect(resizeFrame(half, 0.01, 2400, 1600).width).toBe(480);
    expect(resizeFrame(half, 3, 2400, 1600)).toEqual({ x: 0, y: 300, width: 2400, height: 1000 });
    const corner = resizeFrame({ x: 0, y: 0, width: 480, height: 200 }, 1, 2400, 1600);
    expect(corner.x).toBe(0);
    expect(corner.y).toBe(0);
  });

  it('produces at most 1800 × 750 pixels, the frame’s own size when smaller', () => {
    expect(outputSize({ x: 0, y: 0, width: 2400, height: 1000 })).toEqual({ width: 1800, height: 750 });
    expect(outputSize({ x: 0, y: 0, width: 960.4, height: 400.2 })).toEqual({ width: 960, height: 400 });
  });

  it('names the file after the title and the time, as the library accepts it', () => {
    const name = bannerFileName('Seven nights in Nice, été 2027!', new Date('2027-03-07T10:20:30.456Z'));
    expect(name).toBe('banner-seven-nights-in-nice-ete-2027-20270307-102030.jpg');
    expect(mediaFileNameSchema.safeParse(name).success).toBe(true);
    expect(bannerFileName('!!!', new Date('2027-03-07T10:20:30Z'))).toBe('banner-package-20270307-102030.jpg');
  });

  it('names it so the sweep of abandoned banners knows it for the cropper’s (and a long or price-like title too)', () => {
    for (const title of ['Seven nights in Nice, été 2027!', '!!!', 'From $1,299: Cuba all-in', 'word '.repeat(60)]) {
      expect(isCroppedBannerKey(`${CROPPED_BANNER_FOLDER}${bannerFileName(title, new Date('2027-03-07T10:20:30.456Z'))}`), title).toBe(true);
    }
  });
});
