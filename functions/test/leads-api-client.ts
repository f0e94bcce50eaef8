import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes, type RouteName } from '@tdp/shared/api/routes';
import type { AgentProfileInput } from '@tdp/shared/schemas/agent-profile';
import { issueAccessToken } from '../src/auth/access-token.ts';
import { clearSigningKeyCache } from '../src/auth/signing-keys.ts';
import { clearVerifierCache } from '../src/auth/verify-access-token.ts';
import { createAgentProfile } from '../src/data/agent-profile-repository.ts';
import type { OutboxMessage } from '../src/email/send-email.ts';
import type { LocalAws } from '../local/local-aws.ts';
import { deliverQueuedMail } from '../local/local-mail-queue.ts';
import { useLocalAws } from '../local/use-local-aws.ts';
import { callRoute, lowerCaseNames } from './call-route.ts';

/**
 * Test support for the leads, directory and e-mail template tests: a private dynalite (and s3rver), a
 * temporary DATA_DIR (signing key, mail outbox), real admin and agent access tokens, and `call()` that
 * sends a manifest route by name to its group's Lambda handler as an API Gateway v2 event (`call-route.ts`)
 * from a chosen address.
 */

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON (a string too). */
  body?: unknown;
  token?: string;
  /** The caller's address; a fresh one per call unless given, so rate limits only bite where a test wants. */
  sourceIp?: string;
  /** Extra request headers, e.g. what CloudFront adds (`viaCdn` in cdn-origin.ts). */
  headers?: Record<string, string>;
  /**
   * Leave the mails the call queued on the local mail queue. By default they are delivered before `call` returns, as
   * the local stack's poller does within a moment (functions/local/local-mail-queue.ts).
   */
  keepMailQueued?: boolean;
}

export interface CallResult<T = any> {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: T;
}

let addressSequence = 0;

/** A new address from a documentation-only range, different on every call. */
export function freshAddress(): string {
  addressSequence += 1;
  return `198.51.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

/**
 * Sends one manifest route to its handler (`call-route.ts`) from the caller's address and parses the JSON answer; then
 * delivers the mail it queued, unless told not to.
 */
export async function call<T = any>(
  name: RouteName,
  { params, query, body, token, sourceIp, headers, keepMailQueued }: CallOptions = {},
): Promise<CallResult<T>> {
  const answer = await callRoute<T>(routes[name], {
    params,
    query,
    body: body === undefined ? undefined : JSON.stringify(body),
    token: token || undefined,
    sourceIp: sourceIp ?? freshAddress(),
    headers,
  });
  if (!keepMailQueued && process.env.DATA_DIR) await deliverQueuedMail();
  return { status: answer.status, headers: lowerCaseNames(answer.headers), body: answer.body };
}

/** A running private backend for one test file, and tokens to call it with. */
export interface LeadsTestBackend {
  aws: LocalAws;
  dataDir: string;
  adminToken: string;
  agentToken: string;
  /** Messages in the outbox, oldest first. */
  outbox(): OutboxMessage[];
  stop(): Promise<void>;
}

const ENV_NAMES = ['DATA_DIR', 'STAGE', 'SITE_URL', 'MAIL_TRANSPORT', 'MAIL_FROM', 'AGENCY_LEADS_EMAIL', 'AGENCY_PHONE'] as const;

/** Starts dynalite + s3rver, a signing key and an outbox in a temporary folder. */
export async function startLeadsTestBackend(): Promise<LeadsTestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tdp-leads-'));
  const previous = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
  for (const name of ENV_NAMES) delete process.env[name];
  Object.assign(process.env, { DATA_DIR: dataDir, STAGE: 'local', SITE_URL: 'https://site.test' });
  delete process.env.JWKS_JSON;
  delete process.env.SIGNING_KEY_SECRET_ARN;
  clearSigningKeyCache();
  clearVerifierCache();
  const aws = await useLocalAws();
  const adminToken = (await issueAccessToken({ sub: 'admin-1', role: 'admin', username: 'alex.admin' })).token;
  const agentToken = (await issueAccessToken({ sub: 'agent-1', role: 'agent', username: 'pat.agent' })).token;
  return {
    aws,
    dataDir,
    adminToken,
    agentToken,
    outbox: () => readOutbox(dataDir),
    stop: async () => {
      await aws.stop();
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

/** A complete, valid agent profile; `overrides` change any field. */
export function agentProfileFixture(overrides: Partial<AgentProfileInput> = {}): AgentProfileInput {
  return {
    slug: 'harpreet-gill',
    name: 'Harpreet Gill',
    photo: null,
    bio: 'Harpreet has planned family trips to India and Europe for twelve years.\n\nShe loves river cruises.',
    specialties: ['river-cruises', 'europe'],
    languages: ['english', 'punjabi', 'hindi'],
    city: 'Surrey',
    province: 'BC',
    email: 'harpreet.gill@agents.tbbtravel.ca',
    phone: '604-555-0181',
    membership: 'Connected Agent',
    status: 'active',
    ...overrides,
  };
}

/** Stores an agent profile through the real repository. */
export async function addAgent(overrides: Partial<AgentProfileInput> = {}, username: string | null = null): Promise<AgentProfileInput> {
  const profile = agentProfileFixture(overrides);
  await createAgentProfile(profile, { username: 'test', now: new Date().toISOString() }, username);
  return profile;
}

/**
 * Two signed-in agents, each with a page: agent A is the backend's `pat.agent` on Harpreet Gill's page, agent B is
 * `wei.agent` on Wei Chen's. For tests of what an agent sees of their own and never of another's.
 */
export async function addTwoSignedInAgents(backend: LeadsTestBackend): Promise<{ agentA: string; agentB: string }> {
  const agentB = (await issueAccessToken({ sub: 'agent-2', role: 'agent', username: 'wei.agent' })).token;
  await addAgent({}, 'pat.agent');
  await addAgent({ slug: 'wei-chen', name: 'Wei Chen', email: 'wei.chen@agents.tbbtravel.ca' }, 'wei.agent');
  return { agentA: backend.agentToken, agentB };
}

/**
 * Uploads an applicant's file the way the form does: asks for an upload address, PUTs the bytes to
 * s3rver with the signed headers, and answers the key the application then names.
 */
export async function uploadApplicationAttachment(fileName: string, contentType: string, bytes: Buffer): Promise<string> {
  const ticket = await call('createApplicationAttachmentUpload', { body: { fileName, contentType, size: bytes.length } });
  if (ticket.status !== 201) throw new Error(`upload address refused: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`s3rver refused the upload: ${put.status}`);
  return ticket.body.key as string;
}
