/** Origins, beyond the site's own, that the site's pages may reach. */
export interface ContentSecurityPolicySources {
  /** Where the browser sends requests (fetch/XHR): the media bucket, for presigned uploads. */
  connect?: readonly string[];
  /** Pages the site embeds in frames: the booking engine. */
  frames?: readonly string[];
  /**
   * Images from another origin. None in AWS (media are under the site's `/media/`); the local stack adds s3rver,
   * whose address the functions' `MEDIA_PUBLIC_URL` names there.
   */
  images?: readonly string[];
  /**
   * Scripts besides the site's own files. Never in AWS; only the local Vite dev server adds the hash of the one
   * inline script its React plugin injects (infra/local/site-headers.ts).
   */
  scripts?: readonly string[];
}

/**
 * The site's Content-Security-Policy: scripts only from the site itself (no inline scripts), no plugins,
 * no `<base>` rewriting, never framed by another site. Inline styles are allowed because Fluent UI
 * injects its styles at run time. Served by CloudFront in AWS and by the local site (with the local origins,
 * infra/local/site-headers.ts), together with the other headers of infra/lib/security-headers.ts.
 */
export function contentSecurityPolicy(sources: ContentSecurityPolicySources = {}): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(sources.scripts ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["img-src 'self' data: blob:", ...(sources.images ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...(sources.connect ?? [])].join(' '),
    "form-action 'self'",
  ];
  if (sources.frames?.length) directives.push(['frame-src', ...sources.frames].join(' '));
  return directives.join('; ');
}
