/** Text of the agent-only notes panel on a package page (keys → English). */
export const agentNotesMessages = {
  heading: 'For agents',
  intro: 'Only signed-in agents and admins see this: never share it with clients.',
  loading: 'Loading the agent notes…',
  failed: 'The agent notes could not be loaded. Please try again.',
  retry: 'Try again',
  none: 'No agent notes for this deal yet.',
  commission: 'Commission',
  supplier: 'Supplier',
  bookingCode: 'Booking code',
  sellingNotes: 'Selling notes',
  files: 'Files',
  updated: 'Updated {date}',
} as const;
