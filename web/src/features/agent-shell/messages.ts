/** Text of the agent portal's header and footer (keys → English). */
export const agentShellMessages = {
  portalName: 'Connected Agent',
  portalNavLabel: 'Connected Agent portal',
  supportHeading: 'Contact support',
  callUs: 'Call us',
  copyright: '© {year} TBB Travel. All rights reserved.',
} as const;
