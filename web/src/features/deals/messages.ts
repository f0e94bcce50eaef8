import { msg } from '@lingui/core/macro';

/**
 * Text of the deals lists (all deals, and what the Disney and cruise lists share with it), in the deals' catalogue
 * (i18n/catalogues/deals.ts). The Disney and cruise lists' own titles and introductions are in deals-pages-messages.ts.
 */
export const dealsMessages = {
  dealsTitle: msg`Travel deals | TBB Travel`,
  dealsDescription: msg`Browse travel deals from Canadian gateways: all-inclusive vacations, tours, cruises and more, filtered by destination and travel style.`,
  dealsHeading: msg`Travel deals`,
  dealsIntro: msg`Hand-picked packages from our Canadian travel experts. Narrow them down by destination and travel style.`,

  filtersHeading: msg`Filter deals`,
  showFilters: msg`Filters`,
  showFiltersCount: msg({ message: 'Filters ({count})' }),
  destinations: msg`Destinations`,
  cruiseRegions: msg`Cruise regions and ports`,
  travelStyles: msg`Travel styles`,
  cruiseTypes: msg`Cruise types`,
  departureCities: msg({ message: 'From', context: 'the departure cities filter' }),
  travelMonths: msg`Travel month`,
  citiesOr: msg({ message: '{first} or {last}' }),
  placesIn: msg({ message: 'Places in {place}' }),
  showAllStyles: msg({ message: 'Show all {count} styles' }),
  showFewerStyles: msg`Show fewer styles`,
  filtersLoading: msg`Loading the filter…`,
  filtersFailed: msg`The filter could not be loaded.`,
  clearFilters: msg`Clear all filters`,
  closeFilters: msg`Close filters`,
  showDealsCount: msg({ message: '{count, plural, one {Show {count} deal} other {Show {count} deals}}' }),
  showDealsSearching: msg`Finding deals…`,
  retry: msg`Try again`,

  sortLabel: msg`Sort by`,
  sortRecommended: msg`Recommended`,
  sortPriceAsc: msg`Price: low to high`,
  sortPriceDesc: msg`Price: high to low`,
  sortDeparture: msg`Soonest departure`,

  resultsHeading: msg`Deals found`,
  searching: msg`Finding deals…`,
  resultCount: msg({ message: '{count, plural, one {{count} deal} other {{count} deals}}' }),
  showing: msg({ message: 'Showing {shown} of {total}' }),
  loadMore: msg`Show more deals`,
  loadingMore: msg`Loading more deals…`,
  noResultsHeading: msg`No deals match these filters`,
  noResultsBody: msg`Try fewer destinations, travel styles, cities or months, or clear the filter to see every deal.`,
  errorHeading: msg`The deals could not be loaded`,
  loadMoreFailed: msg`More deals could not be loaded.`,
};
