import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { routes, type RouteName } from '@tdp/shared/api/routes';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import type { ApiEvent, ApiResult } from '../src/http/http-types.ts';
import { issueAccessToken } from '../src/auth/access-token.ts';
import { clearSigningKeyCache } from '../src/auth/signing-keys.ts';
import { clearVerifierCache } from '../src/auth/verify-access-token.ts';
import { useLocalAws } from '../local/use-local-aws.ts';
import type { LocalAws } from '../local/local-aws.ts';
import { clearCatalogueIndexCache } from '../src/domain/deals/catalogue-index-cache.ts';

/**
 * Test support for the catalogue's integration tests: a private dynalite (and s3rver), a signing key in a
 * temporary DATA_DIR, real admin and agent access tokens, and `call()` that sends a manifest route to
 * its group's Lambda handler as an API Gateway v2 event, exactly as the gateway would.
 */

type GroupHandler = (event: ApiEvent, context: object) => Promise<ApiResult>;

const handlers: Partial<Record<HandlerGroup, GroupHandler>> = {};

async function handlerOf(group: HandlerGroup): Promise<GroupHandler> {
  if (!handlers[group]) {
    const module = (await import(`../src/groups/${group}/handler.ts`)) as { handler: GroupHandler };
    handlers[group] = module.handler;
  }
  return handlers[group]!;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
}

/** Sends one manifest route to its handler and parses the JSON answer. */
export async function call<T = any>(name: RouteName, options: CallOptions = {}): Promise<CallResult<T>> {
  const route = routes[name];
  let rawPath: string = route.path;
  for (const [key, value] of Object.entries(options.params ?? {})) rawPath = rawPath.replace(`{${key}}`, encodeURIComponent(String(value)));
  const routeKey = routeKeyOf(route);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers,
    queryStringParameters: options.query,
    pathParameters: options.params ? Object.fromEntries(Object.entries(options.params).map(([k, v]) => [k, String(v)])) : undefined,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: `test-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    },
  } as ApiEvent;
  const handler = await handlerOf(route.group);
  const result = await handler(event, {});
  return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : undefined };
}

/** A running private catalogue backend and tokens to call it with. */
export interface CatalogueTestBackend {
  aws: LocalAws;
  adminToken: string;
  agentToken: string;
  stop(): Promise<void>;
}

/** Starts dynalite + s3rver and a signing key for one test file. */
export async function startCatalogueTestBackend(): Promise<CatalogueTestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tdp-catalogue-'));
  const previousDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  delete process.env.JWKS_JSON;
  delete process.env.SIGNING_KEY_SECRET_ARN;
  clearSigningKeyCache();
  clearVerifierCache();
  clearCatalogueIndexCache();
  const aws = await useLocalAws();
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
