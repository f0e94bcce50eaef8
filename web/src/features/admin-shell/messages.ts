/** Text of the admin dashboard's header and footer (keys → English). */
export const adminShellMessages = {
  dashboardName: 'Admin',
  supportHeading: 'Contact support',
} as const;
