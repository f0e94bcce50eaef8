import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes, type RouteName } from '@tdp/shared/api/routes';
import { issueAccessToken } from '../src/auth/access-token.ts';
import { clearSigningKeyCache } from '../src/auth/signing-keys.ts';
import { clearVerifierCache } from '../src/auth/verify-access-token.ts';
import { useLocalAws } from '../local/use-local-aws.ts';
import type { LocalAws, LocalAwsOptions } from '../local/local-aws.ts';
import { clearCatalogueIndexCache } from '../src/domain/deals/catalogue-index-cache.ts';
import { callRoute } from './call-route.ts';

/**
 * Test support for the catalogue's integration tests: a private dynalite (and s3rver), a signing key in a
 * temporary DATA_DIR, real admin and agent access tokens, and `call()` that sends a manifest route by name
 * to its group's Lambda handler as an API Gateway v2 event (`call-route.ts`), exactly as the gateway would.
 */

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** Sent as JSON (a string too). */
  body?: unknown;
  token?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
}

/** Sends one manifest route to its handler and parses the JSON answer. */
export async function call<T = any>(name: RouteName, { params, query, body, token }: CallOptions = {}): Promise<CallResult<T>> {
  const answer = await callRoute<T>(routes[name], { params, query, body: body === undefined ? undefined : JSON.stringify(body), token: token || undefined });
  return { status: answer.status, body: answer.body };
}

/** A running private catalogue backend and tokens to call it with. */
export interface CatalogueTestBackend {
  aws: LocalAws;
  adminToken: string;
  agentToken: string;
  stop(): Promise<void>;
}

/** Starts dynalite + s3rver and a signing key for one test file (`transactions`: see `LocalAwsOptions`). */
export async function startCatalogueTestBackend(options: Pick<LocalAwsOptions, 'transactions'> = {}): Promise<CatalogueTestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tdp-catalogue-'));
  const previousDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  delete process.env.JWKS_JSON;
  delete process.env.SIGNING_KEY_SECRET_ARN;
  clearSigningKeyCache();
  clearVerifierCache();
  clearCatalogueIndexCache();
  const aws = await useLocalAws(options);
  const adminToken = (await issueAccessToken({ sub: 'admin-1', role: 'admin', username: 'alex.admin' })).token;
  const agentToken = (await issueAccessToken({ sub: 'agent-1', role: 'agent', username: 'pat.agent' })).token;
  return {
    aws,
    adminToken,
    agentToken,
    stop: async () => {
      await aws.stop();
      clearCatalogueIndexCache();
      if (previousDataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previousDataDir;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
