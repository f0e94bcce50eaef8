import { describe, expect, it } from 'vitest';
import { answerInFixedTime, type LateOutcome } from './answer-in-fixed-time.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const start = performance.now();
  const [result] = await Promise.allSettled([run()]);
  return { ms: performance.now() - start, result: result! };
}

describe('answerInFixedTime', () => {
  it('holds a quick value and a quick error until the fixed time, then answers as the work ended', async () => {
    const quick = await timed(() => answerInFixedTime(async () => 'done', 80, 'late'));
    expect(quick.result).toEqual({ status: 'fulfilled', value: 'done' });
    expect(quick.ms).toBeGreaterThanOrEqual(80);
    expect(quick.ms).toBeLessThan(80 + 40);

    const failing = await timed(() => answerInFixedTime(async () => Promise.reject(new Error('too many')), 80, 'late'));
    expect(failing.result).toMatchObject({ status: 'rejected', reason: { message: 'too many' } });
    expect(failing.ms).toBeGreaterThanOrEqual(80);

    const thrownAtOnce = await timed(() =>
      answerInFixedTime(
        () => {
          throw new Error('at once');
        },
        50,
        'late',
      ),
    );
    expect(thrownAtOnce.result).toMatchObject({ status: 'rejected', reason: { message: 'at once' } });
    expect(thrownAtOnce.ms).toBeGreaterThanOrEqual(50);
  });

  it('answers the late answer at the fixed time when the work is slower, and lets the work finish afterwards', async () => {
    const outcomes: LateOutcome[] = [];
    let finished = false;
    const slow = await timed(() =>
      answerInFixedTime(
        async () => {
          await sleep(200);
          finished = true;
          return 'done';
        },
        60,
        'late',
        (outcome) => outcomes.push(outcome),
      ),
    );
    expect(slow.result).toEqual({ status: 'fulfilled', value: 'late' });
    expect(slow.ms).toBeGreaterThanOrEqual(60);
    expect(slow.ms).toBeLessThan(60 + 40);
    expect(finished).toBe(false);
    await sleep(250);
    expect(finished).toBe(true);
    expect(outcomes).toEqual([{ ok: true }]);
  });
});
