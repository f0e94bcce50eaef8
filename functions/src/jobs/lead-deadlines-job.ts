import { runFirstContactDeadlines } from '../domain/leads/first-contact-deadlines.ts';
import { LEAD_DEADLINES_JOB } from './lead-deadlines-job-name.ts';
import type { ScheduledJob } from './run-scheduled-jobs.ts';

/**
 * The first-contact clock of leads (docs/decisions/lead-routing.md): reminds the holder of every lead halfway to its
 * deadline and tells the desk at the deadline (and reassigns when the settings say so), for the steps due by the run's
 * minute. Needs minute precision, so it runs every minute on its own function and schedule, not the hourly run.
 */
export function leadDeadlinesJob(): ScheduledJob {
  return {
    name: LEAD_DEADLINES_JOB,
    run: async ({ now, log }) => ({ ...(await runFirstContactDeadlines(now, log)) }),
  };
}
