/** Text of the admin dashboard's header, left menu and footer (keys → English). */
export const adminShellMessages = {
  dashboardName: 'Admin',
  supportHeading: 'Contact support',

  // Left menu
  menuLabel: 'Admin menu',
  collapseMenu: 'Collapse the menu',
  expandMenu: 'Expand the menu',
  groupMenuLabel: '{group} pages',
  /** What waits on an entry's screen, read after its label ("Leads, 3 new"; nothing is said when none waits). */
  counts: { newLeads: ', {count} new', pendingProfileChanges: ', {count} waiting' },
  scrollToTop: 'Back to top',

  // Menu groups
  groupHomepage: 'Homepage',
  groupPackages: 'Packages',
  groupResourceCentre: 'Resource Centre',
  groupMediaLibrary: 'Media Library',
  groupAgents: 'Agents',
  groupAdmin: 'Admin',
  groupEmailManagement: 'Email Management',
  groupLeads: 'Leads',

  // Menu entries
  topBestBets: 'Top Best Bets',
  topPicks: 'Top Picks',
  testimonials: 'Testimonials',
  packages: 'Packages',
  tables: 'Tables',
  promotions: 'Promotions',
  destinations: 'Destinations',
  cruiseDestinations: 'Cruise Destinations',
  travelStyles: 'Travel Styles',
  departures: 'Departures',
  mainPage: 'Main Page',
  webinarWednesdays: 'Webinar Wednesdays',
  suppliersGuide: 'Suppliers Guide',
  newsletters: 'Newsletters',
  welcomeVideo: 'Welcome Video',
  packageImages: 'Package Images',
  documents: 'Documents',
  supplierLogos: 'Supplier Logos',
  agents: 'Agents',
  agentPageChanges: 'Page changes',
  agentLinkStats: 'Share links',
  admins: 'Admins',
  emailTemplates: 'Email Templates',
  emailTypes: 'Email Types',
  leads: 'Leads',
  leadRouting: 'Lead routing',
  reports: 'Reports',
} as const;
