/*
 * What the render function (render-function.ts) and the CDK stack that deploys it (infra/lib/web-stack.ts) must
 * agree on: its environment, the header the site's edge function adds, the page query parameters CloudFront keys
 * its cache on, and how long a rendered page is cached at the edge (docs/decisions/public-pages-at-the-edge.md).
 * Plain constants (and the page query rules): the CDK app imports this file.
 */
import { PAGE_QUERY_RULES, pageQueryParameterNames } from './page-query-rules.ts';

/** The stage's runtime config as JSON, the same object CDK writes to `/config.json` (the local stack's name too). */
export const RUNTIME_CONFIG_ENV = 'TDP_RUNTIME_CONFIG';

/**
 * The site's own address (`https://deals.example.ca`) when the stage has its own domain. Without one the site's
 * address is the distribution's, which the function cannot be told at deploy (the distribution names the function's
 * URL): the site's edge function passes it in {@link SITE_HOST_HEADER} instead.
 */
export const SITE_URL_ENV = 'SITE_URL';

/**
 * Header the site's CloudFront Function writes on every page request: the distribution's domain name
 * (`d111.cloudfront.net`), replacing any value a viewer sent. Sent to the render function, never part of the key.
 */
export const SITE_HOST_HEADER = 'x-site-host';

/**
 * How long CloudFront serves a rendered page before asking the render function again. Content writes invalidate the
 * pages they change (functions/src/cdn), so this bounds only what no write announces: a package whose sale window
 * opens or closes at midnight, or an invalidation that failed.
 */
export const PAGE_EDGE_MAX_AGE_SECONDS = 300;

/** After {@link PAGE_EDGE_MAX_AGE_SECONDS}, how long an expired page may still be served while it is rendered again. */
export const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 60;

/** How long an expired page may be served in place of an error of the render function. */
export const PAGE_STALE_IF_ERROR_SECONDS = 86_400;

/**
 * `Cache-Control` of a page answer CloudFront may keep (200, 404, redirects): browsers revalidate every visit
 * (`max-age=0`, so a visitor never keeps a page CloudFront has already replaced), CloudFront keeps it.
 */
export const CACHEABLE_PAGE_CACHE_CONTROL =
  `public, max-age=0, s-maxage=${PAGE_EDGE_MAX_AGE_SECONDS}, ` +
  `stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${PAGE_STALE_IF_ERROR_SECONDS}`;

/** `Cache-Control` of an answer no cache may keep (a failed render, a refused method). */
export const UNCACHEABLE_CACHE_CONTROL = 'no-store';

/**
 * The message of the ERROR line a failed render logs: the render function's own metric (`RenderFailures`, counted by a
 * filter on this text) and its alarm are built on it.
 */
export const RENDER_FAILED_MESSAGE = 'render failed';

/** Bucket holding each page's last good copy (`PAGE_COPY_KEY_PREFIX` + path), served when a render fails. */
export const PAGE_COPIES_BUCKET_ENV = 'PAGE_COPIES_BUCKET';

/** Key prefix of the page copies: the render function may read and write there only. */
export const PAGE_COPY_KEY_PREFIX = 'pages';

/** A container writes a page's copy at most this often (a busy page renders every few minutes per edge cache). */
export const PAGE_COPY_INTERVAL_MS = 60_000;

/**
 * `Cache-Control` of a page's last good copy served in place of a failed render: CloudFront keeps it a minute, so a
 * failing renderer is asked again soon but not by every visitor.
 */
export const PAGE_COPY_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** The unavailable page's `Retry-After` (seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

/**
 * The query parameters a public page reads while it renders, so the only ones in CloudFront's cache key and the only
 * ones the render function receives: the names of {@link PAGE_QUERY_RULES} (page-query-rules.ts), where a page that
 * starts reading a parameter adds it. The site's edge function keeps each only on the paths that read it, normalised;
 * any other (`utm_source`, a quote form's prefill read in the browser) is dropped at the edge and never splits the
 * cache. CloudFront allows 10 by default.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = pageQueryParameterNames(PAGE_QUERY_RULES);
