/**
 * The all-in price of a deal: the price per person plus every mandatory tax and fee, the number Canadian rules on
 * drip pricing (Competition Act, 2022) and travel advertising (all-in pricing) require as the advertised price.
 * Amounts are summed in whole cents, so `1719 + 372.24` is exactly `2091.24` (never `2091.2400000000002`).
 */

/** What a price is made of, as packages and cards store it: the base price and the taxes and fees, per person in CAD. */
export interface PriceParts {
  price: number;
  tax: number;
}

/** An amount in whole cents (amounts are stored with at most two decimals). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The total per person, every mandatory tax and fee included. */
export function allInPrice({ price, tax }: PriceParts): number {
  return (toCents(price) + toCents(tax)) / 100;
}
