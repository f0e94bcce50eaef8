/**
 * `npm run bench:render`: what rendering one public page costs the render function, measured on the real build.
 *
 * Builds the SPA and its server renderer, starts a local stack (seeded, free ports, handlers in this process),
 * renders `/`, `/deals` and a package page with the built renderer and the handlers in process (as the render
 * function does in AWS), and prints per page: the first render (a cold function's), the median of warm renders,
 * the HTML size (and gzipped, as CloudFront sends it), and the DynamoDB requests a warm render makes (counted on the SDK client). These are the
 * figures behind the cost estimate in docs/decisions/public-pages-at-the-edge.md.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { dynamo } from '@tdp/functions/data/dynamo-client';
import { DEFAULT_CONTACT, parseRuntimeConfig } from '@tdp/shared/runtime-config';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { createInProcessInvoker } from '../../infra/local/handler-invokers.ts';
import { inProcessApiTransport } from '../../infra/local/in-process-api-transport.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.ts';
import type { ServerRenderModule } from '../dev-server/server-render-plugin.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const WARM_RENDERS = Math.max(5, Number(process.env.RENDER_BENCH_RUNS ?? 30) || 30);

let dynamoRequests = 0;

/** Counts the requests of the functions' one document client (the handlers run in this process). */
function countDynamoRequests(): void {
  const client = dynamo();
  const send = client.send.bind(client);
  client.send = ((...args: Parameters<typeof send>) => {
    dynamoRequests += 1;
    return send(...args);
  }) as typeof client.send;
}

async function build(outDir: string): Promise<void> {
  const { build: viteBuild } = await import('vite');
  process.env.TDP_WEB_OUT_DIR = outDir;
  process.env.NODE_ENV = 'production';
  const common = { root: webDir, configFile: path.join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'warn' as const };
  await viteBuild(common);
  await viteBuild({ ...common, build: { ssr: 'src/entry-server.tsx' } });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'tdp-render-bench-'));
  let stack: LocalStack | undefined;
  try {
    console.log('Building the SPA and its server renderer…');
    await build(outDir);
    stack = await startLocalStack({ apiPort: 0, webPort: 0, dynamoPort: 0, s3Port: 0, web: 'none', seed: true, quiet: true, env: { LOG_LEVEL: 'silent' } });
    const invoker = await createInProcessInvoker();
    countDynamoRequests();
    const renderer = (await import(pathToFileURL(path.join(`${outDir}-server`, 'entry-server.js')).href)) as ServerRenderModule;
    renderer.setServerApiTransport(inProcessApiTransport(invoker));
    const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const config = parseRuntimeConfig({ apiBaseUrl: '', ...DEFAULT_CONTACT, cdnPrefix: '/media/', bookingEngineUrl: '', stage: 'local' });
    const origin = 'https://deals.example.ca';
    const deals = (await (
      await fetch(`${stack.apiUrl}/packages/deals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"limit":1}' })
    ).json()) as DealsAnswer;

    console.log(`\nRendering with the built renderer and the handlers in process (${WARM_RENDERS} warm renders per page):`);
    console.log(
      `  ${'page'.padEnd(16)} ${'first'.padStart(9)} ${'warm p50'.padStart(9)} ${'warm max'.padStart(9)} ${'HTML (gzip)'.padStart(17)} ${'DynamoDB/render'.padStart(16)}`,
    );
    for (const [label, pagePath] of [
      ['/', '/'],
      ['/deals', '/deals'],
      ['package page', `/deals/${deals.packages[0]!.package_url}`],
    ] as const) {
      const render = async () => {
        const started = performance.now();
        const result = await renderer.renderPage(new Request(`${origin}${pagePath}`), { template, config, origin });
        return { ms: performance.now() - started, bytes: Buffer.byteLength(result.body), gzipBytes: gzipSync(result.body).length };
      };
      const first = await render();
      const warm: number[] = [];
      const before = dynamoRequests;
      for (let run = 0; run < WARM_RENDERS; run++) warm.push((await render()).ms);
      const perRender = (dynamoRequests - before) / WARM_RENDERS;
      console.log(
        `  ${label.padEnd(16)} ${`${first.ms.toFixed(0)} ms`.padStart(9)} ${`${median(warm).toFixed(1)} ms`.padStart(9)} ${`${Math.max(...warm).toFixed(1)} ms`.padStart(9)} ${`${(first.bytes / 1024).toFixed(0)} KiB (${(first.gzipBytes / 1024).toFixed(0)})`.padStart(17)} ${perRender.toFixed(1).padStart(16)}`,
      );
    }
    await invoker.close();
  } finally {
    await stack?.stop();
    await Promise.all([rm(outDir, { recursive: true, force: true }), rm(`${outDir}-server`, { recursive: true, force: true })]);
  }
}

await main();
