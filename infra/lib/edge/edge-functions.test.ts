import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

interface ViewerRequest {
  uri: string;
}

/** Loads a CloudFront Function file as CloudFront does: a script whose global `handler` gets the event. */
function loadEdgeFunction(file: string): (event: { request: ViewerRequest }) => ViewerRequest {
  const code = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return context.handler as (event: { request: ViewerRequest }) => ViewerRequest;
}

function uriAfter(handler: ReturnType<typeof loadEdgeFunction>, uri: string): string {
  return handler({ request: { uri } }).uri;
}

describe('SPA fallback (default behaviour)', () => {
  const handler = loadEdgeFunction('spa-fallback.js');

  it.each(['/', '/deals', '/deals/caribbean-escape-2027', '/resetpassword/Zm9vYmFy_-', '/admin-dashboard/packages/edit/12', '/agent-dashboard/SuppliersGuide/Ground&Rail'])(
    'serves the app page for %s',
    (uri) => expect(uriAfter(handler, uri)).toBe('/index.html'),
  );

  it.each(['/index.html', '/config.json', '/assets/index-4f3a2b.js', '/assets/logo.svg', '/favicon.ico', '/robots.txt'])(
    'serves the file %s itself',
    (uri) => expect(uriAfter(handler, uri)).toBe(uri),
  );

  it('treats a dotted slug that does not end like a file name as a page', () => {
    expect(uriAfter(handler, '/deals/paris-3.5-stars')).toBe('/index.html');
  });
});

describe('media prefix (the /media/* behaviour)', () => {
  const handler = loadEdgeFunction('strip-media-prefix.js');

  it('maps /media/<key> to the bucket key', () => {
    expect(uriAfter(handler, '/media/package-images/cancun/beach.jpg')).toBe('/package-images/cancun/beach.jpg');
  });

  it('strips only the leading prefix', () => {
    expect(uriAfter(handler, '/media/Documents/media/guide.pdf')).toBe('/Documents/media/guide.pdf');
  });
});

describe('viewer address (every API behaviour)', () => {
  type HeaderMap = Record<string, { value: string }>;
  const code = readFileSync(new URL('./viewer-address.js', import.meta.url), 'utf8');
  const context = vm.createContext({});
  vm.runInContext(code, context);
  const handler = context.handler as (event: { viewer: { ip: string }; request: { uri: string; headers: HeaderMap } }) => { uri: string; headers: HeaderMap };

  it("writes the viewer's IP address CloudFront saw, IPv4 or IPv6", () => {
    expect(handler({ viewer: { ip: '203.0.113.7' }, request: { uri: '/api/leads/quote', headers: {} } }).headers['x-viewer-address']).toEqual({ value: '203.0.113.7' });
    expect(handler({ viewer: { ip: '2001:db8::1' }, request: { uri: '/health', headers: {} } }).headers['x-viewer-address']).toEqual({ value: '2001:db8::1' });
  });

  it('replaces a value the viewer sent itself, and leaves the rest of the request alone', () => {
    const request = { uri: '/api/auth/login/agent', headers: { 'x-viewer-address': { value: '198.51.100.1' }, authorization: { value: 'Bearer x' } } };
    expect(handler({ viewer: { ip: '203.0.113.7' }, request })).toEqual({
      uri: '/api/auth/login/agent',
      headers: { 'x-viewer-address': { value: '203.0.113.7' }, authorization: { value: 'Bearer x' } },
    });
  });
});
