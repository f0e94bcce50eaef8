import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createVariantHandler, VARIANT_CACHE_CONTROL, type VariantStore } from './variant-function.ts';

function memoryStore(
  files: Record<string, Uint8Array>,
): VariantStore & { written: Map<string, { body: Uint8Array; contentType: string; cacheControl: string }> } {
  const written = new Map<string, { body: Uint8Array; contentType: string; cacheControl: string }>();
  return {
    written,
    read: async (key) => files[key] ?? null,
    write: async (key, body, contentType, cacheControl) => void written.set(key, { body, contentType, cacheControl }),
  };
}

const request = (rawPath: string, method = 'GET') =>
  ({ rawPath, requestContext: { http: { method } } }) as Parameters<ReturnType<typeof createVariantHandler>>[0];

describe('image function', () => {
  it('makes a variant from its original, stores it under its own address and answers it for a year', async () => {
    const banner = await sharp({ create: { width: 1800, height: 750, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const store = memoryStore({ 'package-images/banff lake.jpg': banner });
    const answer = await createVariantHandler(store)(request('/_v/webp/480/package-images/banff%20lake.jpg'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': VARIANT_CACHE_CONTROL });
    const body = Buffer.from(answer.body!, 'base64');
    expect((await sharp(body).metadata()).width).toBe(480);
    expect([...store.written.keys()]).toEqual(['_v/webp/480/package-images/banff lake.jpg']);
    expect(store.written.get('_v/webp/480/package-images/banff lake.jpg')).toMatchObject({ contentType: 'image/webp', cacheControl: VARIANT_CACHE_CONTROL });
  });

  it('answers the stored variant when there is one, without making it again', async () => {
    const stored = await sharp({ create: { width: 360, height: 150, channels: 3, background: '#123' } })
      .webp()
      .toBuffer();
    const store = memoryStore({ '_v/webp/360/package-images/a.jpg': stored });
    const answer = await createVariantHandler(store)(request('/_v/webp/360/package-images/a.jpg'));
    expect([answer.statusCode, answer.headers?.['content-type']]).toEqual([200, 'image/webp']);
    expect(Buffer.from(answer.body!, 'base64').equals(stored)).toBe(true);
    expect(store.written.size).toBe(0);
  });

  it('answers 400 to an address that names no size, format or picture we make, without reading anything', async () => {
    const store = memoryStore({});
    const handle = createVariantHandler(store);
    for (const path of [
      '/_v/webp/500/package-images/a.jpg',
      '/_v/gif/480/package-images/a.jpg',
      '/_v/webp/480/Documents/a.jpg',
      '/_v/webp/480/applications/a.png',
      '/_v/webp/480/package-images/a.pdf',
      '/_v/webp/480/package-images/../x.jpg',
      '/package-images/a.jpg',
    ]) {
      expect((await handle(request(path))).statusCode, path).toBe(400);
    }
    expect(store.written.size).toBe(0);
  });

  it('answers 404 for a missing original and for a file that is no picture, storing nothing', async () => {
    const store = memoryStore({ 'package-images/fake.jpg': Buffer.from('a text file named .jpg') });
    const handle = createVariantHandler(store);
    expect((await handle(request('/_v/jpeg/360/package-images/none.jpg'))).statusCode).toBe(404);
    expect((await handle(request('/_v/jpeg/360/package-images/fake.jpg'))).statusCode).toBe(404);
    expect(store.written.size).toBe(0);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const handle = createVariantHandler(memoryStore({ 'suppliers/logo/sun.png': png }));
    const head = await handle(request('/_v/avif/360/suppliers/logo/sun.png', 'HEAD'));
    expect([head.statusCode, head.body, head.headers?.['content-type']]).toEqual([200, '', 'image/avif']);
    expect((await handle(request('/_v/avif/360/suppliers/logo/sun.png', 'POST'))).statusCode).toBe(405);
  });
});
