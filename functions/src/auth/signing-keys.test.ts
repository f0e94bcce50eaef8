import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSigningKeyCache,
  createSigningKeyDocument,
  initialiseSigningKeySecret,
  loadJwks,
  loadSigningKey,
  localKeyPaths,
  publicJwksOf,
  readSecretKeyDocument,
} from './signing-keys.ts';

const secretsMock = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:signing-key-AbCdEf';
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tdp-keys-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.JWKS_JSON;
  delete process.env.SIGNING_KEY_SECRET_ARN;
  clearSigningKeyCache();
  secretsMock.reset();
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.JWKS_JSON;
  delete process.env.SIGNING_KEY_SECRET_ARN;
});

describe('local signing keys', () => {
  it('generates the key pair once into DATA_DIR/keys, the private key readable by the owner only', async () => {
    const key = await loadSigningKey();
    const { privateKeyFile, jwksFile } = localKeyPaths();
    expect(privateKeyFile).toBe(join(dataDir, 'keys', 'signing-key.json'));
    expect(statSync(privateKeyFile).mode & 0o777).toBe(0o600);
    const jwks = JSON.parse(readFileSync(jwksFile, 'utf8'));
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: key.kid });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    clearSigningKeyCache();
    expect((await loadSigningKey()).kid).toBe(key.kid);
    expect((await loadJwks()).keys[0]!.kid).toBe(key.kid);
  });

  it('agrees on one key when several loaders race on first use', async () => {
    const loads = [];
    for (let i = 0; i < 5; i += 1) {
      loads.push(loadSigningKey());
      clearSigningKeyCache();
    }
    const kids = new Set((await Promise.all(loads)).map((key) => key.kid));
    expect(kids.size).toBe(1);
  });

  it('serves the public keys to verifiers even before anyone signed', async () => {
    const jwks = await loadJwks();
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect((await loadSigningKey()).kid).toBe(jwks.keys[0]!.kid);
  });
});

describe('keys in AWS', () => {
  it('prefers JWKS_JSON for verifying', async () => {
    const document = createSigningKeyDocument('1');
    process.env.JWKS_JSON = JSON.stringify(publicJwksOf(document));
    expect(await loadJwks()).toEqual(publicJwksOf(document));
  });

  it('refuses a JWKS_JSON without keys and drops private parts from one that has them', async () => {
    const document = createSigningKeyDocument('1');
    process.env.JWKS_JSON = JSON.stringify({ keys: [] });
    await expect(loadJwks()).rejects.toThrow();
    clearSigningKeyCache();
    process.env.JWKS_JSON = JSON.stringify({ keys: document.keys });
    const loaded = await loadJwks();
    expect(loaded.keys[0]).not.toHaveProperty('d');
  });

  it('reads the signing key from the secret named by SIGNING_KEY_SECRET_ARN', async () => {
    const document = createSigningKeyDocument('1');
    secretsMock.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: JSON.stringify(document) });
    process.env.SIGNING_KEY_SECRET_ARN = SECRET_ARN;
    expect((await loadSigningKey()).kid).toBe(document.activeKid);
    expect(await loadJwks()).toEqual(publicJwksOf(document));
  });

  it('fails loudly when the secret was never initialised', async () => {
    secretsMock.on(GetSecretValueCommand).resolves({ SecretString: 'generated-random-string' });
    await expect(readSecretKeyDocument(SECRET_ARN, new SecretsManagerClient({}))).rejects.toThrow(/no key document/);
  });

  it('initialises a secret holding a random string with a new key document', async () => {
    secretsMock.on(GetSecretValueCommand).resolves({ SecretString: 'generated-random-string' });
    secretsMock.on(PutSecretValueCommand).resolves({});
    const document = await initialiseSigningKeySecret(SECRET_ARN, '1', new SecretsManagerClient({}));
    expect(document.keys).toHaveLength(1);
    const put = secretsMock.commandCalls(PutSecretValueCommand)[0]!.args[0].input;
    expect(JSON.parse(put.SecretString!)).toEqual(document);
  });

  it('keeps a stored document of the same generation and rotates on a new one, keeping the previous key', async () => {
    const stored = createSigningKeyDocument('1');
    secretsMock.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(stored) });
    secretsMock.on(PutSecretValueCommand).resolves({});
    expect(await initialiseSigningKeySecret(SECRET_ARN, '1', new SecretsManagerClient({}))).toEqual(stored);
    expect(secretsMock.commandCalls(PutSecretValueCommand)).toHaveLength(0);

    const rotated = await initialiseSigningKeySecret(SECRET_ARN, '2', new SecretsManagerClient({}));
    expect(rotated.activeKid).not.toBe(stored.activeKid);
    expect(rotated.keys.map((key) => key.kid)).toEqual([rotated.activeKid, stored.activeKid]);
    expect(publicJwksOf(rotated).keys).toHaveLength(2);
  });
});
