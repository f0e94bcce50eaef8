// The handler code of the local stack in its own process, so that `npm start` can load a fresh copy when
// the code changes (ES modules cannot be unloaded). It plays Lambda: the gateway process sends events over
// IPC and gets the handlers' results back. Started by the reloading invoker in `handler-invokers.ts`.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { lambdaContext, loadGroupHandlers, loadManifestRoutes } from './group-handlers.ts';

interface InvokeMessage {
  type: 'invoke';
  id: number;
  group: HandlerGroup;
  event: APIGatewayProxyEventV2;
}

process.on('disconnect', () => process.exit(0));
// Ctrl-C reaches the whole process group; the gateway process decides when this copy stops.
process.on('SIGINT', () => undefined);

try {
  const routes = await loadManifestRoutes();
  const handlers = await loadGroupHandlers(routes);
  process.on('message', async (message: InvokeMessage) => {
    if (message.type !== 'invoke') return;
    try {
      const handler = handlers.get(message.group);
      if (!handler) throw new Error(`No handler module for group "${message.group}"`);
      const result = await handler(message.event, lambdaContext(message.group, message.event.requestContext.requestId));
      process.send?.({ type: 'result', id: message.id, result });
    } catch (error) {
      process.send?.({ type: 'error', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  process.send?.({ type: 'ready', routes });
} catch (error) {
  process.send?.({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
