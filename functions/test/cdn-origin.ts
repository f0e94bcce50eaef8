import { createHash } from 'node:crypto';

/**
 * Test support for requests that arrive through the site's CloudFront distribution: the origin secret it adds
 * (`X-Origin-Verify`) and the viewer's address its edge function writes (`X-Viewer-Address`), and the
 * functions' environment as CDK sets it in AWS (`ORIGIN_VERIFY`, `ORIGIN_VERIFY_DIGESTS`).
 */

/** A stand-in for the secret CloudFront sends (the real one lives in Secrets Manager). */
export const TEST_ORIGIN_SECRET = 'test-origin-secret-aGVsbG8td29ybGQtb3JpZ2lu';
/** Another value, for a caller who guessed wrong. */
export const WRONG_ORIGIN_SECRET = 'a-guess-at-the-origin-secret-of-this-stage';

/** SHA-256 of a secret, in hex: what the functions are given instead of the secret. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Sets the functions' origin check as CDK sets it (`required`) or as the local stack does (`optional`), accepting
 * `secrets`, or removes it (`unset`); returns the function that puts the previous environment back.
 */
export function useOriginVerification(mode: 'required' | 'optional' | 'unset', secrets: readonly string[] = [TEST_ORIGIN_SECRET]): () => void {
  const previous = { ORIGIN_VERIFY: process.env.ORIGIN_VERIFY, ORIGIN_VERIFY_DIGESTS: process.env.ORIGIN_VERIFY_DIGESTS };
  if (mode === 'unset') {
    delete process.env.ORIGIN_VERIFY;
    delete process.env.ORIGIN_VERIFY_DIGESTS;
  } else {
    process.env.ORIGIN_VERIFY = mode;
    process.env.ORIGIN_VERIFY_DIGESTS = secrets.map(digestOf).join(',');
  }
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/** The headers CloudFront adds to an API request of the viewer at `viewerAddress`. */
export function viaCdn(viewerAddress: string, secret: string = TEST_ORIGIN_SECRET): Record<string, string> {
  return { 'x-origin-verify': secret, 'x-viewer-address': viewerAddress };
}

/** Headers a caller who reaches the API directly could write to pass for `victim` (no origin secret). */
export function forgedViewer(victim: string, port = 443): Record<string, string> {
  return { 'cloudfront-viewer-address': `${victim}:${port}`, 'x-viewer-address': victim };
}
