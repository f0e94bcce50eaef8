import { describe, expect, it } from 'vitest';
import { addressLimitKey, clientAddressOf } from './client-address.ts';
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

describe('addressLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one subject, written in any form', () => {
    const forms = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:abcd::', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::1.2.3.4'];
    expect(new Set(forms.map(addressLimitKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressLimitKey('0:0:0:0:0:FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves anything that is not an address as it is (a direct peer the gateway did not name)', () => {
    expect(addressLimitKey('')).toBe('');
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});
