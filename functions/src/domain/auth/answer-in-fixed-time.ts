import { errorText, logger } from '../../observability/logger.ts';

/** How work that outlasted its fixed answer time ended, for the log. */
export type LateOutcome = { ok: true } | { ok: false; error: unknown };

type Ended<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs `work` and settles `durationMs` after the call, whatever path the work took, so that the time of the
 * answer tells the caller nothing about that path (e.g. whether an account exists and was e-mailed):
 * - work that ends before the deadline (with a value or an error) is held until the deadline, then answered
 *   as it ended;
 * - work still running at the deadline is not waited for: `lateAnswer` is answered at the deadline and the
 *   work goes on (`onLate` hears how it ended). The slow path cannot lengthen the answer.
 *
 * `durationMs` must cover the slow path's normal time, so that a late finish is the exception (it is logged).
 * In AWS Lambda, work still running after the answer is frozen with the execution environment and resumes
 * only if that environment is used again, so a late finish may never happen (for forgot-password: that
 * e-mail may not leave; asking again works).
 */
export function answerInFixedTime<T>(work: () => Promise<T>, durationMs: number, lateAnswer: T, onLate: (outcome: LateOutcome) => void = logLate): Promise<T> {
  const deadline = performance.now() + durationMs;
  return new Promise<T>((resolve, reject) => {
    let ended: Ended<T> | null = null;
    let answered = false;
    const atDeadline = () => {
      // Timers may fire a fraction of a millisecond early against the monotonic clock: never answer before it.
      const rest = deadline - performance.now();
      if (rest > 0) {
        setTimeout(atDeadline, Math.ceil(rest));
        return;
      }
      answered = true;
      if (!ended) resolve(lateAnswer);
      else if (ended.ok) resolve(ended.value);
      else reject(ended.error);
    };
    setTimeout(atDeadline, durationMs);
    const settle = (outcome: Ended<T>) => {
      ended = outcome;
      if (answered) onLate(outcome.ok ? { ok: true } : { ok: false, error: outcome.error });
    };
    Promise.resolve()
      .then(work)
      .then(
        (value) => settle({ ok: true, value }),
        (error: unknown) => settle({ ok: false, error }),
      );
  });
}

function logLate(outcome: LateOutcome): void {
  logger.warn('work outlasted its fixed answer time and finished after the answer', {
    ok: outcome.ok,
    error: outcome.ok ? undefined : errorText(outcome.error),
  });
}
