import { resetDynamoClient } from '../src/data/dynamo-client.ts';
import { resetS3Client } from '../src/data/s3-client.ts';
import { startLocalAws, type LocalAws, type LocalAwsOptions } from './local-aws.ts';

/**
 * Sets `env` on `process.env` and drops the cached SDK clients so the next call uses the new endpoints.
 * Returns a function that puts back the variables as they were.
 */
export function applyEnv(env: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  resetDynamoClient();
  resetS3Client();
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetDynamoClient();
    resetS3Client();
  };
}

/**
 * For integration tests: starts the stand-ins and points this process's repositories at them in one call.
 * `stop()` also restores the environment.
 *
 * @example
 * let aws: LocalAws;
 * beforeAll(async () => { aws = await useLocalAws(); });
 * afterAll(() => aws.stop());
 */
export async function useLocalAws(options: LocalAwsOptions = {}): Promise<LocalAws> {
  const aws = await startLocalAws(options);
  const restore = applyEnv(aws.env);
  return {
    ...aws,
    stop: async () => {
      restore();
      await aws.stop();
    },
  };
}
