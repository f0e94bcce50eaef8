import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one logger of every function (Powertools for AWS Lambda; docs/decisions/powertools-logs-and-metrics.md): one JSON
 * line per call, written straight to stdout/stderr, with `level` (`ERROR` is what the stage's error metric filter
 * counts), `message`, `timestamp`, `service`, the X-Ray trace id, and, while a handler runs, its Lambda context
 * (`function_request_id`, `cold_start`, ...) and the API request's id as `correlation_id`.
 *
 * The level comes from POWERTOOLS_LOG_LEVEL (CDK sets it for every function from the stage config), else LOG_LEVEL
 * (`silent` in the tests), else INFO; a level set by Lambda's own logging controls wins over both.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'tbb-travel',
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || 'INFO').toUpperCase() as 'INFO',
});

/** An error as one short line for a log field (`Name: message`); a stack only where it helps (see its callers). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
