/**
 * The old site's addresses that redirect (shared/src/deals/legacy-redirects.ts says where). One export per address,
 * imported as a namespace (`import * as LEGACY_PATHS from '@tdp/shared/site-paths/legacy-paths'`), as standalone-paths.ts.
 */
export const lastMinuteDeals = '/last-minute-deals';
export const cruises = '/cruises';
export const travelDestinations = '/travel-destinations';
export const travelDestination = '/travel-destinations/:slug';
