import { isIP, isIPv4 } from 'node:net';
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

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...missing, ...tailGroups].map((group) => parseInt(group, 16));
}

/**
 * The subject every per-address limit counts for `address`: an IPv4 address as it is (an IPv4-mapped IPv6 address,
 * `::ffff:203.0.113.7`, as its IPv4), an IPv6 address as its /64 (`2001:db8:1:2::/64`). One IPv6 subscriber,
 * home or phone, is handed a whole /64 and can send from any of its 2^64 addresses; keying on the full address
 * would give each of them a fresh limit (docs/security.md).
 */
export function addressLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high, low] = [groups[6]!, groups[7]!];
    const ipv4 = `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
    if (isIPv4(ipv4)) return ipv4;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
