/**
 * The local stack's stand-in for the hourly EventBridge rule (infra/lib/scheduled-jobs-function.ts): a timer that calls
 * the scheduled-jobs function's own handler (functions/src/jobs/scheduled-jobs-handler.ts) in this process, against
 * the local bucket and tables the stack's environment names. Unref'd, so it never keeps a process alive, and stopped
 * with the stack. Decisions: docs/decisions/scheduled-jobs.md.
 */

/** How often the local stack runs the jobs by default: as in AWS, every hour. */
export const LOCAL_SCHEDULED_JOBS_EVERY_MS = 60 * 60 * 1000;

/**
 * How often the local stack reads the leads' first-contact clocks by default: every minute, as the lead-deadlines rule
 * does in AWS (infra/lib/lead-deadlines-function.ts).
 */
export const LOCAL_LEAD_DEADLINES_EVERY_MS = 60 * 1000;

/** One run of the jobs: the handler Lambda runs, as EventBridge calls it. */
export type ScheduledJobsRun = () => Promise<{ runs: ReadonlyArray<{ job: string; ok: boolean; summary?: Record<string, unknown> }> }>;

/** The lead-deadlines function's handler, called as its minute rule calls it (loaded when the first run is due). */
export const runLeadDeadlinesHandler: ScheduledJobsRun = async () => {
  const { handler } = await import('@tdp/functions/jobs/lead-deadlines-handler');
  const { LEAD_DEADLINES_JOB } = await import('@tdp/functions/jobs/lead-deadlines-job-name');
  return handler({ jobs: [LEAD_DEADLINES_JOB] });
};

/** Loads the handler when a run is due (not at start: a stack that stops within the hour never loads it). */
const runHandler: ScheduledJobsRun = async () => {
  const { handler } = await import('@tdp/functions/jobs/scheduled-jobs-handler');
  return handler({});
};

export interface ScheduledJobsTimerOptions {
  everyMs: number;
  /** Where a line per run goes (the stack's progress log). Each job also writes its own JSON lines. */
  log: (message: string) => void;
  /** The run (tests pass their own); default the scheduled-jobs handler. */
  run?: ScheduledJobsRun;
  /** Whether a run that did nothing (every count of its summaries 0) writes its line; default true. */
  logIdleRuns?: boolean;
}

/** Whether every number a run's summaries hold is 0 (a minute with no deadline due). */
function isIdle(runs: ReadonlyArray<{ summary?: Record<string, unknown> }>): boolean {
  return runs.every(({ summary }) => Object.values(summary ?? {}).every((value) => typeof value !== 'number' || value === 0));
}

/** Starts the timer; `stop()` clears it and waits for a run under way. A run still going when the next is due is not doubled. */
export function startScheduledJobsTimer(options: ScheduledJobsTimerOptions): { stop(): Promise<void> } {
  const run = options.run ?? runHandler;
  let running: Promise<void> | undefined;

  const tick = () => {
    if (running) return;
    running = run()
      .then(
        ({ runs }) => {
          if ((options.logIdleRuns ?? true) || !isIdle(runs))
            options.log(`scheduled jobs ran: ${runs.map(({ job, summary }) => `${job} ${JSON.stringify(summary ?? {})}`).join('; ')}`);
        },
        (error: unknown) => options.log(`scheduled jobs failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
