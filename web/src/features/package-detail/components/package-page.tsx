import { useParams } from 'react-router-dom';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { allInPriceText } from '../../../components/all-in-price.tsx';
import { packagePath } from '../../../components/package-card.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { sitePathIn } from '@tdp/shared/site-paths/site-path';
import { siteLocale, useLocale } from '../../../i18n/catalogue.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { packageDetailMessages } from '../../../components/package-details/package-detail-messages.ts';
import { packageShareImage } from '../package-share-image.ts';
import { packagePageDescription, packageSeoTitle, packageStructuredData } from '../package-structured-data.ts';
import { BANNER_SIZES, PackageDetails } from '../../../components/package-details/package-details.tsx';
import { picturePreload } from '../../../components/responsive-picture.tsx';
import styles from './package-page.module.css';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/**
 * `/deals/:id`: a package by its url slug, with its banner, price, dates, tabs, related deals and a
 * request-a-quote link; a "no longer available" page for a slug that is not on sale.
 */
export function PackagePage() {
  const locale = useLocale();
  const { id: slug = '' } = useParams();
  const { data: pkg, error, mutate } = useApi(catalogueReadRoutes.getPackage, { params: { id: slug } });
  const { cdnPrefix } = useRuntimeConfig();
  usePageMeta(
    pkg
      ? {
          title: formatMessage(packageDetailMessages.documentTitle, { title: packageSeoTitle(pkg) }),
          description: packagePageDescription(pkg, allInPriceText(pkg)),
          shareTitle: packageSeoTitle(pkg),
          canonicalPath: packagePath(pkg.package_url),
          ogType: 'product',
          // The 1200 × 630 share image made with the banner, else the banner itself.
          image: packageShareImage(pkg, cdnPrefix),
          preloadImage: picturePreload(pkg.banner_image, BANNER_SIZES, cdnPrefix),
          structuredData: (origin) =>
            packageStructuredData(pkg, {
              pageUrl: new URL(sitePathIn(packagePath(pkg.package_url), siteLocale(locale)), origin).href,
              imageUrl: new URL(resolveMediaUrl(pkg.banner_image, cdnPrefix), origin).href,
              siteUrl: new URL('/', origin).href,
            }),
        }
      : error?.status === 404
        ? { title: packageDetailMessages.notFoundTitle, description: packageDetailMessages.notFoundDescription, status: 404, noindex: true }
        : {
            title: error ? packageDetailMessages.errorTitle : packageDetailMessages.loading,
            description: packageDetailMessages.notFoundDescription,
            ...(error ? { status: 503, noindex: true } : {}),
          },
  );

  if (pkg) return <PackageDetails key={pkg.package_url} pkg={pkg} />;
  if (error?.status === 404) {
    return (
      <section className={styles.state} aria-labelledby="package-not-found">
        <h1 id="package-not-found" className={styles.heading}>
          {packageDetailMessages.notFoundHeading}
        </h1>
        <p className={styles.body}>{packageDetailMessages.notFoundBody}</p>
        <ButtonLink appearance="primary" size="large" to={PUBLIC_PATHS.deals}>
          {packageDetailMessages.browseDeals}
        </ButtonLink>
      </section>
    );
  }
  if (error) {
    return (
      <section className={styles.state} role="alert" aria-labelledby="package-error">
        <h1 id="package-error" className={styles.heading}>
          {packageDetailMessages.errorHeading}
        </h1>
        <p className={styles.body}>{error.message}</p>
        <Button appearance="primary" onClick={() => void mutate()}>
          {packageDetailMessages.retry}
        </Button>
      </section>
    );
  }
  return (
    <>
      <div className={styles.loadingBanner} />
      <div className={styles.loading}>
        <Spinner label={packageDetailMessages.loading} />
      </div>
    </>
  );
}
