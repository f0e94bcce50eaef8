import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONTACT, parseRuntimeConfig } from '@tdp/shared/runtime-config';
import { MEDIA_PATH_PREFIX } from '../lib/api-path-patterns.ts';
import { createLocalDocumentClient, createLocalS3Client, LOCAL_HOST, startLocalAws, type LocalAws } from '@tdp/functions/local/local-aws';
import { applyEnv } from '@tdp/functions/local/use-local-aws';
import { startLocalMailQueuePoller } from '@tdp/functions/local/local-mail-queue';
import { createInProcessInvoker, createReloadingInvoker, type HandlerInvoker } from './handler-invokers.ts';
import { pageUrlAtTheEdge } from './edge-page-request.ts';
import { createLocalGateway } from './local-gateway.ts';
import { inProcessApiTransport } from './in-process-api-transport.ts';
import {
  createLocalOriginSecret,
  isSiteProxyPath,
  localSiteHeaders,
  localSitePlugin,
  sameOriginApiProxy,
  sameOriginMediaProxy,
  type ViteProxy,
} from './local-site.ts';
import type { PluginOption } from 'vite';
import { serverRenderPlugin } from '../../web/dev-server/server-render-plugin.ts';
import { seedLocalStack } from './seed/seed-local-stack.ts';
import { LOCAL_LEAD_DEADLINES_EVERY_MS, LOCAL_SCHEDULED_JOBS_EVERY_MS, runLeadDeadlinesHandler, startScheduledJobsTimer } from './local-scheduled-jobs.ts';

export interface LocalStackOptions {
  /** Port of the API (local gateway); 0 or undefined = a free port. */
  apiPort?: number;
  /** Port of the site (Vite); 0 or undefined = a free port. */
  webPort?: number;
  dynamoPort?: number;
  s3Port?: number;
  /** Data folder; undefined = a temporary folder removed on stop. */
  dataDir?: string;
  /** `dev`: Vite dev server; `preview`: the built SPA (`npm run build` first); `none`: API only. Default `dev`. */
  web?: 'dev' | 'preview' | 'none';
  /** Seed the areas not seeded yet on this data (default true). */
  seed?: boolean;
  /** Extra environment for the functions (e.g. ACCESS_TOKEN_TTL_SECONDS); wins over the stack's own. */
  env?: Record<string, string>;
  /** No progress lines from the stack (handlers still log per LOG_LEVEL). */
  quiet?: boolean;
  /** Where progress lines go (tables created, areas seeded, code reloaded); default the console with a `[local]` prefix. */
  log?: (message: string) => void;
  /**
   * Headers on every answer of the site besides (or instead of: same name, any case) the CloudFront security
   * headers it always sends (local-site.ts), from the stack's addresses once they are known.
   */
  webHeaders?: (addresses: { apiUrl: string; webUrl: string; mediaBaseUrl: string }) => Record<string, string>;
  /**
   * Run the handlers in a child process that restarts when `functions/src` or `shared/src` change (`npm start`).
   * Default false: handlers run in this process, which is faster to start (tests).
   */
  reloadHandlers?: boolean;
  /**
   * How often the scheduled jobs run against the local bucket and tables, as the hourly rule runs them in AWS
   * (local-scheduled-jobs.ts); default every hour, `false` never.
   */
  scheduledJobsEveryMs?: number | false;
  /**
   * How often the leads' first-contact clocks are read, as the lead-deadlines rule does every minute in AWS
   * (local-scheduled-jobs.ts); default every minute, `false` never.
   */
  leadDeadlinesEveryMs?: number | false;
  /**
   * How often the local mail queue is polled, as the mail-sender function's SQS event source polls in AWS
   * (functions/local/local-mail-queue.ts); default every 250 ms, `false` never (a test then polls it itself).
   */
  mailQueueEveryMs?: number | false;
}

export interface LocalStack {
  /** The local gateway's own address. The site also answers the API's paths (as CloudFront does), sending them here. */
  apiUrl: string;
  /** The site's address (also SITE_URL of the functions), even when `web` is `none`. */
  webUrl: string;
  dataDir: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  /** Where media files are read from: the bucket's address, ending with '/'. */
  mediaBaseUrl: string;
  stop(): Promise<void>;
}

