/**
 * The port through which a write asks the site's CDN to drop the pages it changed (docs/decisions/
 * public-pages-at-the-edge.md). In AWS it is CloudFront's CreateInvalidation on the stage's distribution, named by
 * `SITE_DISTRIBUTION_ID` (CDK sets it, with the permission, on the groups that write content); without it (the local
 * stack, tests) nothing is cached, so nothing is done. Tests put a {@link RecordingPageInvalidator} in its place.
 */

/** Environment variable holding the id of the stage's CloudFront distribution. */
export const SITE_DISTRIBUTION_ENV = 'SITE_DISTRIBUTION_ID';

export interface PageInvalidator {
  /** Asks the CDN to drop `paths` (`/`, `/deals*`: a trailing `*` is a prefix) from its caches, in one request. */
  invalidate(paths: readonly string[]): Promise<void>;
}

let replacement: PageInvalidator | undefined;
let fromEnvironment: { distributionId: string; invalidator: Promise<PageInvalidator> } | undefined;

/**
 * The invalidator of this process, or null where no CDN caches pages (the local stack). The CloudFront client is
 * loaded on the first write that needs it, not when the function starts (docs/decisions/lambda-functions.md: start
 * time is budgeted, and most requests never write).
 */
export function pageInvalidator(): Promise<PageInvalidator | null> {
  if (replacement) return Promise.resolve(replacement);
  const distributionId = process.env[SITE_DISTRIBUTION_ENV];
  if (!distributionId) return Promise.resolve(null);
  if (fromEnvironment?.distributionId !== distributionId) {
    const loading = import('./cloudfront-invalidation.ts').then(({ cloudFrontInvalidator }) => cloudFrontInvalidator(distributionId));
    fromEnvironment = { distributionId, invalidator: loading };
    // A failed load is not kept: the next write tries again.
    loading.catch(() => {
      if (fromEnvironment?.invalidator === loading) fromEnvironment = undefined;
    });
  }
  return fromEnvironment.invalidator;
}

/** Replaces the invalidator (tests); `undefined` restores the environment's. */
export function usePageInvalidator(invalidator: PageInvalidator | undefined): void {
  replacement = invalidator;
}

/** A test double: records each request's paths, or fails as the CDN would. */
export class RecordingPageInvalidator implements PageInvalidator {
  readonly requests: string[][] = [];
  /** When set, every request fails with it (after being recorded). */
  failure: Error | undefined;

  async invalidate(paths: readonly string[]): Promise<void> {
    this.requests.push([...paths]);
    if (this.failure) throw this.failure;
  }
}
