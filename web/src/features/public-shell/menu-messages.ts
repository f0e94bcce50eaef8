import { msg } from '@lingui/core/macro';

/**
 * Text of the menu panels and the mobile sidebar, which load when the visitor first reaches for the navigation: in a
 * catalogue of their own (i18n/catalogues/menus.ts) that comes with their code, so a first visit does not download it.
 */
export const menuMessages = {
  viewAll: msg`View All`,
  destinationsHeading: msg`Where would you like to go?`,
  allOfContinent: msg({ message: 'All of {continent}' }),
  countriesOf: msg({ message: 'Countries in {continent}' }),
  topPicksOf: msg({ message: 'Top picks in {continent}' }),
  cruisesHeading: msg`Find your cruise`,
  cruisePath: msg`Cruise menu path`,
  cruisesRoot: msg`All cruise types`,
  allCruisesIn: msg({ message: 'All {place} cruises' }),
  cruiseLevelPrompt: msg({ message: 'Choose a region or port, or see every {place} cruise.' }),
  cruiseRootPrompt: msg`Choose a kind of cruise, then narrow it down.`,
  travelStylesHeading: msg`Travel the way you like`,
  sidebarTitle: msg`Menu`,
  closeSidebar: msg`Close the menu`,
  cruiseDestinations: msg`Cruise destinations`,
};
