import { inject } from 'vitest';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../../infra/local/local-stack.ts';

/** What a test file may change about its stack. */
export interface TestStackOptions {
  /** Seed the catalogue and local accounts (default true). */
  seed?: boolean;
  /** Extra environment for the functions, e.g. `{ ACCESS_TOKEN_TTL_SECONDS: '5' }`. */
  env?: Record<string, string>;
  /** Extra headers on every answer of the site (see `LocalStackOptions.webHeaders`). */
  webHeaders?: LocalStackOptions['webHeaders'];
  /**
   * How the site is served: `preview` (default) serves the production build made in global setup; `dev` is
   * Vite's dev server, as `npm start` gives a new user, with React's development checks (StrictMode's
   * second mount of every component) switched on.
   */
  web?: 'dev' | 'preview';
  /** How often the stack polls its mail queue (`LocalStackOptions.mailQueueEveryMs`); `false`: the test polls it. */
  mailQueueEveryMs?: number | false;
}

/**
 * Starts a whole local stack for one test file: dynalite, s3rver, the API and `vite preview` of the SPA
 * built in global setup (or Vite's dev server), all on free ports with a temporary data folder. Call `stop()` in `afterAll`.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<LocalStack> {
  // vite.config.ts serves the build from here; set before Vite loads its config.
  process.env.TDP_WEB_OUT_DIR = inject('webOutDir');
  return startLocalStack({
    apiPort: 0,
    webPort: 0,
    dynamoPort: 0,
    s3Port: 0,
    web: options.web ?? 'preview',
    seed: options.seed ?? true,
    env: options.env,
    webHeaders: options.webHeaders,
    mailQueueEveryMs: options.mailQueueEveryMs,
    quiet: true,
  });
}
