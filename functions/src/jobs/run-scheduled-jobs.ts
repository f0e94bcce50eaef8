import { sourceMappedStack } from '../http/source-mapped-stack.ts';
import { logger } from '../observability/logger.ts';

/**
 * The scheduled jobs' runner: the scheduled-jobs function (an EventBridge rule calls it every hour; the local stack on
 * a timer) runs each job of the list on its own, so one failing job never keeps the others from running, and writes
 * one structured log line per job. Decisions: docs/decisions/scheduled-jobs.md.
 */

export type JobLogLevel = 'info' | 'warn' | 'error';

/** Writes one structured line (the job's name is added by the runner). */
export type JobLog = (level: JobLogLevel, line: Record<string, unknown>) => void;

/** What a job is given: the time of the run (tests fix it) and its log. */
export interface JobContext {
  now: Date;
  log: JobLog;
}

/** One job: a name (logs, by-hand runs) and its work, answering a summary for the log; throwing marks the run failed. */
export interface ScheduledJob {
  name: string;
  run(context: JobContext): Promise<Record<string, unknown>>;
}

/** How one job's run went. */
export interface JobRun {
  job: string;
  ok: boolean;
  durationMs: number;
  summary?: Record<string, unknown>;
  error?: string;
}

/**
 * One line of the function's logger: `msg` is the line's message, the rest its fields; ERROR is what the stage's error
 * metric counts (docs/decisions/monitoring.md).
 */
export const writeJobLog: JobLog = (level, { msg, ...fields }) => {
  logger[level](typeof msg === 'string' ? msg : 'scheduled job', fields);
};

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${sourceMappedStack(error.stack ?? '')}` : String(error);
}

/**
 * Runs every job at once, each isolated from the others (its failure, or a slow job, stops none of them), and answers
 * how each went. A failure is logged at level ERROR; the caller decides what the run as a whole answers.
 */
export async function runScheduledJobs(jobs: readonly ScheduledJob[], options: { now?: Date; log?: JobLog } = {}): Promise<JobRun[]> {
  const now = options.now ?? new Date();
  const write = options.log ?? writeJobLog;
  return Promise.all(
    jobs.map(async (job): Promise<JobRun> => {
      const log: JobLog = (level, line) => write(level, { job: job.name, ...line });
      const startedAt = Date.now();
      try {
        const summary = await job.run({ now, log });
        const run = { job: job.name, ok: true, durationMs: Date.now() - startedAt, summary };
        log('info', { msg: 'scheduled job done', durationMs: run.durationMs, ...summary });
        return run;
      } catch (error) {
        const run = { job: job.name, ok: false, durationMs: Date.now() - startedAt, error: error instanceof Error ? error.message : String(error) };
        log('error', { msg: 'scheduled job failed', durationMs: run.durationMs, error: describeError(error) });
        return run;
      }
    }),
  );
}
