import { msg } from '@lingui/core/macro';

/**
 * The Disney and cruise deals lists' own titles, descriptions and introductions, in a catalogue of their own
 * (i18n/catalogues/deals-pages.ts) that comes with those pages' code: the first visit to /deals does not download them.
 */
export const dealsPagesMessages = {
  disneyTitle: msg`Disney vacation deals | TBB Travel`,
  disneyDescription: msg`Disney vacation packages from Canada: Walt Disney World, Disneyland and Disney Cruise Line deals, planned by Disney-savvy travel agents.`,
  disneyHeading: msg`Disney vacation deals`,
  disneyIntro: msg`Walt Disney World, Disneyland and Disney Cruise Line packages with flights from Canadian cities. Our agents know the parks, the dining plans and the best times to go.`,
  disneyQuoteLead: msg`Planning a Disney trip with a special date or a big family?`,
  disneyQuoteLink: msg`Request a Disney quote`,
  cruiseTitle: msg`Cruise deals | TBB Travel`,
  cruiseDescription: msg`Ocean, river and expedition cruise deals sailing from Vancouver, Florida, Europe and beyond, with taxes shown in Canadian dollars.`,
  cruiseHeading: msg`Cruise deals`,
  cruiseIntro: msg`Ocean and river cruises around the world. Choose a cruise region, river or port to narrow the list.`,
};
