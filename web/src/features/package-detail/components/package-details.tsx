import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronRight16Regular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { PackageIcon } from '../../../components/package-card-icons.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { packageDetailMessages } from '../messages.ts';
import { PackageHeadTags } from './package-head-tags.tsx';
import { PackagePriceCard } from './package-price-card.tsx';
import { PackageTabs } from './package-tabs.tsx';
import { RelatedDeals } from './related-deals.tsx';

/** Intrinsic size of package banners (12:5), so the browser reserves their space before they load. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 500;

const useStyles = makeStyles({
  banner: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`,
    maxHeight: '420px',
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground4,
  },
  page: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
  },
  crumbs: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  crumb: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  crumbLink: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXL,
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 340px', columnGap: tokens.spacingHorizontalXXXL, alignItems: 'start' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold },
  glance: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase300,
  },
  glanceItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  glanceIcon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  aside: { '@media (min-width: 960px)': { position: 'sticky', top: tokens.spacingVerticalL, gridColumn: 2, gridRow: '1 / span 2' } },
});

/** The content of a package page once the package is loaded. */
export function PackageDetails({ pkg }: { pkg: PublicPackage }) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  return (
    <article>
      <PackageHeadTags pkg={pkg} />
      <img
        className={styles.banner}
        src={resolveMediaUrl(pkg.banner_image, cdnPrefix)}
        alt={pkg.title}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority="high"
        decoding="async"
      />
      <div className={styles.page}>
        <nav aria-label={packageDetailMessages.breadcrumb}>
          <ol className={styles.crumbs}>
            <li className={styles.crumb}>
              <Link className={styles.crumbLink} to={SITE_PATHS.home}>
                {packageDetailMessages.home}
              </Link>
              <ChevronRight16Regular aria-hidden="true" />
            </li>
            <li className={styles.crumb}>
              <Link className={styles.crumbLink} to={SITE_PATHS.deals}>
                {packageDetailMessages.deals}
              </Link>
              <ChevronRight16Regular aria-hidden="true" />
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
          <aside className={styles.aside} aria-label={packageDetailMessages.priceAndBooking}>
            <PackagePriceCard pkg={pkg} />
          </aside>
          <div className={styles.main}>
            <PackageTabs tabs={pkg.tabs} />
          </div>
        </div>
        <RelatedDeals slug={pkg.package_url} travelStyleIds={pkg.travelStyleIds} />
      </div>
    </article>
  );
}
