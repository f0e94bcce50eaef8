/** Text of the agent portal's header, sidebar, account menu and footer (keys → English). */
export const agentShellMessages = {
  myLeads: 'My leads',
  portalName: 'Connected Agent',
  portalNavLabel: 'Connected Agent portal',
  portalHome: 'Portal home',

  // Header and sidebar
  openMenu: 'Open the portal menu',
  closeMenu: 'Close the portal menu',
  sidebarTitle: 'Connected Agent portal',
  becomeAgent: 'Become an Agent',

  // Account menu
  accountMenuLabel: '{username}: account',
  signedInAs: 'Signed in as',
  accountStatus: 'Account status',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  membership: 'Membership',
  roleAdmin: 'Admin',
  roleAgent: 'Connected Agent',
  logout: 'Logout',
  loggingOut: 'Logging out…',

  // Footer
  footerNavLabel: 'Portal pages',
  supportHeading: 'Contact support',
  supportText: 'Questions about the portal, your account or a booking? Write to us.',
  callUs: 'Call us',
  legalNavLabel: 'Legal',
  privacyPolicy: 'Privacy Policy',
  termsAndConditions: 'Terms and Conditions',
  securityPolicy: 'Security Policy',
  socialNavLabel: 'TBB Travel on social media',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedIn: 'LinkedIn',
  youTube: 'YouTube',
  opensInNewTab: '{label} (opens in a new tab)',
  copyright: '© {year} TBB Travel. All rights reserved.',
} as const;
