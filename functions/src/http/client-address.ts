import { isIP } from 'node:net';
import type { ApiEvent } from './http-types.ts';
import type { RequestPath } from './origin-verification.ts';

/**
 * Header that the distribution's API behaviours set to the viewer's IP address (edge function
 * `infra/lib/edge/viewer-address.js`, from `event.viewer.ip`), replacing any value a viewer sent; the local
 * site's proxy sets it the same way.
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

function headerOf(event: ApiEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * The address of the person calling, for every per-address limit and log line. Behind CloudFront, API
 * Gateway's `sourceIp` is an edge shared by many visitors, so a request that proved it came through the
 * distribution (`through-cdn`: it carries the origin secret) is keyed on the viewer's address the distribution
 * wrote. Any other request is keyed on its direct peer (`sourceIp`), whatever viewer headers it carries: a
 * caller who reaches the API directly can write those headers freely.
 */
export function clientAddressOf(event: ApiEvent, path: RequestPath): string {
  const peer = event.requestContext?.http?.sourceIp ?? '';
  if (path !== 'through-cdn') return peer;
  const viewer = headerOf(event, VIEWER_ADDRESS_HEADER)?.trim().toLowerCase();
  return viewer && isIP(viewer) ? viewer : peer;
}
