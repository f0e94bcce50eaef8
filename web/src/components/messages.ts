/** Text of the shared UI components (keys → English). */
export const sharedMessages = {
  brandName: 'TBB Travel',
  brandHomeLabel: '{brand} home page',
  loading: 'Loading…',
  skipToContent: 'Skip to main content',
  pageLoading: 'Loading the page',
} as const;
