import { runScheduledJobs, type JobRun, type ScheduledJob } from './run-scheduled-jobs.ts';
import { SCHEDULED_JOBS } from './scheduled-jobs.ts';

/**
 * The scheduled-jobs function: an EventBridge rule calls it every hour with its scheduled event, and it runs every job
 * of {@link SCHEDULED_JOBS}, each on its own. An operator may run some by hand with `{"jobs": ["abandoned-banners"]}`
 * (docs/runbook.md, "Scheduled jobs"). When a job failed, the run throws after all have finished: the function's
 * error alarm rings, and its ERROR log lines say which job and why.
 */

/** What the function is called with: EventBridge's scheduled event (its fields are not read), or the jobs to run. */
export interface ScheduledJobsEvent {
  jobs?: unknown;
}

/** The jobs an event asks for: all of them, or the named ones (an unknown name is refused before anything runs). */
export function selectJobs(event: ScheduledJobsEvent | null | undefined, jobs: readonly ScheduledJob[] = SCHEDULED_JOBS): readonly ScheduledJob[] {
  const names = event?.jobs;
  if (names === undefined) return jobs;
  const known = jobs.map((job) => job.name);
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || !known.includes(name))) {
    throw new Error(`"jobs" must list job names among: ${known.join(', ')}`);
  }
  return jobs.filter((job) => names.includes(job.name));
}

/** Runs the jobs the event asks for; throws when one of them failed (after all of them ran). */
export function createScheduledJobsHandler(jobs: readonly ScheduledJob[] = SCHEDULED_JOBS) {
  return async (event: ScheduledJobsEvent | null | undefined): Promise<{ runs: JobRun[] }> => {
    const runs = await runScheduledJobs(selectJobs(event, jobs));
    const failed = runs.filter((run) => !run.ok).map((run) => run.job);
    if (failed.length > 0) throw new Error(`Scheduled jobs failed: ${failed.join(', ')} (see this run's ERROR lines)`);
    return { runs };
  };
}

/** What Lambda runs. */
export const handler = createScheduledJobsHandler();
