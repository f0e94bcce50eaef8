/** Text of the coming-soon page shown for any path the site does not have yet (keys → English). */
export const comingSoonMessages = {
  documentTitle: 'Coming soon | TBB Travel',
  description: 'This page of TBB Travel is not available yet.',
  heading: 'Coming soon',
  body: 'This page is not available yet. We are working on it.',
  homeLink: 'Go to the home page',
} as const;
