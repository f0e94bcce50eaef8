import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../http/http-types.ts';
import { clientAddressOf } from './client-address.ts';

function event(headers: Record<string, string>, sourceIp = '130.176.1.1'): ApiEvent {
  return { headers, requestContext: { http: { sourceIp } } } as unknown as ApiEvent;
}

describe('clientAddressOf', () => {
  it("takes the viewer's address from CloudFront-Viewer-Address, IPv4 or IPv6", () => {
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.7:53124' }))).toBe('203.0.113.7');
    expect(clientAddressOf(event({ 'CloudFront-Viewer-Address': '2001:db8::1:443' }))).toBe('2001:db8::1');
  });

  it('falls back to the direct peer when the header is absent or not an address', () => {
    expect(clientAddressOf(event({}))).toBe('130.176.1.1');
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': 'nonsense' }))).toBe('130.176.1.1');
  });
});
