import { makeStyles, tokens } from '@fluentui/react-components';
import type { PriceSource } from '@tdp/shared/departures/departure-derivations';
import { allInPrice, type PriceParts } from '@tdp/shared/pricing/all-in-price';
import { allInPriceText } from '../all-in-price.tsx';
import { formatMessage, formatPrice } from '../../lib/intl.ts';
import { adminFormMessages as messages } from './admin-form-messages.ts';

/** A price as the admin's reads answer it: the day's price and, in the admin's views, where it comes from. */
type QuotedParts = PriceParts & { priceSource?: PriceSource | undefined };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  total: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  source: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** "from 3 open departures", "from 1 open departure", "no open departures"; null for a package at its own price. */
export function priceSourceText(source: PriceSource | undefined): string | null {
  if (source?.from !== 'departures') return null;
  if (source.open === 0) return messages.noOpenDepartures;
  return source.open === 1 ? messages.fromOneOpenDeparture : formatMessage(messages.fromOpenDepartures, { count: source.open });
}

/** "From $3,059.80 per person, all in · from 3 open departures": the price staff quote, in one line. */
export function quotedPriceText(parts: QuotedParts): string {
  const source = priceSourceText(parts.priceSource);
  const price = allInPriceText(parts);
  return source ? formatMessage(messages.quotedPrice, { price, source }) : price;
}

/** The all-in price staff quote from a list, with where it comes from beneath when departures set it. */
export function QuotedPrice({ parts }: { parts: QuotedParts }) {
  const styles = useStyles();
  const source = priceSourceText(parts.priceSource);
  return (
    <span className={styles.root}>
      <span className={styles.total}>{formatPrice(allInPrice(parts))}</span>
      {source ? <span className={styles.source}>{source}</span> : null}
    </span>
  );
}
