/** Words of the admin kit's screens and dialogs (the rest comes from each screen's own messages). */
export const adminKitMessages = {
  save: 'Save',
  saving: 'Saving…',
  edit: 'Edit',
  delete: 'Delete',
  editItem: 'Edit {name}',
  deleteItem: 'Delete {name}',
  noMatches: 'Nothing matches “{words}”',
  noMatchesHint: 'Try other words, or clear the search.',
  invitationSent: 'Invitation sent to {email}. The link works for 7 days.',
  invitationNotSent: 'The account is saved, but the invitation to {email} could not be sent. Use “Resend invitation” later.',
} as const;
