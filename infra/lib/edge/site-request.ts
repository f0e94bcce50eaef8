import { FIXED_LEGACY_REDIRECTS } from '@tdp/shared/deals/legacy-redirects';
import { edgeFunctionCodeWith } from './edge-function-code.ts';

/**
 * The code of the site's viewer-request CloudFront Function (site-request.js) with the old site's fixed redirects
 * written in from `@tdp/shared/deals/legacy-redirects`, the table the SPA answers them with: one source, two places.
 */
export function siteRequestFunctionCode(redirects: Readonly<Record<string, string>> = FIXED_LEGACY_REDIRECTS): string {
  return edgeFunctionCodeWith('site-request.js', '/* LEGACY_REDIRECTS */ {}', redirects);
}
