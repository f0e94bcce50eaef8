import { inProcessTransport, type InProcessTransport } from '@tdp/functions/http/in-process-transport';
import type { HandlerInvoker } from './handler-invokers.ts';

/** A transport for the web's `apiFetch` (`setApiTransport`): a URL and a fetch `init` in, a `Response` out. */
export type InProcessApiTransport = InProcessTransport;

/**
 * The server renderer's reads, answered by the API's handlers in this process (the local stack's invoker), as the
 * render function answers them in AWS with the public group's handler (web/server/render-function.ts): the request
 * becomes the HTTP API event the route's group receives, with no HTTP hop to the site itself.
 */
export function inProcessApiTransport(invoker: HandlerInvoker): InProcessApiTransport {
  return inProcessTransport({ routes: () => invoker.routes(), invoke: (group, event) => invoker.invoke(group, event) });
}
