/** Text of the portal's "Deals to share" page (keys → English). */
export const dealsToShareMessages = {
  title: 'Deals to share',
  intro: 'Current deals to send to your clients. Each link carries your name, so the requests it brings come to you.',
  dealsThing: 'the deals',
  empty: 'There are no deals on sale right now.',
  viewDeal: 'View the deal',
} as const;
