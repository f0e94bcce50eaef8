/** Origins, beyond the site's own, that the site's pages may reach. */
export interface ContentSecurityPolicySources {
  /** Where the browser sends requests (fetch/XHR): the media bucket, for presigned uploads. */
  connect?: readonly string[];
  /** Pages the site embeds in frames: the booking engine. */
  frames?: readonly string[];
}

/**
 * The site's Content-Security-Policy: scripts only from the site itself (no inline scripts), no plugins,
 * no `<base>` rewriting, never framed by another site. Inline styles are allowed because Fluent UI
 * injects its styles at run time. Served by CloudFront in AWS; browser tests serve the built SPA with
 * the same value.
 */
export function contentSecurityPolicy(sources: ContentSecurityPolicySources = {}): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...(sources.connect ?? [])].join(' '),
    "form-action 'self'",
  ];
  if (sources.frames?.length) directives.push(['frame-src', ...sources.frames].join(' '));
  return directives.join('; ');
}
