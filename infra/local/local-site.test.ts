import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS } from '@tdp/shared/schemas/portal-fields';
import { originSecretDigest } from '@tdp/functions/http/origin-verification';
import { contentSecurityPolicy } from '../lib/content-security-policy.ts';
import { siteSecurityHeaders } from '../lib/security-headers.ts';
import {
  BUILT_ASSET_CACHE_CONTROL,
  builtAssetsCaching,
  createLocalOriginSecret,
  localContentSecurityPolicy,
  localSiteHeaders,
  mediaRefusal,
} from './local-site.ts';

const ADDRESSES = { apiUrl: 'http://127.0.0.1:3001', webUrl: 'http://127.0.0.1:5173', mediaBaseUrl: 'http://127.0.0.1:4569/tdp-local-media/' };

describe('mediaRefusal (the /media/ rules of the distribution and the bucket policy)', () => {
  it.each([
    ['GET', '/media/package-images/beach.jpg'],
    ['HEAD', '/media/package-images/beach.jpg'],
    ['GET', '/media/package-images/guide%202027.pdf'],
    ['GET', '/media/suppliers/logo/Atlantic%20Rail.png'],
    ['GET', '/media/agents/nadia-haddad/photo-1.jpg'],
    ['GET', '/media/documents/not-the-private-folder.pdf'],
    ['GET', '/media/package-images/beach.jpg?list-type=2'],
  ])('serves %s %s', (method, url) => {
    expect(mediaRefusal(method, url)).toBeNull();
  });

  it.each([
    ['GET', '/media/'],
    ['GET', '/media/?list-type=2'],
    ['GET', '/media/?prefix=applications/'],
    ['GET', '/media/package-images/'],
    ['GET', '/media/applications/2026-01/abc/cv.pdf'],
    ['HEAD', '/media/applications/2026-01/abc/cv.pdf'],
    ['GET', '/media/applications%2F2026-01%2Fabc%2Fcv.pdf'],
    ['GET', '/media/%61pplications/2026-01/abc/cv.pdf'],
    ['GET', '/media/package-images/../applications/2026-01/abc/cv.pdf'],
    ['GET', '/media/package-images/%2E%2E/applications/2026-01/abc/cv.pdf'],
    ['GET', '/media/./applications/x.pdf'],
    ['GET', '/media/Documents/Forms/Pre-departure%20Checklist.pdf'],
    ['HEAD', '/media/Documents/Forms/Pre-departure%20Checklist.pdf'],
    ['GET', '/media/Documents/Forms/Pre-departure%20Checklist.pdf?x=1'],
    ['GET', '/media/%44ocuments/Forms/Pre-departure%20Checklist.pdf'],
    ['GET', '/media/Documents%2FForms%2FPre-departure%20Checklist.pdf'],
    ['GET', '/media/package-images/../Documents/Forms/Pre-departure%20Checklist.pdf'],
    ['GET', '/media/package-images/%2e%2e/Documents/Forms/Pre-departure%20Checklist.pdf'],
    ['GET', '/media/./Documents/Forms/Pre-departure%20Checklist.pdf'],
    ['GET', '/media/package-images//x.jpg'],
    ['GET', '/media/%E0%A4%A'],
    ['PUT', '/media/package-images/beach.jpg'],
    ['POST', '/media/package-images/beach.jpg'],
    ['DELETE', '/media/package-images/beach.jpg'],
    ['OPTIONS', '/media/package-images/beach.jpg'],
  ])('refuses %s %s', (method, url) => {
    expect(mediaRefusal(method, url)).toEqual(expect.any(String));
  });
});

describe('the local site headers', () => {
  it("send CloudFront's header set with the production policy, plus the local origins where AWS has its own", () => {
    const headers = localSiteHeaders(ADDRESSES, 'preview');
    const policy = headers['content-security-policy']!;
    expect(headers).toEqual(siteSecurityHeaders(policy));
    expect(policy).toBe(
      contentSecurityPolicy({
        connect: ['http://127.0.0.1:4569', 'http://127.0.0.1:3001'],
        images: ['http://127.0.0.1:4569'],
        frames: [...VIDEO_EMBED_ORIGINS],
      }),
    );
  });

  it("add, for Vite's dev server only, the hash of React's refresh preamble and the dev server's websocket", () => {
    const preview = localContentSecurityPolicy(ADDRESSES, 'preview');
    const dev = localContentSecurityPolicy(ADDRESSES, 'dev');
    expect(dev).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(dev).toContain('ws://127.0.0.1:5173 ws://localhost:5173');
    expect(dev.replace(/ 'sha256-[^']+'/, '').replace(' ws://127.0.0.1:5173 ws://localhost:5173', '')).toBe(preview);
    expect(`${dev} ${preview}`).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});

describe('the local origin secret', () => {
  it('is new on every start, and the functions get only its digest, in optional mode', () => {
    const first = createLocalOriginSecret();
    const second = createLocalOriginSecret();
    expect(first.value).not.toBe(second.value);
    expect(first.env).toEqual({ ORIGIN_VERIFY: 'optional', ORIGIN_VERIFY_DIGESTS: originSecretDigest(first.value) });
    expect(JSON.stringify(first.env)).not.toContain(first.value);
  });
});

describe('the built files in vite preview', () => {
  /** What a middleware answers: the headers written for `url` after the static files' own (`no-cache`, as sirv sends). */
  function headersFor(url: string): Record<string, unknown> {
    const written: Record<string, unknown> = {};
    const response = {
      setHeader: (name: string, value: unknown) => void (written[name.toLowerCase()] = value),
      writeHead(this: unknown, _status: number, headers?: Record<string, unknown>) {
        for (const [name, value] of Object.entries(headers ?? {})) written[name.toLowerCase()] = value;
        return this;
      },
    };
    builtAssetsCaching({ url } as never, response as never, () => undefined);
    response.writeHead(200, { 'Cache-Control': 'no-cache' });
    return written;
  }

  it('answers the hashed files as the site bucket does, a year without asking again, and leaves the others alone', () => {
    expect(headersFor('/assets/admin-BQsUnfL5.js')['cache-control']).toBe(BUILT_ASSET_CACHE_CONTROL);
    expect(headersFor('/index.html')['cache-control']).toBe('no-cache');
    expect(headersFor('/config.json')['cache-control']).toBe('no-cache');
  });
});
