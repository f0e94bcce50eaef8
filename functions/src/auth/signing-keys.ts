import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { lazySchema } from '@tdp/shared/schemas/lazy-schema';

/** The one signature algorithm our access tokens use (ECDSA P-256 with SHA-256). */
export const SIGNING_ALGORITHM = 'ES256';

const publicJwkSchema = lazySchema(() =>
  z.object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
    y: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
    kid: z.string().check(z.minLength(1), z.maxLength(64)),
    alg: z.literal(SIGNING_ALGORITHM),
    use: z.literal('sig'),
  }),
);
const privateJwkSchema = lazySchema(() => z.extend(publicJwkSchema.unwrap(), { d: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) }));

/** A public signing key as a JWK. */
export type PublicJwk = z.infer<typeof publicJwkSchema>;
/** A private signing key as a JWK (`d` is the secret part). */
export type PrivateJwk = z.infer<typeof privateJwkSchema>;

/** The public keys every group verifies access tokens with. */
export const jwksSchema = lazySchema(() => z.object({ keys: z.array(publicJwkSchema).check(z.minLength(1)) }));
export type Jwks = z.infer<typeof jwksSchema>;

/**
 * What the key store holds (the local key file, or the Secrets Manager secret in AWS): every key that
 * may still have live tokens, the one that signs new tokens, and the generation that produced it.
 */
export const signingKeyDocumentSchema = lazySchema(() =>
  z
    .object({
      activeKid: z.string().check(z.minLength(1)),
      generation: z.string().check(z.minLength(1)),
      keys: z.array(privateJwkSchema).check(z.minLength(1)),
    })
    .check(z.refine((doc) => doc.keys.some((key) => key.kid === doc.activeKid), 'activeKid must name one of the keys')),
);
export type SigningKeyDocument = z.infer<typeof signingKeyDocumentSchema>;

