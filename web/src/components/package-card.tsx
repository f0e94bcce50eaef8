import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateRanges } from '@tdp/shared/deals/date-range-display';
import type { PackageCard as PackageCardData } from '@tdp/shared/schemas/package';
import { useCatalogue, type Translator, useLocale } from '../i18n/catalogue.ts';
import { shellCatalogue } from '../i18n/catalogues/shell.ts';
import { AllInPrice } from './all-in-price.tsx';
import { ResponsivePicture } from './responsive-picture.tsx';
import { DatesIcon, PackageIcon } from './package-card-icons.tsx';
import { packageCardMessages } from './package-card-messages.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import styles from './package-card.module.css';

/** Icon lines a card shows; the deal page shows them all. */
const CARD_ICON_LINES = 3;

/**
 * Intrinsic size given to card images: the 12:5 shape of package banners, so the browser reserves the space
 * (package-card.module.css's `.media` holds the same ratio).
 */
export const CARD_IMAGE_WIDTH = 600;
export const CARD_IMAGE_HEIGHT = 250;
/**
 * How wide a card's picture is drawn (package-card-grid.module.css: one column on a phone, two, then three of at most
 * a third of the 1200 px page), for the browser to pick a variant.
 */
export const CARD_IMAGE_SIZES = '(min-width: 900px) min(380px, calc((100vw - 80px) / 3)), (min-width: 600px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

/** The address of a package's page. */
export function packagePath(packageUrl: string): string {
  return pathHref(PUBLIC_PATHS.package, { id: packageUrl });
}

/** "7 nights" / "1 night". */
function formatNights(i18n: Translator, count: number): string {
  return i18n._(packageCardMessages.nights, { count });
}

/** Props of {@link PackageCard}. */
export interface PackageCardProps {
  pkg: PackageCardData;
  /** Level of the title heading, to keep the page's heading order (2 under the page title, 3 under a section). */
  headingLevel?: 2 | 3;
  /**
   * Loads the image at once: for cards in the first screenful (`'high'`: the first of them, the page's largest
   * picture, fetched first). Others load as they near the viewport.
   */
  eager?: boolean | 'high';
  /** A badge over the image, e.g. a best bet's "Staff Pick". */
  badge?: string;
  /** The departure cities its price is for ("Vancouver"), when the list is filtered by city. */
  priceBasis?: string | undefined;
  /** False when the price is one departure's (no "From"), e.g. on the quote form for that departure. */
  priceFrom?: boolean;
  /** Query string its link carries to the package page (`?departureCityIds=[3]`: the page then shows that city's departures). */
  linkQuery?: string | undefined;
  /** A line under the title, e.g. a best bet's pitch. */
  children?: ReactNode;
  className?: string;
}

/**
 * A deal in a list (deals, homepage, best bets, related deals): banner, destination and nights, title
 * linking to the deal page (the whole card is clickable), dates, up to three icon lines and the all-in price.
 */
export function PackageCard({
  pkg,
  headingLevel = 3,
  eager = false,
  badge,
  priceBasis,
  priceFrom = true,
  linkQuery = '',
  children,
  className,
}: PackageCardProps) {
  const i18n = useCatalogue(shellCatalogue);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = [pkg.destinationName, pkg.durationNights ? formatNights(i18n, pkg.durationNights) : null].filter(Boolean).join(' · ');
  const dates = formatDateRanges(pkg.dateRanges, useLocale());
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <ResponsivePicture
          className={styles.image}
          reference={pkg.banner_image}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          sizes={CARD_IMAGE_SIZES}
          priority={eager === 'high' ? 'high' : eager ? 'eager' : 'lazy'}
        />
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <div className={styles.body}>
        {place ? <p className={styles.place}>{place}</p> : null}
        <Heading className={styles.title}>
          <Link className={styles.titleLink} to={`${packagePath(pkg.package_url)}${linkQuery}`}>
            {pkg.title}
          </Link>
        </Heading>
        {children ? <p className={styles.blurb}>{children}</p> : null}
        {dates ? (
          <p className={styles.dates} title={dates}>
            <DatesIcon className={styles.icon} />
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
        <AllInPrice className={styles.price} parts={pkg} basis={priceBasis} from={priceFrom} />
      </div>
    </article>
  );
}
