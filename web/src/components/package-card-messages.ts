/** Text of the package card and its loading placeholder (keys → English). */
export const packageCardMessages = {
  nights: '{count} nights',
  oneNight: '1 night',
  datesLabel: 'Travel dates',
  loadingDeal: 'Loading a deal',
} as const;