/** The key that signs new access tokens. */
export interface ActiveSigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** RFC 7638 thumbprint: a stable key id derived from the public key itself. */
function thumbprintOf(jwk: { crv: string; kty: string; x: string; y: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Generates a fresh P-256 key pair as a private JWK with its thumbprint as `kid`. */
export function generateSigningKey(): PrivateJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const base = { kty: 'EC' as const, crv: 'P-256' as const, x: jwk.x!, y: jwk.y!, d: jwk.d! };
  return { ...base, kid: thumbprintOf(base), alg: SIGNING_ALGORITHM, use: 'sig' };
}

/**
 * A key document for `generation`: a new active key, plus the previous document's active key so tokens it
 * signed stay valid until they expire (at most one older key is kept; access tokens live 15 minutes).
 */
export function createSigningKeyDocument(generation: string, previous?: SigningKeyDocument): SigningKeyDocument {
  const key = generateSigningKey();
  const previousActive = previous?.keys.find((candidate) => candidate.kid === previous.activeKid);
  return { activeKid: key.kid, generation, keys: previousActive ? [key, previousActive] : [key] };
}

/** The public half of a key document, as served to verifiers. */
export function publicJwksOf(document: SigningKeyDocument): Jwks {
  return { keys: document.keys.map(({ d: _secret, ...publicPart }) => publicPart) };
}

/** Parses a key document; null when the text is not one (e.g. a secret not yet initialised). */
export function parseSigningKeyDocument(text: string | undefined): SigningKeyDocument | null {
  if (!text) return null;
  try {
    const result = signingKeyDocumentSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function activeKeyOf(document: SigningKeyDocument): ActiveSigningKey {
  const jwk = document.keys.find((key) => key.kid === document.activeKid)!;
  return { kid: jwk.kid, privateKey: createPrivateKey({ key: jwk, format: 'jwk' }) };
}

// --- Local key files: generated once into ${DATA_DIR}/keys/ -------------------------------------------

/** Where the local stack keeps its key pair. */
export function localKeyPaths(): { dir: string; privateKeyFile: string; jwksFile: string } {
  const dir = join(resolve(process.env.DATA_DIR ?? '.data'), 'keys');
  return { dir, privateKeyFile: join(dir, 'signing-key.json'), jwksFile: join(dir, 'jwks.json') };
}

async function writeJwksFile(document: SigningKeyDocument): Promise<void> {
  const { jwksFile } = localKeyPaths();
  const temporary = `${jwksFile}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(publicJwksOf(document), null, 2)}\n`, { mode: 0o644 });
  await rename(temporary, jwksFile);
}

async function readLocalKeyDocument(): Promise<SigningKeyDocument | null> {
  try {
    const document = parseSigningKeyDocument(await readFile(localKeyPaths().privateKeyFile, 'utf8'));
    if (!document) throw new Error(`${localKeyPaths().privateKeyFile} is not a signing key document; delete it to generate a new one`);
    return document;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Reads the local key document, generating it on first use; exclusive creation makes concurrent starts agree. */
async function ensureLocalKeyDocument(): Promise<SigningKeyDocument> {
  const existing = await readLocalKeyDocument();
  if (existing) return existing;
  const { dir, privateKeyFile } = localKeyPaths();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const document = createSigningKeyDocument('1');
  try {
    await writeFile(privateKeyFile, `${JSON.stringify(document, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readLocalKeyDocument();
    if (!winner) throw error;
    return winner;
  }
  await writeJwksFile(document);
  return document;
}

async function readLocalJwks(): Promise<Jwks> {
  try {
    return jwksSchema.parse(JSON.parse(await readFile(localKeyPaths().jwksFile, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // First run (or a JWKS file not yet written): the local stack may create its own key.
    const document = await ensureLocalKeyDocument();
    await writeJwksFile(document);
    return publicJwksOf(document);
  }
}

// --- AWS: the key document lives in a Secrets Manager secret -----------------------------------------------

// Loaded on first use: only the auth group and the key provisioner read the secret. Every other group verifies
// with JWKS_JSON, and importing the SDK client would lengthen their cold start for nothing.
const secretsManager = () => import('@aws-sdk/client-secrets-manager');

let secretsClient: Promise<SecretsManagerClient> | undefined;

function secrets(): Promise<SecretsManagerClient> {
  secretsClient ??= secretsManager().then(({ SecretsManagerClient }) => new SecretsManagerClient({}));
  return secretsClient;
}

/** Reads the key document from the secret; fails loudly when the secret was never initialised. */
export async function readSecretKeyDocument(secretArn: string, client?: SecretsManagerClient): Promise<SigningKeyDocument> {
  const { GetSecretValueCommand } = await secretsManager();
  const answer = await (client ?? (await secrets())).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const document = parseSigningKeyDocument(answer.SecretString);
  if (!document) throw new Error('The signing key secret holds no key document: deploy the stack so its key provisioner initialises it');
  return document;
}

/**
 * Makes the secret hold a key document of `generation`: keeps the stored one when it already has that
 * generation, otherwise generates a key (keeping the previous active key for tokens still alive).
 * Run at deploy by the key provisioner, never on a request path, so every group sees one JWKS.
 */
export async function initialiseSigningKeySecret(secretArn: string, generation: string, client?: SecretsManagerClient): Promise<SigningKeyDocument> {
  const { GetSecretValueCommand, PutSecretValueCommand } = await secretsManager();
  const sender = client ?? (await secrets());
  const answer = await sender.send(new GetSecretValueCommand({ SecretId: secretArn }));
  const stored = parseSigningKeyDocument(answer.SecretString);
  if (stored && stored.generation === generation) return stored;
  const document = createSigningKeyDocument(generation, stored ?? undefined);
  await sender.send(new PutSecretValueCommand({ SecretId: secretArn, SecretString: JSON.stringify(document) }));
  return document;
}

// --- What the groups call ---------------------------------------------------------------------------

let keyDocument: Promise<SigningKeyDocument> | undefined;
let jwks: Promise<Jwks> | undefined;

function loadKeyDocument(): Promise<SigningKeyDocument> {
  if (!keyDocument) {
    const secretArn = process.env.SIGNING_KEY_SECRET_ARN;
    keyDocument = secretArn ? readSecretKeyDocument(secretArn) : ensureLocalKeyDocument();
    // A failed load is not cached: the next request tries again.
    keyDocument.catch(() => {
      keyDocument = undefined;
    });
  }
  return keyDocument;
}

/**
 * The private key that signs access tokens (auth group only), loaded once per process:
 * from the secret named by `SIGNING_KEY_SECRET_ARN` in AWS, else from `${DATA_DIR}/keys/` (generated once).
 */
export async function loadSigningKey(): Promise<ActiveSigningKey> {
  return activeKeyOf(await loadKeyDocument());
}

/**
 * The public keys access tokens are verified with, loaded once per process. In order:
 * `JWKS_JSON` (set by CDK on every function), the signing key secret (when this function holds it),
 * then `${DATA_DIR}/keys/jwks.json` in the local stack.
 */
export function loadJwks(): Promise<Jwks> {
  if (!jwks) {
    const fromEnv = process.env.JWKS_JSON;
    if (fromEnv) jwks = Promise.resolve().then(() => jwksSchema.parse(JSON.parse(fromEnv)));
    else if (process.env.SIGNING_KEY_SECRET_ARN) jwks = loadKeyDocument().then(publicJwksOf);
    else jwks = readLocalJwks();
    jwks.catch(() => {
      jwks = undefined;
    });
  }
  return jwks;
}

/** Forgets loaded keys, so the next call reads the key store again (tests that switch key stores). */
export function clearSigningKeyCache(): void {
  keyDocument = undefined;
  jwks = undefined;
}
