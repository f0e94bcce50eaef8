import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { GROUP_ACCESS } from '../lib/group-permissions.ts';
import { REPOSITORY_ROOT } from '../lib/repository-paths.ts';
import { STAGES } from '../lib/stage-config.ts';
import { synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/**
 * Gives the bundles beside `outdir` the AWS SDK v3 and nothing else, as the nodejs24.x runtime does (the
 * bundles leave `@aws-sdk/*` out): a `node_modules/@aws-sdk` that links to the installed SDK.
 */
function provideRuntimeSdk(outdir: string): void {
  mkdirSync(path.join(outdir, 'node_modules'), { recursive: true });
  symlinkSync(path.join(REPOSITORY_ROOT, 'node_modules', '@aws-sdk'), path.join(outdir, 'node_modules', '@aws-sdk'), 'dir');
}

/** Runs a bundled handler in a fresh Node process, away from the repository's node_modules. */
function invokeBundle(
  bundleDir: string,
  event: unknown,
  options: { module?: string; env?: Record<string, string> } = {},
): { statusCode: number; headers: Record<string, string>; body: string } {
  const script = `const { handler } = await import(${JSON.stringify(path.join(bundleDir, options.module ?? 'index.mjs'))});
process.stdout.write(JSON.stringify(await handler(JSON.parse(process.argv[1]), { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 10000 })));`;
  const output = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script, JSON.stringify(event)], {
    cwd: bundleDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', AWS_REGION: 'ca-central-1', STAGE: 'dev', ...options.env },
    encoding: 'utf8',
  });
  return JSON.parse(output) as { statusCode: number; headers: Record<string, string>; body: string };
}

