/** Text of the admin screen and form parts every admin area shares (keys → English). */
export const adminFormMessages = {
  documentTitle: '{title} | TBB Travel Admin',
  loading: 'Loading…',
  retry: 'Try again',
  reload: 'Reload',
  cancel: 'Cancel',
  loadFailedTitle: 'Could not load {thing}',
  fieldRule: '{label} {rule}.',

  // Where a price staff quote comes from
  fromOpenDepartures: 'from {count} open departures',
  fromOneOpenDeparture: 'from 1 open departure',
  noOpenDepartures: 'no open departures',
  quotedPrice: '{price} · {source}',

  // Save problems
  staleTitle: 'Someone else saved this {thing}',
  staleMessage: 'Someone else saved this {thing} while you were editing it. Reload to see their changes; yours will be lost.',
  goneTitle: 'This {thing} no longer exists',
  goneMessage: 'Someone may have deleted it meanwhile. Reload to see where things stand.',
  inUseTitle: 'Still in use',
  conflictTitle: 'Not possible right now',
  networkTitle: 'No connection',
  networkMessage: 'The server could not be reached. Check your connection and try again.',
  failedTitle: 'Could not save',
  failedMessage: 'Something went wrong on our side. Please try again in a few minutes.',
  fixFieldsTitle: 'Check the highlighted fields',
  fixFieldsMessage: 'Some fields need a change before this can be saved; each one says what is wrong.',

  // Unsaved changes
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'You have changes that are not saved yet. If you leave this page they will be lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',

  // Confirmation
  working: 'Working…',
  actionFailedTitle: 'That did not work',
  delete: 'Delete',
  deleting: 'Deleting…',
  deleteTitle: 'Delete {thing}?',
  deleteMessage: '“{name}” will be deleted. This cannot be undone.',
  deleteFailedTitle: 'Could not delete',

  // Rich text editor
  richTextToolbar: '{label}: formatting',
  bold: 'Bold',
  italic: 'Italic',
  headingLevel: 'Heading {level}',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  quote: 'Quote',
  link: 'Link',
  removeLink: 'Remove link',
  clearFormatting: 'Clear formatting',
  linkPrompt: 'Address of the link (https://… or mailto:…)',
  linkRefused: 'Links must start with https://, http:// or mailto: and be a complete address.',
  linkApply: 'Apply link',

  // Media library fields
  browse: 'Browse…',
  clear: 'Clear',
  chooseFile: 'Choose a file',
  chooseFileIn: 'Choose a file in {folder}',
  folderUp: 'Up one folder',
  emptyFolder: 'This folder is empty. Upload files in the Media Library first.',
  select: 'Select',
  selectFile: 'Select {name}',
  openFolder: 'Open folder {name}',
  loadMore: 'Show more',
  mediaThing: 'the media library',

  // Document lists
  documentTitleLabel: 'Title',
  documentFileLabel: 'File',
  addDocument: 'Add document',
  removeDocument: 'Remove document {number}',
  moveUp: 'Move up',
  moveDown: 'Move down',
  documentNumber: 'Document {number}',
  noDocuments: 'No documents yet.',
} as const;
