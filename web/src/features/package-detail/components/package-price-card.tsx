import { makeStyles, tokens } from '@fluentui/react-components';
import { Call20Regular } from '@fluentui/react-icons';
import { formatDateRangeParts } from '@tdp/shared/deals/date-range-display';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { LinkButton } from '../../../components/link-button.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { LOCALE, formatMessage, formatPrice } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { packageDetailMessages } from '../messages.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  price: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  small: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  amount: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  tax: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  dates: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  term: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  dateList: { margin: 0, paddingLeft: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  quote: { width: '100%' },
  phone: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2 },
});

/** The address of the quote form for a package (spec: `/request-a-quote?package={package_url}`). */
export function quoteRequestPath(packageUrl: string): string {
  return `${SITE_PATHS.requestQuote}?package=${encodeURIComponent(packageUrl)}`;
}

/** The price box of a package page: "from" price and taxes in CAD, travel dates, request a quote, call us. */
export function PackagePriceCard({ pkg }: { pkg: PublicPackage }) {
  const styles = useStyles();
  const { phone } = useRuntimeConfig();
  const dateParts = formatDateRangeParts(pkg.dateRanges, LOCALE);
  return (
    <div className={styles.card}>
      <p className={styles.price}>
        <span className={styles.small}>{packageDetailMessages.from}</span>
        <span className={styles.amount}>{formatPrice(pkg.price)}</span>
        <span className={styles.small}>{packageDetailMessages.perPerson}</span>
      </p>
      {pkg.tax > 0 ? <p className={styles.tax}>{formatMessage(packageDetailMessages.taxes, { tax: formatPrice(pkg.tax, { exact: true }) })}</p> : null}
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
      <LinkButton className={styles.quote} appearance="primary" size="large" to={quoteRequestPath(pkg.package_url)}>
        {packageDetailMessages.requestQuote}
      </LinkButton>
      <a className={styles.phone} href={phoneHref(phone)}>
        <Call20Regular aria-hidden="true" />
        {formatMessage(packageDetailMessages.callUs, { phone })}
      </a>
      <p className={styles.note}>{packageDetailMessages.priceNote}</p>
    </div>
  );
}
