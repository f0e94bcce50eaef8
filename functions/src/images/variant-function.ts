import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { parseVariantPath, VARIANT_CONTENT_TYPES, variantKey, type VariantAddress } from '@tdp/shared/media/image-variants';
import { mediaRepository } from '../data/media-repository.ts';
import { ImageRefused, makeVariant } from './make-variant.ts';

/**
 * The image function: answers a picture's variant (`/_v/{format}/{width}/{key}`, the `/media/` prefix already taken
 * off by the distribution's media function) that is not in the media bucket yet. CloudFront asks the bucket first and
 * this function only when the bucket has no such object (origin failover), so each variant is made once: from the
 * original, stored under its own address for the next cache miss, and answered for a year. The local site calls the
 * same handler (infra/local/local-site.ts). Decisions and figures: docs/decisions/image-variants.md.
 */

/** A variant never changes: its address names its original's key, and a new crop is a new key. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An address that names no variant, or an original that is missing or no picture: cached a little, then asked again. */
const MISSING_CACHE_CONTROL = 'public, max-age=60';

/** Where the function reads originals and stores variants: the media bucket, or a test's stand-in. */
export interface VariantStore {
  read(key: string): Promise<Uint8Array | null>;
  write(key: string, body: Uint8Array, contentType: string, cacheControl: string): Promise<void>;
}

function missing(status: 400 | 404, text: string): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': MISSING_CACHE_CONTROL }, body: `${text}\n` };
}

function picture(body: Uint8Array, contentType: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: { 'content-type': contentType, 'cache-control': VARIANT_CACHE_CONTROL, 'x-content-type-options': 'nosniff' },
    body: Buffer.from(body).toString('base64'),
    isBase64Encoded: true,
  };
}

/**
 * The variant at `address`: the stored one when there is one (another request made it meanwhile; the local site asks
 * here first, as CloudFront asks the bucket), else made from the original and stored.
 */
async function variantOf(address: VariantAddress, store: VariantStore): Promise<APIGatewayProxyStructuredResultV2> {
  const key = variantKey(address);
  const stored = await store.read(key);
  if (stored) return picture(stored, VARIANT_CONTENT_TYPES[address.format]);
  const original = await store.read(address.key);
  if (!original) return missing(404, 'There is no such picture.');
  let made;
  try {
    made = await makeVariant(original, address.width, address.format);
  } catch (error) {
    if (error instanceof ImageRefused) return missing(404, 'This file cannot be shown as a picture.');
    throw error;
  }
  await store.write(key, made.body, made.contentType, VARIANT_CACHE_CONTROL);
  return picture(made.body, made.contentType);
}

/** The handler, over `store` (the media bucket in AWS and in the local stack). */
export function createVariantHandler(store: VariantStore = mediaRepository) {
  return async (event: Pick<APIGatewayProxyEventV2, 'rawPath' | 'requestContext'>): Promise<APIGatewayProxyStructuredResultV2> => {
    const method = event.requestContext.http.method;
    if (method !== 'GET' && method !== 'HEAD') return { statusCode: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' }, body: '' };
    const address = parseVariantPath(event.rawPath.replace(/^\/+/, ''));
    if (!address) return missing(400, 'This address names no picture size or format we make.');
    const answer = await variantOf(address, store);
    return method === 'HEAD' ? { ...answer, body: '', isBase64Encoded: false } : answer;
  };
}

/** What Lambda runs (function URL, payload 2.0). */
export const handler = createVariantHandler();
