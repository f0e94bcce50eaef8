/**
 * The name that selects the lead-deadlines job in a run's event (`{"jobs": ["lead-deadlines"]}`): its own module, so the
 * CDK app names it without loading the job's code.
 */
export const LEAD_DEADLINES_JOB = 'lead-deadlines';
