import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a page is sent as it is (CloudFront compresses from 1,000 bytes). */
const MIN_COMPRESSED_BYTES = 1000;

/** Brotli's quality for a page compressed as it is sent: fast enough per request, close to what a CDN sends. */
const BROTLI_QUALITY = 5;

/**
 * A text answer compressed as CloudFront compresses the site's rendered pages for the browser that asked (Brotli when
 * it takes it, else gzip, else as it is): the local site and the bench send pages with the bytes a visitor downloads.
 */
export function compressedBody(acceptEncoding: string | undefined, body: string | Buffer): { encoding: 'br' | 'gzip' | null; bytes: Buffer } {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (bytes.length < MIN_COMPRESSED_BYTES) return { encoding: null, bytes };
  if (/\bbr\b/.test(accepted)) return { encoding: 'br', bytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', bytes: gzipSync(bytes) };
  return { encoding: null, bytes };
}
