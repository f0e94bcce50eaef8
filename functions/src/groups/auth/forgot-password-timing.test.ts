import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { routes } from '@tdp/shared/api/routes';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER_MS } from '../../domain/auth/auth-policy.ts';
import { createTestUser, useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { callRoute } from '../../../test/call-route.ts';

/**
 * Forgot-password must not tell, by the time it takes, whether an account exists (issue #16, item 5). The mail
 * goes through a mocked SES that takes SLOW_SEND_MS per message, as a slow SES would; the real path (lookups,
 * key, mail) is then far slower than the unknown one, and only the fixed answer time hides it.
 */

const SLOW_SEND_MS = 120;
/** How far apart the two medians may be. */
const MEDIAN_BOUND_MS = 10;
const REQUESTS_EACH = 15;
/** Requests sent at once (half real, half unknown), so the test takes a few fixed answer times, not thirty. */
const BATCH = 10;

const sesMock = mockClient(SESv2Client);
let sendDelayMs = SLOW_SEND_MS;
let sent = 0;
let stack: AuthTestStack;
const previous = { MAIL_TRANSPORT: process.env.MAIL_TRANSPORT, MAIL_FROM: process.env.MAIL_FROM };

beforeAll(async () => {
  stack = await useAuthTestStack();
  Object.assign(process.env, { MAIL_TRANSPORT: 'ses', MAIL_FROM: 'no-reply@example.com' });
  sesMock.on(SendEmailCommand).callsFake(async () => {
    await new Promise((resolve) => setTimeout(resolve, sendDelayMs));
    sent += 1;
    return { MessageId: `ses-${sent}` };
  });
});
afterAll(async () => {
  sesMock.restore();
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await stack.stop();
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timedRequest(usernameOrEmail: string): Promise<{ ms: number; status: number; body: unknown }> {
  const start = performance.now();
  const answer = await callRoute(routes.forgotPassword, { body: { usernameOrEmail } });
  return { ms: performance.now() - start, status: answer.status, body: answer.body };
}

describe('forgot-password timing', () => {
  it('answers a real account and an unknown one after the same time, even with a slow mail service', async () => {
    const accounts = await Promise.all(Array.from({ length: REQUESTS_EACH }, () => createTestUser({ role: 'agent', password: null })));
    const requests = accounts.flatMap((account, i) => [
      { kind: 'real' as const, value: i % 2 ? account.email : account.username },
      { kind: 'unknown' as const, value: i % 2 ? `nobody-${i}-${Date.now()}@example.com` : `nobody-${i}-${Date.now()}` },
    ]);
    const times = { real: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let start = 0; start < requests.length; start += BATCH) {
      const batch = requests.slice(start, start + BATCH);
      const answers = await Promise.all(batch.map((request) => timedRequest(request.value)));
      answers.forEach((answer, i) => {
        expect(answer.status).toBe(202);
        bodies.add(JSON.stringify(answer.body));
        times[batch[i]!.kind].push(answer.ms);
      });
    }
    expect(bodies.size).toBe(1);
    expect(sent).toBe(REQUESTS_EACH);
    const [real, unknown] = [median(times.real), median(times.unknown)];
    expect(Math.abs(real - unknown), `medians: real ${real.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeLessThan(MEDIAN_BOUND_MS);
    // Every answer waits the fixed time, the slow path included.
    expect(Math.min(...times.real, ...times.unknown)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 1);
  });

  it('answers at the fixed time when the mail service is slower still, and the mail still leaves', async () => {
    const account = await createTestUser({ role: 'agent', password: null });
    sendDelayMs = FORGOT_PASSWORD_ANSWER_MS + 300;
    const before = sent;
    try {
      const answer = await timedRequest(account.username);
      expect(answer.status).toBe(202);
      expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 1);
      expect(answer.ms).toBeLessThan(FORGOT_PASSWORD_ANSWER_MS + 150);
      expect(sent).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sent).toBe(before + 1);
    } finally {
      sendDelayMs = SLOW_SEND_MS;
    }
  });
});
