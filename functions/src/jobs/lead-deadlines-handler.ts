import { leadDeadlinesJob } from './lead-deadlines-job.ts';
import { createScheduledJobsHandler } from './scheduled-jobs-handler.ts';

/**
 * The lead-deadlines function: an EventBridge rule calls it every minute with `{"jobs": ["lead-deadlines"]}`
 * (infra/lib/lead-deadlines-function.ts), and the local stack on its own timer. The same runner as the hourly jobs (one
 * ERROR line and a thrown run when the job fails), on a function of its own: its own schedule, its own grants (the
 * leads table and mail) and its own alarm.
 */
export const handler = createScheduledJobsHandler([leadDeadlinesJob()]);
