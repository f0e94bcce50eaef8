/** Text of the landing page (keys → English). */
export const landingMessages = {
  documentTitle: 'TBB Travel | Travel deals from Canada, planned by travel experts',
  description:
    'Vacation packages, cruises, Disney trips and group travel from Canadian cities, with prices in CAD and real travel agents in Burnaby and Langley, BC.',

  heroHeading: 'Your next trip, planned by Canadian travel experts',
  heroLead: 'All-inclusive escapes, tours, ocean and river cruises, with prices in Canadian dollars and an agent who answers the phone.',
  searchLabel: 'Find a deal',
  destinationLabel: 'Where to',
  anywhere: 'Anywhere',
  allOf: 'All of {place}',
  styleLabel: 'Travel style',
  anyStyle: 'Any travel style',
  searchButton: 'Find deals',
  trust: 'Registered with Consumer Protection BC · Offices in Burnaby and Langley',

  promotionsHeading: 'Current offers',
  promotionDefaultLink: 'View deals',
  opensInNewTab: '(opens in a new tab)',

  featuredHeading: 'Featured deals',
  featuredLead: 'Fresh packages our agents have just added.',
  viewAllDeals: 'View all deals',

  bestBetsHeading: 'Our best bets',
  bestBetsLead: 'The deals our agents recommend most right now.',

  testimonialsHeading: 'What our travellers say',
  rating: '{rating} out of 5 stars',

  sectionFailed: 'This section could not be loaded.',
  retry: 'Try again',
  loadingSection: 'Loading…',

  quoteHeading: 'Tell us about your dream trip',
  quoteBody: 'Share your dates, budget and travellers, and an agent will send you options within one business day.',
  quoteButton: 'Request a quote',
  agentHeading: 'Travel with a connected agent',
  agentBody: 'Work with a TBB Travel connected agent near you, or join our network and build your own travel business.',
  findAgentButton: 'Find your connected agent',
  becomeAgentButton: 'Become an agent',
} as const;
