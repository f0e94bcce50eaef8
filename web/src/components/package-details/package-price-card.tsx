import { formatDateRangeParts } from '@tdp/shared/deals/date-range-display';
import type { PriceParts } from '@tdp/shared/pricing/all-in-price';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { ButtonLink } from '../ui/button.tsx';
import { CallIcon } from '../ui/icons.tsx';
import { phoneHref } from '../../lib/contact-links.ts';
import { AllInPrice } from '../all-in-price.tsx';
import { LOCALE, formatMessage } from '../../lib/intl.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { packageDetailMessages } from './package-detail-messages.ts';
import styles from './package-price-card.module.css';

/**
 * The address of the quote form for a package (`/request-a-quote?package={package_url}`), and for one of its
 * departures: the departure by id (the form shows its city, days and price) with its city by id and its day, which
 * fill the form's fields (`&departure=yyz-1205&from=3&date=2027-04-07`).
 */
export function quoteRequestPath(packageUrl: string, departure?: { id: string; departureCityId: number; date: string }): string {
  const departureQuery = departure ? `&departure=${encodeURIComponent(departure.id)}&from=${departure.departureCityId}&date=${departure.date}` : '';
  return `${PUBLIC_PATHS.requestQuote}?package=${encodeURIComponent(packageUrl)}${departureQuery}`;
}

/** Props of {@link PackagePriceCard}. */
export interface PackagePriceCardProps {
  pkg: PublicPackage;
  /** The from-price of the departures chosen on the page (a city, a month), instead of the package's overall one. */
  price?: PriceParts | null | undefined;
  /** The chosen cities by name, when the price is for them ("Vancouver"). */
  basis?: string | undefined;
}

/** The price box of a package page: the all-in "from" price in CAD and its breakdown, travel dates, request a quote, call us. */
export function PackagePriceCard({ pkg, price, basis }: PackagePriceCardProps) {
  const { phone } = useRuntimeConfig();
  const dateParts = formatDateRangeParts(pkg.dateRanges, LOCALE);
  return (
    <div className={styles.card}>
      <AllInPrice parts={price ?? pkg} size="page" basis={price ? basis : undefined} />
      {dateParts.length > 0 ? (
        <dl className={styles.dates}>
          <dt className={styles.term}>{packageDetailMessages.travelDates}</dt>
          <dd className={styles.dates}>
            <ul className={styles.dateList}>
              {dateParts.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
          </dd>
        </dl>
      ) : null}
      <ButtonLink className={styles.quote} appearance="primary" size="large" to={quoteRequestPath(pkg.package_url)}>
        {packageDetailMessages.requestQuote}
      </ButtonLink>
      <a className={styles.phone} href={phoneHref(phone)}>
        <CallIcon />
        {formatMessage(packageDetailMessages.callUs, { phone })}
      </a>
      <p className={styles.note}>{packageDetailMessages.priceNote}</p>
    </div>
  );
}
