import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody } from './compressed-body.ts';

const page = `<!doctype html><html><body>${'<p>Seven nights in St. John’s, all inclusive.</p>'.repeat(200)}</body></html>`;

describe('compressedBody', () => {
  it('answers Brotli when the browser takes it, smaller and decoding to the page', () => {
    const { encoding, bytes } = compressedBody('gzip, deflate, br, zstd', page);
    expect(encoding).toBe('br');
    expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it('answers gzip to a browser without Brotli, and the page as it is to one that takes neither', () => {
    const gzip = compressedBody('gzip', page);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(page);
    expect(compressedBody(undefined, page)).toEqual({ encoding: null, bytes: Buffer.from(page) });
    expect(compressedBody('identity', page).encoding).toBeNull();
  });

  it('sends a body under 1,000 bytes as it is, as CloudFront does', () => {
    expect(compressedBody('br', 'User-agent: *\nAllow: /\n')).toEqual({ encoding: null, bytes: Buffer.from('User-agent: *\nAllow: /\n') });
  });
});
