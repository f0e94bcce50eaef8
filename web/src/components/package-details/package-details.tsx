import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { PackageIcon } from '../package-card-icons.tsx';
import { ChevronRightIcon } from '../ui/icons.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { SITE_PATHS } from '../../lib/site-paths.ts';
import { packageDetailMessages } from './package-detail-messages.ts';
import { PackagePriceCard } from './package-price-card.tsx';
import { PackageTabs } from './package-tabs.tsx';
import { QuoteBar } from './quote-bar.tsx';
import { RelatedDeals } from './related-deals.tsx';
import styles from './package-details.module.css';

/** Intrinsic size of package banners (12:5, as in the stylesheet), so the browser reserves their space before they load. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 500;

/** The content of a package page once the package is loaded. */
export function PackageDetails({ pkg }: { pkg: PublicPackage }) {
  const { cdnPrefix } = useRuntimeConfig();
  const { tabs } = pkg;
  const priceCard = useRef<HTMLElement>(null);
  return (
    <article>
      <img
        className={styles.banner}
        src={resolveMediaUrl(pkg.banner_image, cdnPrefix)}
        alt={pkg.title}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority="high"
      />
      <div className={styles.page}>
        <nav aria-label={packageDetailMessages.breadcrumb}>
          <ol className={styles.crumbs}>
            <li className={styles.crumb}>
              <Link className={styles.crumbLink} to={SITE_PATHS.home}>
                {packageDetailMessages.home}
              </Link>
              <ChevronRightIcon />
            </li>
            <li className={styles.crumb}>
              <Link className={styles.crumbLink} to={SITE_PATHS.deals}>
                {packageDetailMessages.deals}
              </Link>
              <ChevronRightIcon />
            </li>
            <li className={styles.crumb} aria-current="page">
              {pkg.title}
            </li>
          </ol>
        </nav>
        <div className={styles.layout}>
          <div className={styles.main}>
            <h1 className={styles.title}>{pkg.title}</h1>
            {pkg.icons_data.length > 0 ? (
              <ul className={styles.glance} aria-label={packageDetailMessages.whatsIncluded}>
                {pkg.icons_data.map((line) => (
                  <li key={`${line.icon}-${line.text1}`} className={styles.glanceItem}>
                    <PackageIcon name={line.icon} className={styles.glanceIcon} />
                    {line.text1}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <aside ref={priceCard} className={styles.aside} aria-label={packageDetailMessages.priceAndBooking}>
            <PackagePriceCard pkg={pkg} />
          </aside>
          <div className={styles.main}>
            <PackageTabs tabs={tabs} />
          </div>
        </div>
        <RelatedDeals slug={pkg.package_url} travelStyleIds={pkg.travelStyleIds} />
      </div>
      <QuoteBar pkg={pkg} priceCard={priceCard} />
    </article>
  );
}
