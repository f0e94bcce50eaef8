import { isIP } from 'node:net';
import type { ApiEvent } from '../../http/http-types.ts';

/**
 * The address of the person calling, for per-address sign-in limits. Behind CloudFront, API Gateway's
 * `sourceIp` is a CloudFront edge shared by many visitors, so the viewer's address is taken from
 * `CloudFront-Viewer-Address` (`ip:port`, set by CloudFront, which overwrites any client value) when the
 * distribution forwards it; otherwise the direct peer (`sourceIp`, e.g. the local gateway's caller).
 */
export function clientAddressOf(event: ApiEvent): string {
  const headers = event.headers ?? {};
  const viewer = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cloudfront-viewer-address')?.[1];
  if (viewer) {
    // IPv6 addresses contain colons too: the port is whatever follows the last one.
    const address = viewer.trim().slice(0, viewer.trim().lastIndexOf(':'));
    if (isIP(address)) return address;
  }
  return event.requestContext?.http?.sourceIp ?? '';
}
