/** Text of the links to private documents (keys → English; `formatMessage` fills `{placeholders}`). */
export const documentMessages = {
  opensInNewTab: '{title} (opens in a new tab)',
  downloads: '{title} (downloads the file)',
  failed: '“{title}” could not be opened. {reason}',
  open: 'Open',
  /** An Open button's name: its visible word first (speech users say what they see), then the file. */
  openNamed: 'Open {file}',
} as const;
