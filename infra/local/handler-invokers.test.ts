import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { buildApiGatewayEvent, matchRoute } from '@tdp/functions/http/api-gateway-event';
import { createInProcessInvoker, createReloadingInvoker, type HandlerInvoker } from './handler-invokers.ts';

async function healthEvent(invoker: HandlerInvoker): Promise<APIGatewayProxyEventV2> {
  const match = matchRoute(await invoker.routes(), 'GET', '/health');
  if (match.kind !== 'route') throw new Error('GET /health is not in the manifest');
  return buildApiGatewayEvent(
    { method: 'GET', url: '/health', rawHeaders: ['Host', '127.0.0.1'], body: Buffer.alloc(0), sourceIp: '127.0.0.1', localPort: 1 },
    match.route,
    match.pathParameters,
  );
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('in-process invoker', () => {
  it('knows the manifest routes and runs the group handler modules', async () => {
    const invoker = await createInProcessInvoker();
    expect(await invoker.routes()).toContainEqual({ name: 'health', method: 'GET', path: '/health', group: 'public' });
    const result = (await invoker.invoke('public', await healthEvent(invoker))) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(200);
  });
});

describe('reloading invoker', () => {
  let watched: string;
  let invoker: HandlerInvoker;
  const lines: string[] = [];

  beforeAll(async () => {
    watched = await mkdtemp(join(tmpdir(), 'tdp-reload-test-'));
    invoker = createReloadingInvoker({
      env: { LOG_LEVEL: 'silent', CONTENT_TABLE: 'c', IDENTITY_TABLE: 'i', LEADS_TABLE: 'l', MEDIA_BUCKET: 'm', STAGE: 'local', DATA_DIR: watched },
      watchDirs: [watched],
      log: (line) => lines.push(line),
    });
  });
  afterAll(async () => {
    await invoker.close();
    await rm(watched, { recursive: true, force: true });
  });

  it('runs the handlers in a child process', async () => {
    const result = (await invoker.invoke('public', await healthEvent(invoker))) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toMatchObject({ status: 'ok' });
  });

  it('loads a fresh copy when a watched file changes and keeps answering meanwhile', async () => {
    await writeFile(join(watched, 'changed.ts'), 'export {};');
    const during = invoker.invoke('public', await healthEvent(invoker));
    await until(() => lines.some((line) => line.startsWith('reloaded the handler code (changed.ts)')), 30_000);
    expect(((await during) as APIGatewayProxyStructuredResultV2).statusCode).toBe(200);
    const after = (await invoker.invoke('public', await healthEvent(invoker))) as APIGatewayProxyStructuredResultV2;
    expect(after.statusCode).toBe(200);
  });

  it('ignores changes to test files', async () => {
    const before = lines.length;
    await writeFile(join(watched, 'something.test.ts'), 'export {};');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.length).toBe(before);
  });
});
