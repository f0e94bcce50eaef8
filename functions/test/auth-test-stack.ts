import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@tdp/shared/api/route-definition';
import { hashPassword } from '../src/auth/password-hash.ts';
import { clearSigningKeyCache } from '../src/auth/signing-keys.ts';
import { clearVerifierCache } from '../src/auth/verify-access-token.ts';
import { createUser, type NewUser, type User } from '../src/data/user-repository.ts';
import type { OutboxMessage } from '../src/email/send-email.ts';
import type { LocalAws } from '../local/local-aws.ts';
import { useLocalAws } from '../local/use-local-aws.ts';

/**
 * Test support for the auth use cases and handler: DynamoDB and S3 stand-ins, a temporary data folder
 * (signing keys, outbox), and users created through the real repository with real password hashes.
 */
export interface AuthTestStack {
  aws: LocalAws;
  dataDir: string;
  stop(): Promise<void>;
}

export async function useAuthTestStack(): Promise<AuthTestStack> {
  const aws = await useLocalAws();
  const dataDir = mkdtempSync(join(tmpdir(), 'tdp-auth-'));
  const previous = { DATA_DIR: process.env.DATA_DIR, STAGE: process.env.STAGE, SITE_URL: process.env.SITE_URL };
  Object.assign(process.env, { DATA_DIR: dataDir, STAGE: 'local', SITE_URL: 'http://site.test' });
  delete process.env.JWKS_JSON;
  delete process.env.SIGNING_KEY_SECRET_ARN;
  clearSigningKeyCache();
  clearVerifierCache();
  return {
    aws,
    dataDir,
    stop: async () => {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await aws.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const hashes = new Map<string, Promise<string>>();
let sequence = 0;

/** Creates a user with a real (full-cost) password hash; each distinct password is hashed once per file. */
export async function createTestUser(options: Partial<NewUser> & { role: Role; password?: string | null }): Promise<User> {
  sequence += 1;
  const { password = 'a-good-password', ...fields } = options;
  if (password !== null && !hashes.has(password)) hashes.set(password, hashPassword(password));
  return createUser(
    {
      username: `user-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      name: `Test User ${sequence}`,
      email: `user${sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      ...fields,
      passwordHash: password === null ? null : await hashes.get(password)!,
    },
    'test',
  );
}

/** Messages the outbox holds, oldest first. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMessage);
}

/** The reset key inside the link of an outbox message. */
export function resetKeyFromEmail(message: OutboxMessage): string {
  const match = /\/resetpassword\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error('No reset link in the message');
  return match[1]!;
}
