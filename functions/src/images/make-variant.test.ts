import { describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import { ImageRefused, inspectImage, makeVariant, MAX_IMAGE_PIXELS } from './make-variant.ts';

/** A photograph-like picture: smooth colour over the frame and fine grain, as a camera's JPEG has. */
async function photo(width: number, height: number, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 11;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 30;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, 130 + 90 * Math.sin(x / 60) + grain()));
      raw[i + 1] = Math.max(0, Math.min(255, 120 + 70 * Math.cos(y / 40) + grain()));
      raw[i + 2] = Math.max(0, Math.min(255, 150 + 60 * Math.sin((x + y) / 90) + grain()));
    }
  }
  return encode(sharp(raw, { raw: { width, height, channels: 3 } })).toBuffer();
}

/** A phone's photo: taken turned (EXIF orientation 6: the pixels lie on their side) with where it was taken. */
async function phonePhoto(): Promise<Buffer> {
  const sideways = await photo(800, 600, (image) => image.jpeg({ quality: 90 }));
  return sharp(sideways)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 15/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '123/1 6/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('makeVariant', () => {
  it('makes each width and format from JPEG, PNG and WebP originals, never wider than the original', async () => {
    const originals = {
      jpeg: await photo(1800, 750, (image) => image.jpeg({ quality: 90 })),
      png: await photo(1200, 500, (image) => image.png()),
      webp: await photo(1000, 420, (image) => image.webp({ quality: 90 })),
    };
    for (const [kind, original] of Object.entries(originals)) {
      const source = await sharp(original).metadata();
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const variant = await makeVariant(original, 720, format);
        const made = await sharp(variant.body).metadata();
        expect(made.format === 'heif' ? 'avif' : made.format, `${kind} → ${format}`).toBe(format);
        expect(variant.contentType).toBe(`image/${format}`);
        expect([made.width, variant.width]).toEqual([720, 720]);
        expect(variant.height).toBe(Math.round((720 * source.height!) / source.width!));
        expect(variant.body.length).toBeLessThan(original.length);
      }
      const widest = await makeVariant(original, 1800, 'webp');
      expect(widest.width).toBe(source.width);
    }
  });

  it('turns a phone photo upright and drops its EXIF, GPS and camera', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([800, 600, 6]);
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const variant = await makeVariant(original, 480, format);
      const after = await sharp(variant.body).metadata();
      // Upright: the 800 × 600 sideways pixels become a 600 × 800 portrait, scaled to 480 wide.
      expect([after.width, after.height]).toEqual([480, 640]);
      expect(after.orientation ?? 1).toBe(1);
      expect(after.exif).toBeUndefined();
      expect(variant.body.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(variant.body.includes(Buffer.from('GPS'))).toBe(false);
    }
  });
});

it("puts a transparent logo's JPEG on white, keeping its transparency in AVIF and WebP", async () => {
  const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
  const jpeg = await makeVariant(logo, 360, 'jpeg');
  const { data } = await sharp(jpeg.body).raw().toBuffer({ resolveWithObject: true });
  expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  expect((await sharp((await makeVariant(logo, 360, 'webp')).body).metadata()).hasAlpha).toBe(true);
});

describe('inspectImage', () => {
  it('answers the format and the size as shown (orientation applied)', async () => {
    expect(await inspectImage(await photo(900, 375, (image) => image.jpeg()))).toEqual({ format: 'jpeg', width: 900, height: 375 });
    expect(await inspectImage(await photo(300, 200, (image) => image.png()))).toEqual({ format: 'png', width: 300, height: 200 });
    expect(await inspectImage(await phonePhoto())).toEqual({ format: 'jpeg', width: 600, height: 800 });
  });

  it('refuses a file that is not a picture, whatever it claims to be, and a truncated one', async () => {
    await expect(inspectImage(Buffer.from('This is a text file sent as image/jpeg.\n'))).rejects.toEqual(new ImageRefused('not-an-image'));
    const jpeg = await photo(400, 300, (image) => image.jpeg());
    await expect(inspectImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toEqual(new ImageRefused('not-an-image'));
    await expect(
      inspectImage(
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
          .gif()
          .toBuffer(),
      ),
    ).rejects.toEqual(new ImageRefused('not-an-image'));
    await expect(makeVariant(Buffer.from('not a picture'), 360, 'webp')).rejects.toEqual(new ImageRefused('not-an-image'));
  });

  it(`refuses a picture of more than ${MAX_IMAGE_PIXELS.toLocaleString('en-CA')} pixels (a decompression bomb), from a small file`, async () => {
    // 10,000 × 5,000 of one colour: a PNG of a few kilobytes that would decode to 150 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    await expect(inspectImage(bomb)).rejects.toEqual(new ImageRefused('too-many-pixels'));
    await expect(makeVariant(bomb, 360, 'jpeg')).rejects.toEqual(new ImageRefused('too-many-pixels'));
  });
});
