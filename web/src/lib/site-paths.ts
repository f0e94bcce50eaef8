/**
 * Addresses of public pages that other pages link to, so a link is written once.
 * Filtered deals lists are built by `deals-links.ts`.
 */
export const SITE_PATHS = {
  home: '/',
  deals: '/deals',
  disneyDeals: '/deals/disney',
  cruiseDeals: '/cruise-deals',
  requestQuote: '/request-a-quote',
  searchAndBook: '/search-and-book',
  softVoyage: '/search-and-book/soft-voyage',
  connectedAgents: '/agents/FindYourConnectedAgent',
  becomeAgent: '/agents/AgentPageMain#apply',
  groupTravel: '/group-travels',
  destinationWedding: '/group-travels/destination-wedding',
  contactUs: '/contact-us',
  careers: '/careers',
  privacyPolicy: '/privacy-policy',
  securityPolicy: '/security-policy',
  termsAndConditions: '/terms-and-conditions',
  thankYou: '/thank-you',
} as const;