/** How often the local stack polls the mail queue by default: a queued mail is in the outbox within a moment. */
export const LOCAL_MAIL_QUEUE_EVERY_MS = 250;

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_ROOT = join(REPOSITORY_ROOT, 'web');

/**
 * Starts the whole product on this machine: DynamoDB and S3 stand-ins, the seed, the local gateway running the
 * real handler modules, and the SPA. The functions' environment is set on this process too (seeders use the
 * functions' repositories); `stop()` puts it back and stops everything that was started. Since that environment
 * is the process's, run one stack per process at a time.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.quiet ? () => undefined : (options.log ?? ((message: string) => console.log(`[local] ${message}`)));
  const temporaryDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir === undefined ? await mkdtemp(join(tmpdir(), 'tdp-stack-')) : resolve(options.dataDir);
  const stops: Array<() => Promise<void>> = [];
  if (temporaryDataDir) stops.push(() => rm(dataDir, { recursive: true, force: true }));

  try {
    await mkdir(dataDir, { recursive: true });
    // The site's origin must be known before S3's CORS rule and the API's CORS answers are set up.
    const webPort = options.webPort || (await freePort());
    const webUrl = `http://${LOCAL_HOST}:${webPort}`;
    const webOrigins = [webUrl, `http://localhost:${webPort}`];

    const aws: LocalAws = await startLocalAws({ dataDir, dynamoPort: options.dynamoPort, s3Port: options.s3Port, corsOrigins: webOrigins, log });
    stops.unshift(() => aws.stop());

    // The site's proxy proves requests came through it, as CloudFront does; a direct call to the API port is
    // answered as direct (its viewer-address headers ignored), not refused.
    const originSecret = createLocalOriginSecret();
    const functionsEnv: Record<string, string> = {
      ...aws.env,
      STAGE: 'local',
      DATA_DIR: dataDir,
      SITE_URL: webUrl,
      MAIL_TRANSPORT: 'outbox',
      // No CloudWatch here to read the functions' EMF metric lines: they would only crowd the console's log lines.
      POWERTOOLS_METRICS_DISABLED: 'true',
      ...originSecret.env,
      ...options.env,
    };
    const restoreEnv = applyEnv(functionsEnv);
    stops.unshift(async () => restoreEnv());

    if (options.seed !== false) {
      const doc = createLocalDocumentClient(aws.dynamoEndpoint);
      const s3 = createLocalS3Client(aws.s3Endpoint);
      try {
        await seedLocalStack({ doc, s3, tableNames: aws.tableNames, bucket: aws.bucket, dataDir, log });
      } finally {
        doc.destroy();
        s3.destroy();
      }
    }

    const invoker: HandlerInvoker = options.reloadHandlers
      ? createReloadingInvoker({ env: functionsEnv, watchDirs: [join(REPOSITORY_ROOT, 'functions/src'), join(REPOSITORY_ROOT, 'shared/src')], log })
      : await createInProcessInvoker();
    stops.unshift(() => invoker.close());
    // Fail at start, not on the first request, when the handler code does not load.
    await invoker.routes();

    if (options.scheduledJobsEveryMs !== false) {
      const jobs = startScheduledJobsTimer({ everyMs: options.scheduledJobsEveryMs ?? LOCAL_SCHEDULED_JOBS_EVERY_MS, log });
      stops.unshift(() => jobs.stop());
    }
    if (options.leadDeadlinesEveryMs !== false) {
      const deadlines = startScheduledJobsTimer({
        everyMs: options.leadDeadlinesEveryMs ?? LOCAL_LEAD_DEADLINES_EVERY_MS,
        log,
        run: runLeadDeadlinesHandler,
        logIdleRuns: false,
      });
      stops.unshift(() => deadlines.stop());
    }

    if (options.mailQueueEveryMs !== false) {
      const mailQueue = startLocalMailQueuePoller({ dataDir, everyMs: options.mailQueueEveryMs ?? LOCAL_MAIL_QUEUE_EVERY_MS, log });
      stops.unshift(() => mailQueue.stop());
    }

    const gateway = createLocalGateway({ invoker, allowedOrigins: webOrigins, dataDir });
    const apiPort = await listen(gateway, options.apiPort ?? 0, 'API_PORT');
    stops.unshift(() => closeServer(gateway));
    const apiUrl = `http://${LOCAL_HOST}:${apiPort}`;

    const web = options.web ?? 'dev';
    if (web !== 'none') {
      const runtimeConfig = parseRuntimeConfig({
        // The API and the media files on the site's own origin, as in AWS (see sameOriginApiProxy, sameOriginMediaProxy):
        // no second origin, no CORS preflight, no second connection before a page's first picture.
        apiBaseUrl: '',
        ...DEFAULT_CONTACT,
        cdnPrefix: MEDIA_PATH_PREFIX,
        bookingEngineUrl: process.env.BOOKING_ENGINE_URL ?? '',
        stage: 'local',
        // The gateway's dev-only routes (the outbox) answer on the API port only, never through the site.
        devApiUrl: apiUrl,
      });
      const restoreConfig = applyEnv({ TDP_RUNTIME_CONFIG: JSON.stringify(runtimeConfig) });
      stops.unshift(async () => restoreConfig());
      const addresses = { apiUrl, webUrl, mediaBaseUrl: aws.mediaBaseUrl };
      const headers = withHeaders(localSiteHeaders(addresses, web), options.webHeaders?.(addresses) ?? {});
      const proxy = { ...sameOriginApiProxy(apiUrl, originSecret.value), ...sameOriginMediaProxy(aws.mediaBaseUrl) };
      // Pages are rendered by the web's server renderer, its reads answered by the handlers in process (as the render
      // function does in AWS), with the query CloudFront's edge function leaves them; files, the API and media go on to
      // Vite, the proxy and the bucket.
      const render = serverRenderPlugin({ transport: inProcessApiTransport(invoker), isNotPage: isSiteProxyPath, pageUrl: pageUrlAtTheEdge });
      stops.unshift(await startWeb(web, webPort, options.quiet ?? false, [localSitePlugin(headers), render], proxy));
    }

    let stopped: Promise<void> | undefined;
    return {
      apiUrl,
      webUrl,
      dataDir,
      dynamoEndpoint: aws.dynamoEndpoint,
      s3Endpoint: aws.s3Endpoint,
      mediaBaseUrl: aws.mediaBaseUrl,
      stop: () => (stopped ??= runAll(stops)),
    };
  } catch (error) {
    await runAll(stops).catch(() => undefined);
    throw error;
  }
}

/** `base` with `extra` on top; a name in `extra` replaces the same name in `base`, whatever its letter case. */
function withHeaders(base: Record<string, string>, extra: Record<string, string>): Record<string, string> {
  const merged = Object.fromEntries(Object.entries(base).map(([name, value]) => [name.toLowerCase(), value]));
  for (const [name, value] of Object.entries(extra)) merged[name.toLowerCase()] = value;
  return merged;
}

/**
 * Starts Vite on `port` (dev server or preview of the build) with the local site's plugins and returns how to stop it.
 */
async function startWeb(mode: 'dev' | 'preview', port: number, quiet: boolean, plugins: PluginOption[], proxy: ViteProxy): Promise<() => Promise<void>> {
  const vite = await import('vite');
  const common = {
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    clearScreen: false,
    logLevel: quiet ? ('silent' as const) : ('warn' as const),
    plugins,
  };
  if (mode === 'dev') {
    const server = await vite.createServer({ ...common, server: { host: LOCAL_HOST, port, strictPort: true, proxy } });
    await server.listen();
    return () => server.close();
  }
  const server = await vite.preview({ ...common, preview: { host: LOCAL_HOST, port, strictPort: true, proxy } });
  return () => server.close();
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server, 0, 'a free port');
  await closeServer(server);
  return port;
}

async function listen(server: Server, port: number, what: string): Promise<number> {
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use (${what}): stop what uses it or choose another port.`) : error),
    );
    server.listen(port, LOCAL_HOST, () => resolvePromise());
  });
  return (server.address() as AddressInfo).port;
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
}

async function runAll(steps: Array<() => Promise<void>>): Promise<void> {
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
