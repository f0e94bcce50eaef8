import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { formatDateRanges } from '@tdp/shared/deals/date-range-display';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { PackageCard as PackageCardData } from '@tdp/shared/schemas/package';
import { LOCALE, formatMessage, formatPrice } from '../lib/intl.ts';
import { useRuntimeConfig } from '../lib/runtime-config.ts';
import { DatesIcon, PackageIcon } from './package-card-icons.tsx';
import { packageCardMessages } from './package-card-messages.ts';

/** Icon lines a card shows; the deal page shows them all. */
const CARD_ICON_LINES = 3;

/** Intrinsic size given to card images: the 12:5 shape of package banners, so the browser reserves the space. */
export const CARD_IMAGE_WIDTH = 600;
export const CARD_IMAGE_HEIGHT = 250;

/** The address of a package's page. */
export function packagePath(packageUrl: string): string {
  return `/deals/${encodeURIComponent(packageUrl)}`;
}

/** Styles shared with the loading placeholder, so both take the same space. */
export const usePackageCardStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
    transitionProperty: 'box-shadow, transform',
    transitionDuration: tokens.durationFast,
    ':hover': { boxShadow: tokens.shadow16 },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  media: {
    position: 'relative',
    aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}`,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
  },
});

const useStyles = makeStyles({
  image: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  badge: {
    position: 'absolute',
    top: tokens.spacingVerticalM,
    left: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
  },
  place: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  titleLink: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
    // The whole card is the link's click area; the title keeps the accessible name short.
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.borderRadiusXLarge },
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::after': {
      outline: `${tokens.strokeWidthThicker} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-3px',
    },
  },
  blurb: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  dates: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'flex-start',
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  datesText: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  icon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  iconLines: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  iconLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  price: {
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalXS,
  },
  priceLine: { margin: 0, display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
  priceFrom: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  amount: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  tax: { margin: 0, width: '100%', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** "7 nights" / "1 night". */
export function formatNights(count: number): string {
  return count === 1 ? packageCardMessages.oneNight : formatMessage(packageCardMessages.nights, { count });
}

/** Props of {@link PackageCard}. */
export interface PackageCardProps {
  pkg: PackageCardData;
  /** Level of the title heading, to keep the page's heading order (2 under the page title, 3 under a section). */
  headingLevel?: 2 | 3;
  /** Loads the image at once: for cards in the first screenful. Others load as they near the viewport. */
  eager?: boolean;
  /** A badge over the image, e.g. a best bet's "Staff Pick". */
  badge?: string;
  /** A line under the title, e.g. a best bet's pitch. */
  children?: ReactNode;
  className?: string;
}

/**
 * A deal in a list (deals, homepage, best bets, related deals): banner, destination and nights, title
 * linking to the deal page (the whole card is clickable), dates, up to three icon lines, price and taxes.
 */
export function PackageCard({ pkg, headingLevel = 3, eager = false, badge, children, className }: PackageCardProps) {
  const shared = usePackageCardStyles();
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = [pkg.destinationName, pkg.durationNights ? formatNights(pkg.durationNights) : null].filter(Boolean).join(' · ');
  const dates = formatDateRanges(pkg.dateRanges, LOCALE);
  return (
    <article className={mergeClasses(shared.card, className)}>
      <div className={shared.media}>
        <img
          className={styles.image}
          src={resolveMediaUrl(pkg.banner_image, cdnPrefix)}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <div className={shared.body}>
        {place ? <p className={styles.place}>{place}</p> : null}
        <Heading className={styles.title}>
          <Link className={styles.titleLink} to={packagePath(pkg.package_url)}>
            {pkg.title}
          </Link>
        </Heading>
        {children ? <p className={styles.blurb}>{children}</p> : null}
        {dates ? (
          <p className={styles.dates} title={dates}>
            <DatesIcon className={styles.icon} aria-hidden="true" />
            <span className={styles.datesText}>{dates}</span>
          </p>
        ) : null}
        {pkg.icons_data.length > 0 ? (
          <ul className={styles.iconLines}>
            {pkg.icons_data.slice(0, CARD_ICON_LINES).map((line) => (
              <li key={`${line.icon}-${line.text1}`} className={styles.iconLine}>
                <PackageIcon name={line.icon} className={styles.icon} />
                {line.text1}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.price}>
          <p className={styles.priceLine}>
            <span className={styles.priceFrom}>{packageCardMessages.from}</span>
            <span className={styles.amount}>{formatPrice(pkg.price)}</span>
            <span className={styles.priceFrom}>{packageCardMessages.perPerson}</span>
          </p>
          {pkg.tax > 0 ? (
            <p className={styles.tax}>{formatMessage(packageCardMessages.taxes, { tax: formatPrice(pkg.tax, { exact: true }) })}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
