import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorBody } from '@tdp/shared/api/error-body';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import { routeList } from '@tdp/shared/api/routes';
import { issueAccessToken } from '../../src/auth/access-token.ts';
import { startLeadsTestBackend, type LeadsTestBackend } from '../leads-api-client.ts';
import { ACCESS_KINDS, badRequestsFor, type BadRequest, type BadRequestKind } from './bad-requests.ts';
import { manifestRefusal } from './manifest-acceptance.ts';
import { sendRaw, type RawAnswer } from './raw-api-request.ts';
import { watchWrites, type WriteWatch } from './write-watch.ts';

/**
 * Property-based fuzzing of every route of the manifest, through the real group handlers on dynalite and
 * s3rver: bad bodies, content types, path parameters, queries and credentials (see bad-requests.ts). Every
 * answer must be a 4xx with the error body shape and the API's headers, never a 5xx or a stack trace, and
 * nothing may be written. `FUZZ_RUNS` sets the runs per route (`npm run fuzz`: 10,000, and a count table).
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 200);
const REPORT_COUNTS = process.env.FUZZ_RUNS !== undefined;
/** Generous time per run: huge strings and deep nesting are the slow ones, on two busy cores. */
const TIMEOUT_MS = 60_000 + RUNS_PER_ROUTE * 25;

/** Where a stack trace or a source path would show in an answer. */
const INTERNALS = /\n\s+at\s|\bat .+:\d+:\d+\)|node_modules|file:\/\/|\/work\//;

let backend: LeadsTestBackend;
let watch: WriteWatch;
let storedBefore: Record<string, number>;
const counts = new Map<string, { runs: number; statuses: Record<number, number>; kinds: Partial<Record<BadRequestKind, number>> }>();

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  watch = await watchWrites(backend.aws, backend.dataDir);
  storedBefore = await watch.stored();
});

afterAll(async () => {
  watch?.stop();
  await backend?.stop();
  if (REPORT_COUNTS) {
    const lines = [...counts].map(([key, count]) => {
      const statuses = Object.entries(count.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      return `${key.padEnd(50)} ${String(count.runs).padStart(7)} runs  ${String(Object.keys(count.kinds).length).padStart(2)} kinds  ${statuses}`;
    });
    const total = [...counts.values()].reduce((sum, count) => sum + count.runs, 0);
    console.log(`Fuzzed ${counts.size} routes, ${total} requests in all:\n${lines.join('\n')}`);
  }
});

/** The statuses each kind of bad request may get: the access guard's, or the validation's. */
function allowedStatuses(kind: BadRequestKind): number[] {
  if (kind === 'no-credentials' || kind === 'forged-token') return [401];
  if (kind === 'role-not-allowed') return [403];
  if (kind === 'wrong-content-type') return [415];
  if (kind === 'malformed-json') return [400];
  return [400, 413];
}

function expectRefusedSafely(bad: BadRequest, answer: RawAnswer): void {
  const context = `${bad.kind}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(allowedStatuses(bad.kind), context).toContain(answer.status);
  expect(answer.headers['cache-control'], context).toBe('no-store');
  expect(answer.headers['x-content-type-options'], context).toBe('nosniff');
  expect(answer.headers['content-type'], context).toMatch(/^application\/json\b/);
  expect(answer.text, context).not.toMatch(INTERNALS);
  const parsed = JSON.parse(answer.text) as { error?: { fields?: Record<string, string> } };
  expect(readErrorBody(parsed), context).toBeDefined();
  // Read from the parsed JSON, not the checked copy, which keeps only own string fields.
  if (answer.status === 400) expect(Object.keys(parsed.error?.fields ?? {}).length, context).toBeGreaterThan(0);
}

describe('fuzzing every route of the manifest with bad requests', () => {
  it.each(routeList.map((route) => [routeKeyOf(route), route] as const))(
    '%s refuses every bad request with a 4xx error body and writes nothing',
    async (key, route) => {
      // Fresh tokens per route: at 10,000 runs a route, the whole suite outlives an access token (15 minutes).
      const tokens = {
        admin: (await issueAccessToken({ sub: 'admin-1', role: 'admin', username: 'alex.admin' })).token,
        agent: (await issueAccessToken({ sub: 'agent-1', role: 'agent', username: 'pat.agent' })).token,
      };
      const count = { runs: 0, statuses: {} as Record<number, number>, kinds: {} as Partial<Record<BadRequestKind, number>> };
      counts.set(key, count);
      await fc.assert(
        fc.asyncProperty(badRequestsFor(route, tokens), async (bad) => {
          // Only requests the manifest itself refuses: a valid one may rightly succeed and write.
          if (!ACCESS_KINDS.has(bad.kind)) fc.pre(manifestRefusal(route, bad.request) !== null);
          const answer = await sendRaw(route, bad.request);
          count.runs += 1;
          count.statuses[answer.status] = (count.statuses[answer.status] ?? 0) + 1;
          count.kinds[bad.kind] = (count.kinds[bad.kind] ?? 0) + 1;
          expectRefusedSafely(bad, answer);
          expect(watch.writes(), `${bad.kind} wrote`).toEqual([]);
        }),
        { numRuns: RUNS_PER_ROUTE, maxSkipsPerRun: 1_000 },
      );
    },
    TIMEOUT_MS,
  );

  it('left every table, the media bucket and the mail outbox as they were', async () => {
    expect(await watch.stored()).toEqual(storedBefore);
  });
});
