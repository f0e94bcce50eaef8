import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { STAGES } from '../lib/stage-config.ts';
import { synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/** Runs a bundled handler in a fresh Node process, away from the repository's node_modules. */
function invokeBundle(bundleDir: string, event: unknown): { statusCode: number; headers: Record<string, string>; body: string } {
  const script = `const { handler } = await import(${JSON.stringify(path.join(bundleDir, 'index.mjs'))});
process.stdout.write(JSON.stringify(await handler(JSON.parse(process.argv[1]), { awsRequestId: 'bundle-test' })));`;
  const output = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script, JSON.stringify(event)], {
    cwd: bundleDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', AWS_REGION: 'ca-central-1', STAGE: 'dev' },
    encoding: 'utf8',
  });
  return JSON.parse(output) as { statusCode: number; headers: Record<string, string>; body: string };
}

describe('bundling the handler groups with esbuild, as `cdk synth` does', () => {
  let platform: SynthesisedPlatform;

  beforeAll(() => {
    platform = synthesisePlatform(STAGES.dev!, { bundle: true });
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

  it('emits one self-contained minified ESM file with a source map per group', () => {
    for (const [group, fn] of platform.stage.api.functions) {
      const dir = bundleDirOf(fn.node.defaultChild);
      expect(existsSync(path.join(dir, 'index.mjs')), group).toBe(true);
      expect(existsSync(path.join(dir, 'index.mjs.map')), group).toBe(true);
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
});