describe('bundling the handler groups with esbuild, as `cdk synth` does', () => {
  let platform: SynthesisedPlatform;

  beforeAll(() => {
    platform = synthesisePlatform(STAGES.dev!, { bundle: true });
    provideRuntimeSdk(platform.outdir);
  });

  afterAll(() => {
    platform?.remove();
  });

  function bundleDirOf(element: unknown): string {
    const cfn = element as CfnElement;
    const resources = platform.api.toJSON().Resources as Record<string, { Properties: { Code: { S3Key: string } } }>;
    const key = resources[cfn.stack.getLogicalId(cfn)]!.Properties.Code.S3Key;
    return path.join(platform.outdir, `asset.${key.replace(/\.zip$/, '')}`);
  }

  it('emits one minified ESM file with a source map per group, leaving only the runtime’s AWS SDK out', () => {
    for (const [group, fn] of platform.stage.api.functions) {
      const dir = bundleDirOf(fn.node.defaultChild);
      expect(existsSync(path.join(dir, 'index.mjs')), group).toBe(true);
      expect(existsSync(path.join(dir, 'index.mjs.map')), group).toBe(true);
      const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
      const imported = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["']([@a-z.][a-z0-9@/._:-]*)["']/g)].map((match) => match[1]!);
      const fromOutside = imported.filter(
        (specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier) && !specifier.startsWith('@aws-sdk/'),
      );
      // The groups that decode pictures load sharp from their own node_modules (see below); no other package.
      expect(fromOutside, group).toEqual(GROUP_ACCESS[group].checksPictures ? ['sharp'] : []);
    }
  });

  it('gives the groups that decode pictures sharp and its libvips, loaded on the first check, not when the function starts', () => {
    for (const [group, fn] of platform.stage.api.functions) {
      const dir = bundleDirOf(fn.node.defaultChild);
      const carries = existsSync(path.join(dir, 'node_modules', '@img', 'sharp-libvips-linux-x64', 'package.json'));
      expect(carries, group).toBe(GROUP_ACCESS[group].checksPictures === true);
      if (!carries) continue;
      const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
      // Only a dynamic import: a static one would load 18 MB of libvips on every cold start of the group.
      expect(code, group).not.toMatch(/(?:^|[;\n])\s*import[^(;]*from\s*["']sharp["']/);
      expect(code, group).toMatch(/import\(\s*["']sharp["']\s*\)/);
      const check = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', "const { default: sharp } = await import('sharp'); process.stdout.write(sharp.versions.vips)"],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(check, group).toMatch(/^\d+\.\d+/);
    }
  });

  it('runs: the public bundle answers GET /health without the repository around it', () => {
    const dir = bundleDirOf(platform.stage.api.functions.get('public')!.node.defaultChild);
    const answer = invokeBundle(dir, {
      version: '2.0',
      routeKey: 'GET /health',
      rawPath: '/health',
      rawQueryString: '',
      headers: { host: 'example.cloudfront.net' },
      isBase64Encoded: false,
      requestContext: {
        accountId: '111122223333',
        apiId: 'api',
        domainName: 'example.cloudfront.net',
        domainPrefix: 'example',
        http: { method: 'GET', path: '/health', protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'bundling-test' },
        requestId: 'bundle-test',
        routeKey: 'GET /health',
        stage: '$default',
        time: new Date().toUTCString(),
        timeEpoch: Date.now(),
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    expect(answer.headers['cache-control'] ?? answer.headers['Cache-Control']).toBe('no-store');
  });

  it("runs the image function's bundle with the sharp it carries: a wrong address answers 400 without the repository around it", () => {
    const web = platform.web.toJSON().Resources as Record<string, { Properties: { Code: { S3Key: string } } }>;
    const image = web[platform.stage.web.getLogicalId(platform.stage.web.imageFunction.node.defaultChild as CfnElement)]!.Properties;
    const dir = path.join(platform.outdir, `asset.${image.Code.S3Key.replace(/\.zip$/, '')}`);
    for (const name of ['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'])
      expect(existsSync(path.join(dir, 'node_modules', name, 'package.json')), name).toBe(true);
    // Loading the handler loads sharp and libvips from the bundle's own node_modules.
    const answer = invokeBundle(dir, { rawPath: '/_v/webp/500/package-images/a.jpg', requestContext: { http: { method: 'GET' } } });
    expect(answer.statusCode).toBe(400);
    const check = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "const { default: sharp } = await import('sharp'); process.stdout.write(sharp.versions.vips)"],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(check).toMatch(/^\d+\.\d+/);
  });

  it('runs the scheduled-jobs bundle without the repository around it: an empty list of jobs by hand runs none', () => {
    const dir = bundleDirOf(platform.stage.api.scheduledJobsFunction.node.defaultChild);
    expect(invokeBundle(dir, { jobs: [] })).toEqual({ runs: [] });
  });

  it("runs the render function's code without the repository around it (the built renderer, or the not-built notice)", () => {
    const web = platform.web.toJSON().Resources as Record<
      string,
      { Properties: { Code: { S3Key: string }; Handler: string; Environment: { Variables: Record<string, string> } } }
    >;
    const render = web[platform.stage.web.getLogicalId(platform.stage.web.renderFunction.node.defaultChild as CfnElement)]!.Properties;
    const dir = path.join(platform.outdir, `asset.${render.Code.S3Key.replace(/\.zip$/, '')}`);
    expect(render.Handler).toBe('render-function.handler');
    expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))).toEqual({ type: 'module' });
    const answer = invokeBundle(
      dir,
      {
        version: '2.0',
        routeKey: '$default',
        rawPath: '/robots.txt',
        rawQueryString: '',
        headers: { host: 'fn.lambda-url.ca-central-1.on.aws', 'x-site-host': 'd111.cloudfront.net' },
        isBase64Encoded: false,
        requestContext: {
          domainName: 'fn.lambda-url.ca-central-1.on.aws',
          requestId: 'bundle-test',
          http: { method: 'GET', path: '/robots.txt', sourceIp: '192.0.2.1' },
        },
      },
      { module: 'render-function.js', env: { NODE_ENV: 'production', TDP_RUNTIME_CONFIG: render.Environment.Variables.TDP_RUNTIME_CONFIG! } },
    );
    if (existsSync(path.join(dir, 'index.html'))) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Sitemap: https://d111.cloudfront.net/sitemap.xml');
      const imported = [...readFileSync(path.join(dir, 'render-function.js'), 'utf8').matchAll(/\bfrom\s*["']([@a-z][a-z0-9@/._:-]*)["']/g)].map(
        (match) => match[1]!,
      );
      expect(
        imported.filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier) && !specifier.startsWith('@aws-sdk/')),
      ).toEqual([]);
    } else {
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('npm run build');
    }
  });
});
