import type { Connect, Plugin } from 'vite';
import { checkRuntimeConfig, DEFAULT_CONTACT, type RuntimeConfig } from '@tdp/shared/runtime-config';

/** Environment variable the local stack sets to the JSON of the runtime config it wants served. */
export const RUNTIME_CONFIG_ENV = 'TDP_RUNTIME_CONFIG';

/** What `/config.json` holds when Vite runs on its own (`npm run dev -w web`): the default local ports. */
export const LOCAL_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:3001',
  devApiUrl: 'http://127.0.0.1:3001',
  cdnPrefix: 'http://127.0.0.1:4569/media/',
  bookingEngineUrl: '',
  stage: 'local',
  ...DEFAULT_CONTACT,
};

/**
 * Reads the runtime config from `TDP_RUNTIME_CONFIG`, or the local default when unset.
 * Throws a message naming the variable when it is set but invalid, so a wrong config fails at start-up
 * instead of as an error screen in the browser.
 */
export function readRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const raw = env[RUNTIME_CONFIG_ENV];
  if (raw === undefined || raw === '') return LOCAL_RUNTIME_CONFIG;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`${RUNTIME_CONFIG_ENV} is not valid JSON`);
  }
  const checked = checkRuntimeConfig(json);
  if (!checked.ok) {
    const problems = checked.problems.map((problem) => `${problem.field}: ${problem.message}`);
    throw new Error(`${RUNTIME_CONFIG_ENV} does not match the runtime config schema: ${problems.join('; ')}`);
  }
  return checked.config;
}

function serveConfig(config: RuntimeConfig): Connect.NextHandleFunction {
  const body = JSON.stringify(config);
  return (req, res, next) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== '/config.json' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Serves `GET /config.json` from the dev server and from `vite preview`, as CloudFront serves the file
 * CDK writes at deploy. The config is read when the server starts, so two servers in one process
 * (parallel test stacks) each keep their own.
 */
export function runtimeConfigPlugin(): Plugin {
  return {
    name: 'tdp-runtime-config',
    configureServer(server) {
      server.middlewares.use(serveConfig(readRuntimeConfig()));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveConfig(readRuntimeConfig()));
    },
  };
}
