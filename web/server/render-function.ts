// The render function (AWS Lambda, behind CloudFront through its function URL): renders the public pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { checkRuntimeConfig, type RuntimeConfig } from '@tdp/shared/runtime-config';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { handler as publicHandler } from '@tdp/functions/groups/public/handler';
import type { GatewayRoute } from '@tdp/functions/http/api-gateway-event';
import { inProcessTransport } from '@tdp/functions/http/in-process-transport';
import { s3PageCopyStore } from '@tdp/functions/cdn/page-copy-store';
import * as entryServer from '../src/entry-server.tsx';
import { createRenderHandler, type PageRenderer, type RenderEvent, type RenderResult } from './render-handler.ts';
import { PAGE_COPIES_BUCKET_ENV, PAGE_COPY_KEY_PREFIX, RUNTIME_CONFIG_ENV, SITE_URL_ENV } from './render-settings.ts';

/**
 * The page template: the built index.html, copied beside this module in the function's code (infra/lib/web-stack.ts).
 * A path built at run time: Vite would take a literal `new URL('./index.html', import.meta.url)` for an asset.
 */
const TEMPLATE_FILE = 'index.html';

function readConfig(): RuntimeConfig {
  const raw = process.env[RUNTIME_CONFIG_ENV];
  if (!raw) throw new Error(`${RUNTIME_CONFIG_ENV} is not set: the render function needs the stage's runtime config`);
  const checked = checkRuntimeConfig(JSON.parse(raw));
  if (!checked.ok)
    throw new Error(`${RUNTIME_CONFIG_ENV} does not match the runtime config schema: ${checked.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`);
  return checked.config;
}

let template: string | undefined;
function readTemplate(): string {
  template ??= readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), TEMPLATE_FILE), 'utf8');
  return template;
}

/** The invocation being answered: the public group's calls share its deadline. */
let invocation: Context | undefined;

/** A Lambda context of its own for each in-process call (the group handler keys per-request state on it). */
function callContext(requestId: string): Context {
  const outer = invocation;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: outer?.functionName ?? 'render',
    functionVersion: outer?.functionVersion ?? '$LATEST',
    invokedFunctionArn: outer?.invokedFunctionArn ?? '',
    memoryLimitInMB: outer?.memoryLimitInMB ?? '0',
    awsRequestId: requestId,
    logGroupName: outer?.logGroupName ?? '',
    logStreamName: outer?.logStreamName ?? '',
    getRemainingTimeInMillis: () => outer?.getRemainingTimeInMillis() ?? 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * The routes the pages read: the public group's own (its handler lists their keys). Calls are direct: this function
 * sets no `ORIGIN_VERIFY`, so the group answers them as direct calls (no origin secret is needed or held here).
 */
const publicRoutes: GatewayRoute[] = publicHandler.routeKeys.map((key) => {
  const [method, routePath] = key.split(' ') as [string, string];
  return { name: key, method, path: routePath, group: 'public' satisfies HandlerGroup };
});

const transport = inProcessTransport({
  routes: () => publicRoutes,
  invoke: (_group, event) => publicHandler(event, callContext(event.requestContext.requestId)),
});
entryServer.setServerApiTransport(transport);

const pageCopiesBucket = process.env[PAGE_COPIES_BUCKET_ENV];

const answer = createRenderHandler({
  renderer: entryServer satisfies PageRenderer,
  template: readTemplate,
  config: readConfig(),
  siteUrl: process.env[SITE_URL_ENV] || undefined,
  // Each page's last good copy, shown when its render fails (docs/decisions/render-failures.md).
  pageCopies: pageCopiesBucket ? s3PageCopyStore(pageCopiesBucket, PAGE_COPY_KEY_PREFIX) : undefined,
});

/** Lambda entry point (`render-function.handler`). */
export async function handler(event: APIGatewayProxyEventV2 | RenderEvent, context: Context): Promise<RenderResult> {
  invocation = context;
  try {
    return await answer(event);
  } finally {
    invocation = undefined;
  }
}
