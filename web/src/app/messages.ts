/** Text of the app frame: start-up failure and unexpected page errors (keys → English). */
export const appMessages = {
  configErrorTitle: 'TBB Travel is not available right now',
  configErrorBody: 'The site could not load its settings. Please try again in a few minutes.',
  configErrorDetails: 'Details for our support team: {problem}',
  reload: 'Reload the page',
  routeErrorTitle: 'This page could not be shown',
  routeErrorBody: 'Something went wrong while loading this page. Reloading usually fixes it.',
  homeLink: 'Go to the home page',
} as const;
