import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only and forbids plugins, base rewriting and framing', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
        "img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; form-action 'self'",
    );
  });

  it('adds the upload origin to connect-src and the booking engine to frame-src', () => {
    const policy = contentSecurityPolicy({ connect: ['https://media.s3.ca-central-1.amazonaws.com'], frames: ['https://book.example.com'] });
    expect(policy).toContain("connect-src 'self' https://media.s3.ca-central-1.amazonaws.com");
    expect(policy).toMatch(/; frame-src https:\/\/book\.example\.com$/);
    expect(policy).toContain("script-src 'self';");
  });

  it('adds other image origins and script sources only when asked (the local stack)', () => {
    const policy = contentSecurityPolicy({ images: ['http://127.0.0.1:4569'], scripts: ["'sha256-abc='"] });
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:4569;");
    expect(policy).toContain("script-src 'self' 'sha256-abc=';");
  });
});
