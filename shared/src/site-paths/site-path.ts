/**
 * Addresses of the web app's pages: each page's pattern as React Router matches it (`/deals/:id`, an optional segment
 * `:countryId?`) and the href of one of its pages from the pattern and typed parameters. The patterns are written once,
 * in `public-paths.ts`, `portal-paths.ts` and `admin-paths.ts` of this folder (one file per area, so a public page's
 * code never carries the dashboards' addresses); the router, the menus, the links, the sitemap and the e-mails read them.
 */

/**
 * The site's languages, each with the prefix of its addresses: English has none, French is `/fr` (`/fr`, `/fr/deals`,
 * issue #31). The language is part of the address, never of a header or cookie, so the edge caches each page by path.
 */
export const LOCALE_PREFIXES = { en: '', fr: '/fr' } as const;
export type SiteLocale = keyof typeof LOCALE_PREFIXES;

/**
 * The language of a site address: `'fr'` for `/fr` and anything under `/fr/` (in any case, as the router matches
 * paths), `'en'` for everything else (`/french`, `/fr-ca` and the signed-in areas included).
 */
export function siteLocaleOf(pathname: string): SiteLocale {
  return /^\/fr(?:\/|$)/i.test(pathname) ? 'fr' : 'en';
}

/** A site path in its English form: `/fr/deals?x` → `/deals?x`, `/fr` → `/`; an English path as it is. */
export function englishSitePath(path: string): string {
  if (siteLocaleOf(path) !== 'fr') return path;
  const rest = path.slice(LOCALE_PREFIXES.fr.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** An English-form site path (query and hash kept) in `locale`'s addresses: `/deals?x` → `/fr/deals?x`, `/` → `/fr`. */
export function sitePathIn(path: string, locale: SiteLocale): string {
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;

/** The parameters of a pattern: `{ id: string | number }` for `/deals/:id`, optional ones for `:countryId?`. */
export type PathParams<P extends string> = { [K in RequiredParam<Segments<P>>]: ParamValue } & { [K in OptionalParam<Segments<P>>]?: ParamValue | null };

/** What `pathHref` takes after the pattern: the parameters when the pattern has some, always the options. */
type HrefArgs<P extends string> = [RequiredParam<Segments<P>> | OptionalParam<Segments<P>>] extends [never]
  ? [params?: Record<string, never>, options?: HrefOptions]
  : [RequiredParam<Segments<P>>] extends [never]
    ? [params?: PathParams<P>, options?: HrefOptions]
    : [params: PathParams<P>, options?: HrefOptions];

/** How an href is written: in which language's addresses (default English). */
export interface HrefOptions {
  locale?: SiteLocale;
}

/**
 * The href of a page from its pattern: `pathHref(PUBLIC_PATHS.package, { id: 'bali-escape' })` → `/deals/bali-escape`;
 * an optional parameter left out drops its segment (`/cruise-deals`); `{ locale: 'fr' }` writes the French address
 * (`/fr/deals/bali-escape`, `/fr` for the home page). The types refuse a missing or unknown parameter.
 * A parameter is escaped as a path segment, keeping what a segment may hold as it is (`$&+,;=:@`), so
 * `SuppliersGuide/Ground&Rail` reads as the spec writes it.
 */
export function pathHref<P extends string>(pattern: P, ...[params, options]: HrefArgs<P>): string {
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  const path = pattern.replace(/\/:(\w+)\??/g, (_match, name: string) => {
    const value = values[name];
    return value == null ? '' : `/${encodeURI(String(value)).replace(/[/?#]/g, encodeURIComponent)}`;
  });
  const prefix = LOCALE_PREFIXES[options?.locale ?? 'en'];
  // The French home page is `/fr`, not `/fr/`.
  return prefix && (path === '' || path === '/') ? prefix : `${prefix}${path || '/'}`;
}

/**
 * A regular expression's source matching the addresses of a pattern written in lower case, as the site's CloudFront
 * Function compares them (it lower-cases the path: React Router matches without regard to case), a trailing slash
 * allowed: `/deals/:id` → `^/deals/[^/]+/?$`, `/cruise-deals/:travelStyleId?` → `^/cruise-deals(?:/[^/]+)?/?$`.
 */
export function lowerCasePathSource(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const parameter = /^:\w+(\?)?$/.exec(part);
      if (parameter) return parameter[1] ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${segments.join('')}/?$`;
}

/**
 * {@link lowerCasePathSource} for a public page, whose French version is the same pattern under `/fr`:
 * `/deals` → `^(?:/fr)?/deals/?$` (and `/` → `^(?:/fr)?/?$`, matching `/fr` too).
 */
export function publicPathSource(pattern: string): string {
  return `^(?:${LOCALE_PREFIXES.fr})?${lowerCasePathSource(pattern).slice(1)}`;
}
