/**
 * Addresses of the public site (spec §2, "Public pages"): the pages inside the header/footer shell. The pieces shown
 * outside every shell are in standalone-paths.ts, the old site's addresses in legacy-paths.ts. The router's public
 * routes are these patterns (web/src/app/routes/public-routes.tsx); links build their href with `pathHref`
 * (site-path.ts) or use a pattern without parameters as it is.
 */

/** The pages inside the public shell (header, footer). */
export const PUBLIC_PATHS = {
  home: '/',
  thankYou: '/thank-you',
  contactUs: '/contact-us',
  careers: '/careers',
  privacyPolicy: '/privacy-policy',
  securityPolicy: '/security-policy',
  termsAndConditions: '/terms-and-conditions',
  login: '/login',
  forgotPassword: '/ForgotPassword',
  resetPassword: '/resetpassword/:cryptoKey',
  deals: '/deals',
  disneyDeals: '/deals/disney',
  /** A package's page; `id` is its `package_url`. */
  package: '/deals/:id',
  cruiseDeals: '/cruise-deals/:travelStyleId?/:continentId?/:countryId?',
  requestQuote: '/request-a-quote',
  disneyRequestQuote: '/disney-request-a-quote',
  groupRequestQuote: '/group-travel-request-a-quote',
  searchAndBook: '/search-and-book',
  softVoyage: '/search-and-book/soft-voyage',
  /** The become-an-agent page; anchors `#why-us`, `#apply` (the application form), `#faq`. */
  becomeAgent: '/agents/AgentPageMain',
  connectedAgents: '/agents/FindYourConnectedAgent',
  /** A connected agent's page. */
  agentProfile: '/ca/:slug',
  groupTravel: '/group-travels',
  friendsAndFamily: '/group-travels/friends-and-family',
  destinationWedding: '/group-travels/destination-wedding',
  groupPromotion: '/group-travels/group-promotion',
  /** The local stack's outbox (dev only; any other stage shows the coming-soon page there). */
  devOutbox: '/dev/outbox',
} as const;

/** The become-an-agent page at its application form, as the header's "Become an Agent" links it. */
export const BECOME_AGENT_APPLY_HREF = `${PUBLIC_PATHS.becomeAgent}#apply`;
