import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import type { GatewayRoute } from '@tdp/functions/http/api-gateway-event';

/** A group's Lambda entry point, as `functions/src/groups/<group>/handler.ts` exports it. */
export type GroupHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const GROUPS_DIR = new URL('../../functions/src/groups/', import.meta.url);

/**
 * The manifest's routes, read when called: imported dynamically so that a handler process reports a broken
 * manifest as a load error instead of dying on a static import.
 */
export async function loadManifestRoutes(): Promise<GatewayRoute[]> {
  const { routeList } = await import('@tdp/shared/api/routes');
  return routeList.map((route) => ({ name: route.name, method: route.method, path: route.path, group: route.group }));
}

/** Imports the handler module of every group that has routes (the same modules Lambda runs). */
export async function loadGroupHandlers(routes: readonly GatewayRoute[]): Promise<Map<HandlerGroup, GroupHandler>> {
  const groups = [...new Set(routes.map((route) => route.group))];
  const loaded = await Promise.all(
    groups.map(async (group) => {
      const module = (await import(fileURLToPath(new URL(`${group}/handler.ts`, GROUPS_DIR)))) as { handler?: GroupHandler };
      if (typeof module.handler !== 'function') throw new Error(`functions/src/groups/${group}/handler.ts does not export a handler`);
      return [group, module.handler] as const;
    }),
  );
  return new Map(loaded);
}

/** A Lambda context for one invocation; handlers key per-request state on it, so each call gets its own. */
export function lambdaContext(group: HandlerGroup, requestId: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `tdp-local-${group}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ca-central-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
