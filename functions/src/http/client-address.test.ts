import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';
import type { ApiEvent } from './http-types.ts';

function event(headers: Record<string, string>, sourceIp = '130.176.1.1'): ApiEvent {
  return { headers, requestContext: { http: { sourceIp } } } as unknown as ApiEvent;
}

describe('clientAddressOf', () => {
  it("takes the viewer's address the distribution wrote on a request that came through it, IPv4 or IPv6", () => {
    expect(clientAddressOf(event({ 'x-viewer-address': '203.0.113.7' }), 'through-cdn')).toBe('203.0.113.7');
    expect(clientAddressOf(event({ 'X-Viewer-Address': ' 2001:DB8::1 ' }), 'through-cdn')).toBe('2001:db8::1');
  });

  it('falls back to the direct peer when the header is absent or not an address', () => {
    expect(clientAddressOf(event({}), 'through-cdn')).toBe('130.176.1.1');
    expect(clientAddressOf(event({ 'x-viewer-address': 'nonsense' }), 'through-cdn')).toBe('130.176.1.1');
    expect(clientAddressOf(event({ 'x-viewer-address': '203.0.113.7:443' }), 'through-cdn')).toBe('130.176.1.1');
  });

  it('never trusts viewer headers on a direct request: the caller could have written them', () => {
    const forged = { 'x-viewer-address': '203.0.113.7', 'cloudfront-viewer-address': '203.0.113.7:443', 'x-forwarded-for': '203.0.113.7' };
    expect(clientAddressOf(event(forged), 'direct')).toBe('130.176.1.1');
  });

  it('ignores CloudFront-Viewer-Address even through the distribution (the API behaviours do not forward it)', () => {
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.7:443' }), 'through-cdn')).toBe('130.176.1.1');
  });
});
