import { VIDEO_EMBED_ORIGINS } from '@tdp/shared/schemas/portal-fields';

/**
 * The security headers of every answer of the site (pages, media, API), in one place: the CloudFront response
 * headers policy (web-stack.ts) is built from these values, and the local site sends {@link siteSecurityHeaders}
 * (infra/local/site-headers.ts). The Content-Security-Policy itself comes from content-security-policy.ts.
 */

/** HSTS max-age: two years (browsers and preload lists expect at least one), subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 3600;
/** Never framed, by anyone. */
export const FRAME_OPTION = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Features the site never uses, switched off for it and for anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Origins the site frames: the portal's YouTube and Vimeo players, and the stage's booking engine when it has one. */
export function siteFrameOrigins(bookingEngineUrl: string): string[] {
  return [...VIDEO_EMBED_ORIGINS, ...(bookingEngineUrl ? [new URL(bookingEngineUrl).origin] : [])];
}

/** The headers as a browser receives them from CloudFront, for a given Content-Security-Policy. */
export function siteSecurityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTION,
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
