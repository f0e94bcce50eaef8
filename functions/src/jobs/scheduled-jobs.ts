import { abandonedBannersJob } from './abandoned-banners-job.ts';
import type { ScheduledJob } from './run-scheduled-jobs.ts';

/**
 * Every job the scheduled-jobs function runs, each hour (infra/lib/scheduled-jobs-function.ts) and in the local stack.
 * A new job is one entry here, plus its grants on the function's role (and its test).
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [abandonedBannersJob()];
