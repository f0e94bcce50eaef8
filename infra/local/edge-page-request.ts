import vm from 'node:vm';
import { siteRequestFunctionCode } from '../lib/edge/site-request.ts';

/** A query string as CloudFront hands it to a viewer function: values as the viewer sent them, repeats in `multiValue`. */
export type ViewerQueryString = Record<string, { value: string; multiValue?: Array<{ value: string }> }>;

type SiteRequestHandler = (event: {
  context: { distributionDomainName: string };
  request: { uri: string; headers: Record<string, { value: string }>; querystring: ViewerQueryString };
}) => { querystring?: unknown; statusCode?: number };

/** `a=1&a=2&b` (with or without `?`) as CloudFront's event shows it: `{a: {value: '1', multiValue: [...]}, b: {value: ''}}`. */
export function viewerQueryString(search: string): ViewerQueryString {
  const query: ViewerQueryString = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const split = pair.indexOf('=');
    const name = split === -1 ? pair : pair.slice(0, split);
    const value = split === -1 ? '' : pair.slice(split + 1);
    const entry = query[name];
    if (!entry) query[name] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  return query;
}

let siteRequest: SiteRequestHandler | undefined;

/** The site's viewer-request CloudFront Function, the very code CDK deploys, run as CloudFront runs it. */
function siteRequestHandler(): SiteRequestHandler {
  if (!siteRequest) {
    const context = vm.createContext({});
    vm.runInContext(siteRequestFunctionCode(), context);
    siteRequest = context.handler as SiteRequestHandler;
  }
  return siteRequest;
}

/**
 * The address (path and query) the render function gets for `url` in AWS: the site's edge function keeps only the
 * query parameters the page reads, normalised (docs/decisions/page-cache-keys.md). The local site renders with it, so
 * a page that reads a parameter missing from the rules fails locally as it would behind CloudFront. An old address the
 * function answers itself (a 301) is left as it is: the SPA's loader redirects it the same way.
 */
export function pageUrlAtTheEdge(url: string): string {
  const queryStart = url.indexOf('?');
  const uri = queryStart === -1 ? url : url.slice(0, queryStart);
  const result = siteRequestHandler()({
    context: { distributionDomainName: 'local.invalid' },
    request: { uri, headers: {}, querystring: viewerQueryString(queryStart === -1 ? '' : url.slice(queryStart + 1)) },
  });
  if (result.statusCode !== undefined || typeof result.querystring !== 'string') return url;
  return result.querystring === '' ? uri : `${uri}?${result.querystring}`;
}
