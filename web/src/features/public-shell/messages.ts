import { msg } from '@lingui/core/macro';

/**
 * Text of the public header, menus, mobile sidebar and footer, in the shell's catalogue (`src/locales/<locale>/shell.po`):
 * render with `useCatalogue(shellCatalogue)._(publicShellMessages.x)` (i18n/catalogues/shell.ts). Phone, hours and e-mail come from the runtime config.
 */
export const publicShellMessages = {
  callUs: msg`Call us`,
  primaryNavigation: msg`Main`,
  utilityNavigation: msg`For travellers and agents`,
  tagline: msg`Canadian travel experts in Burnaby and Langley, BC`,

  destinations: msg`Destinations`,
  cruises: msg`Cruises`,
  travelStyles: msg`Travel Styles`,
  searchAndBook: msg`Search & Book`,
  connectedAgents: msg`Connected Agents`,
  becomeAgent: msg`Become an Agent`,
  requestQuote: msg`Request a Quote`,
  viewAllDeals: msg`View all deals`,

  allCruises: msg`All cruise deals`,

  menuLoading: msg`Loading the menu…`,
  menuFailed: msg`The menu could not be loaded.`,
  retry: msg`Try again`,

  openSidebar: msg`Menu`,

  callCentreHeading: msg`Call centre`,
  officesHeading: msg`Visit our offices`,
  officeName: msg({ message: '{office} office' }),
  // The offices' hours (lib/agency-offices.ts) in each language's words.
  walkIns: msg`Walk-ins Tuesday–Friday, 10 AM–3 PM`,
  supportHeading: msg`Contact support`,
  exploreHeading: msg`Explore`,
  cruiseExploreHeading: msg`Cruise with us`,
  companyHeading: msg`TBB Travel`,
  disneyVacations: msg`Disney vacations`,
  riverCruises: msg`River cruises`,
  lastMinuteDeals: msg`Last-minute deals`,
  groupTravel: msg`Group travel`,
  searchAndBookCruise: msg`Search and book a cruise`,
  contactUs: msg`Contact us`,
  careers: msg`Careers`,
  legalNavigation: msg`Legal`,
  privacyPolicy: msg`Privacy Policy`,
  securityPolicy: msg`Security Policy`,
  termsAndConditions: msg`Terms and Conditions`,
  registration: msg({ message: 'Professional registration number {number}' }),
  registrationAuthority: msg`Registered with Consumer Protection BC`,
  copyright: msg({ message: '© {year} TBB Travel. All rights reserved.' }),
};
