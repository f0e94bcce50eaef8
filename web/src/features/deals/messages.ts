/** Text of the deals lists: all deals, Disney deals and cruise deals (keys → English). */
export const dealsMessages = {
  dealsTitle: 'Travel deals | TBB Travel',
  dealsDescription:
    'Browse travel deals from Canadian gateways: all-inclusive vacations, tours, cruises and more, filtered by destination and travel style.',
  dealsHeading: 'Travel deals',
  dealsIntro: 'Hand-picked packages from our Canadian travel experts. Narrow them down by destination and travel style.',

  disneyTitle: 'Disney vacation deals | TBB Travel',
  disneyDescription:
    'Disney vacation packages from Canada: Walt Disney World, Disneyland and Disney Cruise Line deals, planned by Disney-savvy travel agents.',
  disneyHeading: 'Disney vacation deals',
  disneyIntro:
    'Walt Disney World, Disneyland and Disney Cruise Line packages with flights from Canadian cities. Our agents know the parks, the dining plans and the best times to go.',
  disneyQuoteLead: 'Planning a Disney trip with a special date or a big family?',
  disneyQuoteLink: 'Request a Disney quote',

  cruiseTitle: 'Cruise deals | TBB Travel',
  cruiseDescription: 'Ocean, river and expedition cruise deals sailing from Vancouver, Florida, Europe and beyond, with taxes shown in Canadian dollars.',
  cruiseHeading: 'Cruise deals',
  cruiseIntro: 'Ocean and river cruises around the world. Choose a cruise region, river or port to narrow the list.',

  filtersHeading: 'Filter deals',
  showFilters: 'Filters',
  showFiltersCount: 'Filters ({count})',
  destinations: 'Destinations',
  cruiseRegions: 'Cruise regions and ports',
  travelStyles: 'Travel styles',
  cruiseTypes: 'Cruise types',
  placesIn: 'Places in {place}',
  showAllStyles: 'Show all {count} styles',
  showFewerStyles: 'Show fewer styles',
  filtersLoading: 'Loading the filter…',
  filtersFailed: 'The filter could not be loaded.',
  clearFilters: 'Clear all filters',
  retry: 'Try again',

  resultsHeading: 'Deals found',
  searching: 'Finding deals…',
  resultCount: '{count} deals',
  resultCountOne: '1 deal',
  showing: 'Showing {shown} of {total}',
  loadMore: 'Show more deals',
  loadingMore: 'Loading more deals…',
  noResultsHeading: 'No deals match these filters',
  noResultsBody: 'Try fewer destinations or travel styles, or clear the filter to see every deal.',
  errorHeading: 'The deals could not be loaded',
  loadMoreFailed: 'More deals could not be loaded.',
} as const;
