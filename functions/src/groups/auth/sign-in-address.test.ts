import { routes } from '@tdp/shared/api/routes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRateEvent, readRateWindow } from '../../data/rate-limit-repository.ts';
import { ADDRESS_FAILURE_LIMIT, FAILURE_WINDOW_MS, RATE_SCOPES } from '../../domain/auth/auth-policy.ts';
import { useAuthTestStack, type AuthTestStack } from '../../../test/auth-test-stack.ts';
import { forgedViewer, useOriginVerification, viaCdn } from '../../../test/cdn-origin.ts';
import { callRoute } from '../../../test/call-route.ts';

/**
 * Which address the per-address sign-in lock counts: the viewer's address when the request came through
 * CloudFront (it carries the origin secret), else the caller's own address, whatever viewer-address headers a
 * direct caller writes. Each case signs in at most once (a full scrypt hash), the counters are read directly.
 */

let stack: AuthTestStack;
let restoreEnv: (() => void) | undefined;
beforeAll(async () => {
  stack = await useAuthTestStack();
});
afterAll(() => stack.stop());
afterEach(() => {
  restoreEnv?.();
  restoreEnv = undefined;
});

let sequence = 0;
const nextAddress = (prefix: string) => `${prefix}.${(sequence += 1)}`;

function failedSignIn(sourceIp: string, headers: Record<string, string>) {
  return callRoute(routes.login, {
    params: { role: 'agent' },
    body: { username: `nobody-${(sequence += 1)}`, password: 'a-wrong-password' },
    sourceIp,
    headers,
  });
}

async function failuresOf(address: string): Promise<number> {
  return (await readRateWindow(RATE_SCOPES.loginAddress, address, Date.now()))?.count ?? 0;
}

describe('the per-address sign-in lock', () => {
  it('holds a password sprayer who reaches the API directly and rotates a forged viewer address', async () => {
    restoreEnv = useOriginVerification('optional');
    const sprayer = nextAddress('198.18.1');
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) await countRateEvent(RATE_SCOPES.loginAddress, sprayer, Date.now(), FAILURE_WINDOW_MS);
    const answer = await failedSignIn(sprayer, forgedViewer(nextAddress('203.0.113')));
    expect(answer.status).toBe(429);
  });

  it("does not count a direct caller's failures against the victim address it stamps on its requests", async () => {
    restoreEnv = useOriginVerification('optional');
    const attacker = nextAddress('198.18.2');
    const victim = nextAddress('203.0.114');
    expect((await failedSignIn(attacker, forgedViewer(victim))).status).toBe(401);
    expect(await failuresOf(victim)).toBe(0);
    expect(await failuresOf(attacker)).toBe(1);
  });

  it("counts the viewer's address, not the shared edge's, for a request that came through CloudFront", async () => {
    restoreEnv = useOriginVerification('required');
    const edge = nextAddress('198.18.3');
    const viewer = nextAddress('203.0.115');
    expect((await failedSignIn(edge, viaCdn(viewer))).status).toBe(401);
    expect(await failuresOf(viewer)).toBe(1);
    expect(await failuresOf(edge)).toBe(0);
  });

  it('answers 403 to a request without the origin secret where it is required, before any password is checked', async () => {
    restoreEnv = useOriginVerification('required');
    const caller = nextAddress('198.18.4');
    const answer = await failedSignIn(caller, forgedViewer(nextAddress('203.0.116')));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
    expect(await failuresOf(caller)).toBe(0);
  });
});
