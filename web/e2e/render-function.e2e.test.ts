import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { startTestStack } from './support/stack.ts';

/**
 * The render function's own code, as it runs in AWS: the built `render-function.js` with the built `index.html` beside
 * it (infra/lib/render-function.ts copies them so), in a Node process of its own with only the functions' environment
 * (tables, DynamoDB endpoint), the stage's runtime config and site address, answering Function URL events. The local
 * site renders through the same renderer but reads through its own transport; this checks the Lambda's wiring (the
 * public group's handler in process, with the whole route manifest) on the build a deploy would ship.
 */

let stack: LocalStack;
let codeDir: string;
const run = promisify(execFile);

beforeAll(async () => {
  stack = await startTestStack();
  const webOutDir = inject('webOutDir');
  codeDir = await mkdtemp(path.join(tmpdir(), 'tdp-render-function-'));
  await cp(`${webOutDir}-server`, codeDir, { recursive: true });
  await cp(path.join(webOutDir, 'index.html'), path.join(codeDir, 'index.html'));
  // The nodejs24.x runtime provides the AWS SDK v3 and nothing else (the build leaves `@aws-sdk/*` out).
  await mkdir(path.join(codeDir, 'node_modules'), { recursive: true });
  await symlink(fileURLToPath(new URL('../../node_modules/@aws-sdk', import.meta.url)), path.join(codeDir, 'node_modules', '@aws-sdk'), 'dir');
});

afterAll(async () => {
  await stack?.stop();
  if (codeDir) await rm(codeDir, { recursive: true, force: true });
});

/** Invokes the built handler once in a fresh Node process with a Function URL GET of `rawPath`. */
async function invoke(
  rawPath: string,
  env: Record<string, string> = {},
  dir = codeDir,
): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  const config = await (await fetch(`${stack.webUrl}/config.json`)).text();
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: { host: 'render.lambda-url.ca-central-1.on.aws', 'x-site-host': new URL(stack.webUrl).host },
    requestContext: {
      http: { method: 'GET', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      requestId: 'test',
      routeKey: '$default',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
  const script = `const { handler } = await import(${JSON.stringify(path.join(dir, 'render-function.js'))});
const result = await handler(${JSON.stringify(event)}, { getRemainingTimeInMillis: () => 10000 });
process.stdout.write(JSON.stringify(result));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TDP_RUNTIME_CONFIG: config, SITE_URL: stack.webUrl, ORIGIN_VERIFY: '', ...env },
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(stdout) as { statusCode: number; headers: Record<string, string>; body: string };
}

describe('the built render function', () => {
  it('renders the landing page and a package page with the public group in process, and 404s an unknown deal', async () => {
    const deals = (await (
      await fetch(`${stack.apiUrl}/packages/deals`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page: 1, limit: 1 }),
      })
    ).json()) as DealsAnswer;
    const pkg = deals.packages[0]!;

    const landing = await invoke('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<h1');

    const page = await invoke(`/deals/${pkg.package_url}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.match(/<title>[^<]*<\/title>/)?.[0]).toBe(`<title>${pkg.title.replaceAll('&', '&amp;')} | TBB Travel</title>`);
    expect(page.body).toContain('application/ld+json');

    const missing = await invoke('/deals/no-such-deal-anywhere');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the built render function, broken (what a visitor gets)', () => {
  it('shows the last good copy of a page whose render fails, and otherwise the unavailable page no cache keeps, without detail', async () => {
    const deals = (await (
      await fetch(`${stack.apiUrl}/packages/deals`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page: 1, limit: 1 }),
      })
    ).json()) as DealsAnswer;
    const pagePath = `/deals/${deals.packages[0]!.package_url}`;
    // The copies go to the local bucket under pages/, as they go to the page-copies bucket in AWS.
    const copies = { PAGE_COPIES_BUCKET: process.env.MEDIA_BUCKET! };
    const good = await invoke(pagePath, copies);
    expect(good.statusCode).toBe(200);

    // A broken deploy: the renderer's template is gone, so every render throws.
    const brokenDir = await mkdtemp(path.join(tmpdir(), 'tdp-render-function-broken-'));
    try {
      await cp(codeDir, brokenDir, { recursive: true, verbatimSymlinks: true });
      await rm(path.join(brokenDir, 'index.html'));
      const fromCopy = await invoke(pagePath, copies, brokenDir);
      expect(fromCopy.statusCode).toBe(200);
      expect(fromCopy.headers['x-page-copy-saved-at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(fromCopy.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(fromCopy.body).toBe(good.body);

      const noCopy = await invoke('/contact-us', copies, brokenDir);
      expect(noCopy.statusCode).toBe(503);
      expect(noCopy.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '60', 'content-type': 'text/html; charset=utf-8' });
      expect(noCopy.body).toContain('This page is taking a short break');
      expect(noCopy.body).not.toMatch(/ENOENT|index\.html|\.js:\d+/);
    } finally {
      await rm(brokenDir, { recursive: true, force: true });
    }
  });
});
