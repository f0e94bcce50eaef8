import { msg } from '@lingui/core/macro';
import { allInPrice, type PriceParts } from '@tdp/shared/pricing/all-in-price';
import { i18nOf, useCatalogue, useLocale } from '../i18n/catalogue.ts';
import { shellCatalogue } from '../i18n/catalogues/shell.ts';
import { formatPrice, type Locale } from '../lib/intl.ts';
import styles from './all-in-price.module.css';

/** Text of a price wherever the site shows one, in the shell's catalogue (i18n/catalogues/shell.ts). */
export const priceMessages = {
  from: msg`From`,
  perPersonAllIn: msg`per person, all in`,
  perPersonAllInFrom: msg({ message: 'per person, all in, from {cities}' }),
  breakdown: msg({ message: '{price} + {tax} taxes and fees' }),
  fromAllIn: msg({ message: 'From {price} per person, all in' }),
};

/** "From $2,091.24 per person, all in": a deal's price in one line of text (menus, bars, link previews). */
export function allInPriceText(parts: PriceParts, locale: Locale = 'en-CA'): string {
  return i18nOf(locale)._(priceMessages.fromAllIn, { price: formatPrice(allInPrice(parts), { locale }) });
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
  const i18n = useCatalogue(shellCatalogue);
  const locale = useLocale();
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.total}>
        {from ? <span className={styles.label}>{i18n._(priceMessages.from)}</span> : null}
        <span className={size === 'page' ? `${styles.amount} ${styles.pageAmount}` : styles.amount}>{formatPrice(allInPrice(parts), { locale })}</span>
        <span className={styles.label}>{basis ? i18n._(priceMessages.perPersonAllInFrom, { cities: basis }) : i18n._(priceMessages.perPersonAllIn)}</span>
      </p>
      {parts.tax > 0 ? (
        <p className={styles.breakdown}>
          {i18n._(priceMessages.breakdown, { price: formatPrice(parts.price, { locale }), tax: formatPrice(parts.tax, { locale }) })}
        </p>
      ) : null}
    </div>
  );
}
