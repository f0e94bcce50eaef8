import { useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { formatDealsFilterQuery, parseDealsFilterQuery } from '@tdp/shared/deals/deals-filter-query';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { PackageIcon } from '../package-card-icons.tsx';
import { AdvisorSlot } from '../advisor-panel/advisor-slot.tsx';
import { AgentNotesSlot } from '../agent-notes/agent-notes-slot.tsx';
import { AgentShareSlot } from '../share-panel/agent-share-slot.tsx';
import { ChevronRightIcon } from '../ui/icons.tsx';
import { ResponsivePicture } from '../responsive-picture.tsx';
import { useApi } from '../../lib/use-api.ts';
import { cheapestFitting, PackageDepartures, type DepartureChoice } from './package-departures.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { packageDetailMessages } from './package-detail-messages.ts';
import { PackagePriceCard } from './package-price-card.tsx';
import { PackageTabs } from './package-tabs.tsx';
import { QuoteBar } from './quote-bar.tsx';
import { RelatedDeals } from './related-deals.tsx';
import styles from './package-details.module.css';

/** Intrinsic size of package banners (12:5, as in the stylesheet), so the browser reserves their space before they load. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 500;
/** The banner spans the window (package-details.module.css `.banner`). */
export const BANNER_SIZES = '100vw';

/**
 * The content of a package page once the package is loaded. A package with departures lists them; the cities and months
 * chosen there (in the page address, as on the deals list: a card of a list filtered "from Vancouver" links here with
 * it) set the price box's from-price.
 */
export function PackageDetails({ pkg }: { pkg: PublicPackage }) {
  const { tabs } = pkg;
  const priceCard = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const departures = pkg.departures ?? [];
  const choice = useMemo<DepartureChoice>(() => {
    const { departureCityIds, months } = parseDealsFilterQuery(search);
    return { departureCityIds, months };
  }, [search]);
  const cities = useApi(catalogueReadRoutes.listDepartureCities, departures.length > 0 ? {} : null);
  const chosen = (choice.departureCityIds?.length ?? 0) > 0 || (choice.months?.length ?? 0) > 0;
  const chosenPrice = chosen ? cheapestFitting(departures, choice) : null;
  const basis = (choice.departureCityIds ?? []).flatMap((id) => cities.data?.find((city) => city.id === id)?.city_name ?? []).join(', ') || undefined;
  return (
    <article>
      <ResponsivePicture
        className={styles.banner}
        reference={pkg.banner_image}
        alt={pkg.title}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        sizes={BANNER_SIZES}
        priority="high"
      />
      <div className={styles.page}>
        <nav aria-label={packageDetailMessages.breadcrumb}>
          <ol className={styles.crumbs}>
            <li className={styles.crumb}>
              <Link className={styles.crumbLink} to={PUBLIC_PATHS.home}>
                {packageDetailMessages.home}
              </Link>
              <ChevronRightIcon />
            </li>
            <li className={styles.crumb}>
              <Link className={styles.crumbLink} to={PUBLIC_PATHS.deals}>
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
            <PackagePriceCard pkg={pkg} price={chosenPrice} basis={basis} />
            {/* The connected agent whose link brought the visit (after hydration only: the rendered page is everyone's). */}
            <AdvisorSlot packageUrl={pkg.package_url} />
            {/* A signed-in agent's "Share this deal" (after hydration only: the rendered page is the visitor's). */}
            <AgentShareSlot deal={pkg} className={styles.share} />
            {/* A signed-in agent's or admin's agent-only notes, read after hydration: never in the rendered page. */}
            <AgentNotesSlot packageUrl={pkg.package_url} />
          </aside>
          <div className={styles.main}>
            {departures.length > 0 ? (
              <PackageDepartures
                packageUrl={pkg.package_url}
                departures={departures}
                cities={cities.data}
                choice={choice}
                onChoiceChange={(next) => navigate(`${pathname}${formatDealsFilterQuery(next)}`, { replace: true, preventScrollReset: true })}
              />
            ) : null}
            <PackageTabs tabs={tabs} />
          </div>
        </div>
        <RelatedDeals slug={pkg.package_url} travelStyleIds={pkg.travelStyleIds} />
      </div>
      <QuoteBar pkg={pkg} priceCard={priceCard} price={chosenPrice} />
    </article>
  );
}
