import { allInPrice, type PriceParts } from '@tdp/shared/pricing/all-in-price';
import { formatMessage, formatPrice } from '../lib/intl.ts';
import styles from './all-in-price.module.css';

/** Text of a price wherever the site shows one (keys → English). */
export const priceMessages = {
  from: 'From',
  perPersonAllIn: 'per person, all in',
  perPersonAllInFrom: 'per person, all in, from {cities}',
  breakdown: '{price} + {tax} taxes and fees',
  fromAllIn: 'From {price} per person, all in',
} as const;

/** "From $2,091.24 per person, all in": a deal's price in one line of text (menus, bars, link previews). */
export function allInPriceText(parts: PriceParts): string {
  return formatMessage(priceMessages.fromAllIn, { price: formatPrice(allInPrice(parts)) });
}

/** Props of {@link AllInPrice}. */
export interface AllInPriceProps {
  parts: PriceParts;
  /** `card` in deal lists, `page` in a package page's price box (a larger total). */
  size?: 'card' | 'page';
  /** The departure cities the price is for ("Vancouver or Calgary"), when the visitor chose some. */
  basis?: string | undefined;
  /** False for the price of one departure (no "From": it is that departure's price). */
  from?: boolean;
  className?: string;
}

/**
 * A deal's price as Canadian rules on advertised prices expect: the headline number is the total per person with
 * every mandatory tax and fee in it, labelled "per person, all in"; the breakdown (the price before taxes, the taxes
 * and fees) sits beneath it in small type, never a larger number that leaves charges out. With a `basis`, the label
 * names the departure cities the price is for ("per person, all in, from Vancouver").
 */
export function AllInPrice({ parts, size = 'card', basis, from = true, className }: AllInPriceProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.total}>
        {from ? <span className={styles.label}>{priceMessages.from}</span> : null}
        <span className={size === 'page' ? `${styles.amount} ${styles.pageAmount}` : styles.amount}>{formatPrice(allInPrice(parts))}</span>
        <span className={styles.label}>{basis ? formatMessage(priceMessages.perPersonAllInFrom, { cities: basis }) : priceMessages.perPersonAllIn}</span>
      </p>
      {parts.tax > 0 ? (
        <p className={styles.breakdown}>{formatMessage(priceMessages.breakdown, { price: formatPrice(parts.price), tax: formatPrice(parts.tax) })}</p>
      ) : null}
    </div>
  );
}
