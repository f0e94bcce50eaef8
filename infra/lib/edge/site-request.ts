import { FIXED_LEGACY_REDIRECTS } from '@tdp/shared/deals/legacy-redirects';
import { PAGE_QUERY_RULES, type PageQueryRule } from '../../../web/server/page-query-rules.ts';
import { edgeFunctionCodeWith } from './edge-function-code.ts';

/**
 * The code of the site's viewer-request CloudFront Function (site-request.js) with two tables written in: the old
 * site's fixed redirects from `@tdp/shared/deals/legacy-redirects`, the table the SPA answers them with, and the query
 * parameters each public page reads (web/server/page-query-rules.ts), the table the cache policy's allow list comes
 * from: one source, two places each.
 */
export function siteRequestFunctionCode(
  redirects: Readonly<Record<string, string>> = FIXED_LEGACY_REDIRECTS,
  queryRules: readonly PageQueryRule[] = PAGE_QUERY_RULES,
): string {
  const withRedirects = edgeFunctionCodeWith('site-request.js', '/* LEGACY_REDIRECTS */ {}', redirects);
  const marker = '/* PAGE_QUERY_RULES */ []';
  if (!withRedirects.includes(marker)) throw new Error(`site-request.js has lost its ${marker} marker`);
  return withRedirects.replace(marker, () => JSON.stringify(queryRules));
}
