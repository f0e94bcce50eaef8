/** Text of the public header and footer (keys → English). Phone, hours and e-mail come from the runtime config. */
export const publicShellMessages = {
  callUs: 'Call us',
  callCentreHeading: 'Call centre',
  officesHeading: 'Visit us',
  offices: 'Burnaby and Langley offices: walk-ins Tuesday–Friday 10 AM–3 PM',
  supportHeading: 'Contact support',
  registration: 'Professional registration number 3287',
  copyright: '© {year} TBB Travel. All rights reserved.',
} as const;
