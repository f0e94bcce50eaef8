import { resolve } from 'node:path';

/** Where `npm start` and `npm run reset` listen and keep data, from the environment, so tests can start an isolated stack. */
export interface StartOptions {
  apiPort: number;
  webPort: number;
  dynamoPort: number;
  s3Port: number;
  dataDir: string;
  /** How often the scheduled jobs run (ms); undefined: every hour, as in AWS. */
  scheduledJobsEveryMs?: number;
}

function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (0-65535), not "${raw}".`);
  return port;
}

function intervalOf(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1000) throw new Error(`${name} must be a number of milliseconds (1000 or more), not "${raw}".`);
  return ms;
}

/**
 * Reads API_PORT (3001), WEB_PORT (5173), DYNAMO_PORT (8000), S3_PORT (4569), DATA_DIR (`.data`, from the current
 * folder) and SCHEDULED_JOBS_EVERY_MS (unset: every hour).
 */
export function readStartOptions(env: NodeJS.ProcessEnv = process.env): StartOptions {
  return {
    apiPort: portOf(env, 'API_PORT', 3001),
    webPort: portOf(env, 'WEB_PORT', 5173),
    dynamoPort: portOf(env, 'DYNAMO_PORT', 8000),
    s3Port: portOf(env, 'S3_PORT', 4569),
    dataDir: resolve(env.DATA_DIR || '.data'),
    scheduledJobsEveryMs: intervalOf(env, 'SCHEDULED_JOBS_EVERY_MS'),
  };
}
