import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

/**
 * The two parts of AWS Signature V4 for S3 that `@smithy/signature-v4` leaves to its caller: the hash it signs with
 * and the encoding of keys in paths and queries. Shared by the functions' S3 client, which signs, and by the local
 * bucket (functions/local), which checks signatures the way S3 does. Erasable TypeScript only: the local bucket's
 * process runs it with Node's own type stripping.
 */

type SecretInput = string | ArrayBuffer | ArrayBufferView;

/** SHA-256 and HMAC-SHA-256 over node:crypto, in the shape the signer expects (`new Sha256(secret?)`). */
export class Sha256 {
  private readonly secret: SecretInput | undefined;
  private hash: Hash | Hmac;

  constructor(secret?: SecretInput) {
    this.secret = secret;
    this.hash = this.start();
  }

  private start(): Hash | Hmac {
    if (this.secret === undefined) return createHash('sha256');
    const secret = this.secret;
    const key =
      typeof secret === 'string' ? secret : ArrayBuffer.isView(secret) ? Buffer.from(secret.buffer, secret.byteOffset, secret.byteLength) : Buffer.from(secret);
    return createHmac('sha256', key);
  }

  update(data: Uint8Array | string): void {
    this.hash.update(data);
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  reset(): void {
    this.hash = this.start();
  }
}

/**
 * A key as a URI path, per SigV4 for S3: each segment percent-encoded (everything but `A-Z a-z 0-9 - _ . ~`),
 * the `/` between segments kept. S3 signs the path as sent, without encoding it twice.
 */
export function encodeS3Key(key: string): string {
  return key.split('/').map(encodeRfc3986).join('/');
}

/** A value percent-encoded as SigV4 wants it: `encodeURIComponent` plus `! ' ( ) *`. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
