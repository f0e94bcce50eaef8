import { resolve } from 'node:path';

/** Where `npm start` and `npm run reset` listen and keep data, from the environment, so tests can start an isolated stack. */
export interface StartOptions {
  apiPort: number;
  webPort: number;
  dynamoPort: number;
  s3Port: number;
  dataDir: string;
}

function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (0-65535), not "${raw}".`);
  return port;
}

/** Reads API_PORT (3001), WEB_PORT (5173), DYNAMO_PORT (8000), S3_PORT (4569) and DATA_DIR (`.data`, from the current folder). */
export function readStartOptions(env: NodeJS.ProcessEnv = process.env): StartOptions {
  return {
    apiPort: portOf(env, 'API_PORT', 3001),
    webPort: portOf(env, 'WEB_PORT', 5173),
    dynamoPort: portOf(env, 'DYNAMO_PORT', 8000),
    s3Port: portOf(env, 'S3_PORT', 4569),
    dataDir: resolve(env.DATA_DIR || '.data'),
  };
}
