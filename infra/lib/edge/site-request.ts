import { readFileSync } from 'node:fs';
import { FIXED_LEGACY_REDIRECTS } from '@tdp/shared/deals/legacy-redirects';

/** Where the table goes in site-request.js: the one shared table of the old site's fixed redirects. */
const TABLE_MARKER = '/* LEGACY_REDIRECTS */ {}';

/**
 * The code of the site's viewer-request CloudFront Function (site-request.js) with the old site's fixed redirects
 * written in from `@tdp/shared/deals/legacy-redirects`, the table the SPA answers them with: one source, two places.
 */
export function siteRequestFunctionCode(redirects: Readonly<Record<string, string>> = FIXED_LEGACY_REDIRECTS): string {
  const source = readFileSync(new URL('./site-request.js', import.meta.url), 'utf8');
  if (!source.includes(TABLE_MARKER)) throw new Error(`site-request.js has lost its ${TABLE_MARKER} marker`);
  return source.replace(TABLE_MARKER, JSON.stringify(redirects));
}
