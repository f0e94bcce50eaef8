import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { findPictureProblem } from './stored-picture-check.ts';

/** A photograph-like picture (smooth colour and grain), as the builder's cropper saves one. */
async function photo(width: number, height: number, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
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

/** A PNG whose header says `width` × `height` and whose data is one deflated row of black: about a hundred bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))), chunk('IEND', Buffer.alloc(0))]);
}

/** The check over an in-memory bucket holding `files`. */
function checkIn(files: Record<string, Uint8Array>) {
  return (key: string) => findPictureProblem(key, async (object) => files[object] ?? null);
}

describe('findPictureProblem (a picture read from the media bucket and decoded whole)', () => {
  it('takes JPEG, PNG and WebP photographs, and a phone photo taken turned', async () => {
    const check = checkIn({
      'package-images/banner.jpg': await photo(1800, 750, (image) => image.jpeg({ quality: 90 })),
      'suppliers/logo/logo.png': await photo(400, 200, (image) => image.png()),
      'package-images/hotel.webp': await photo(900, 600, (image) => image.webp({ quality: 80 })),
      'agents/wei-chen/photo.jpg': await sharp(await photo(800, 600, (image) => image.jpeg()))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    });
    for (const key of ['package-images/banner.jpg', 'suppliers/logo/logo.png', 'package-images/hotel.webp', 'agents/wei-chen/photo.jpg']) {
      expect(await check(key), key).toBeNull();
    }
  });

  it('refuses a text file named .jpg, a truncated JPEG, a GIF and a missing file', async () => {
    const jpeg = await photo(1200, 500, (image) => image.jpeg({ quality: 85 }));
    const check = checkIn({
      'package-images/notes.jpg': Buffer.from('Day 1: arrive in Banff. Day 2: Lake Louise.\n'),
      'package-images/cut.jpg': jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
      'package-images/moving.png': await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
        .gif()
        .toBuffer(),
      'package-images/empty.jpg': new Uint8Array(0),
    });
    expect(await check('package-images/notes.jpg')).toBe('not-an-image');
    expect(await check('package-images/cut.jpg')).toBe('not-an-image');
    expect(await check('package-images/moving.png')).toBe('not-an-image');
    expect(await check('package-images/empty.jpg')).toBe('not-an-image');
    expect(await check('package-images/gone.jpg')).toBe('missing');
  });

  it('refuses more pixels than the limit: a PNG header claiming 10,000 × 10,000, and a real 8,000 × 6,100 picture compressed small', async () => {
    const claimed = pngClaiming(10_000, 10_000);
    expect(claimed.length).toBeLessThan(200);
    const blank = await sharp({ create: { width: 8_000, height: 6_100, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(blank.length).toBeLessThan(1024 * 1024);
    const check = checkIn({ 'package-images/claims.png': claimed, 'package-images/blank.png': blank });
    expect(await check('package-images/claims.png')).toBe('too-many-pixels');
    expect(await check('package-images/blank.png')).toBe('too-many-pixels');
  });

  it('refuses a file larger than the media library takes without decoding it', async () => {
    const check = checkIn({ 'package-images/huge.jpg': new Uint8Array(10 * 1024 * 1024 + 1) });
    expect(await check('package-images/huge.jpg')).toBe('too-large');
  });
});
