/** Text of the package card and its loading placeholder (keys → English). */
export const packageCardMessages = {
  from: 'From',
  perPerson: 'per person',
  taxes: '+ {tax} taxes and fees',
  nights: '{count} nights',
  oneNight: '1 night',
  datesLabel: 'Travel dates',
  loadingDeal: 'Loading a deal',
} as const;
