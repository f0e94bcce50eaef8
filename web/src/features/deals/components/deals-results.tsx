import { useEffect, useId } from 'react';
import { PackageCard } from '../../../components/package-card.tsx';
import { PackageCardGrid } from '../../../components/package-card-grid.tsx';
import { PackageCardSkeleton } from '../../../components/package-card-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorCircleIcon, SearchInfoIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DealsSearch } from '../api/search-deals.ts';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import { useLoadOnApproach } from '../use-load-on-approach.ts';
import styles from './deals-results.module.css';
import { DealsSortSelect } from './deals-sort.tsx';

/** Placeholders while the first page loads: two rows on a wide screen. */
const FIRST_PAGE_PLACEHOLDERS = 6;
/** Placeholders under the list while the next page loads: one row. */
const NEXT_PAGE_PLACEHOLDERS = 3;
/** Cards whose image loads at once: the first row. */
const EAGER_IMAGES = 3;
/** Props of {@link DealsResults}. */
export interface DealsResultsProps {
  search: DealsSearch;
  /** Resets the page's filter (empty state). */
  onClear: () => void;
  /** Whether the filter narrows the list (the empty state then offers to clear it). */
  isFiltered: boolean;
  /** The list's order, from the page address. */
  sort: DealsQueryFilter['sort'];
  onSortChange: (sort: DealsQueryFilter['sort']) => void;
  /** The chosen departure cities by name ("Vancouver or Calgary"): the cards' prices are for them. */
  priceBasis?: string | undefined;
  /** What the cards' links carry to the package pages (the chosen cities and months). */
  packageQuery?: string | undefined;
}

/**
 * The deals of a filter: count (announced politely), cards, placeholders that keep the layout still
 * while pages load, infinite loading with a "Show more deals" button as fallback, and the empty and
 * error states.
 */
export function DealsResults({ search, onClear, isFiltered, sort, onSortChange, priceBasis, packageQuery }: DealsResultsProps) {
  useWithoutScrollAnchoring();
  const i18n = useCatalogue(dealsCatalogue);
  const headingId = useId();
  const { packages, total, isLoading, isLoadingMore, hasMore, error } = search;
  const sentinel = useLoadOnApproach(search.loadMore, hasMore && !isLoadingMore && !error && !isLoading);
  const countText = total === undefined ? i18n._(dealsMessages.searching) : i18n._(dealsMessages.resultCount, { count: total });
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={isLoading || isLoadingMore}>
      <div className={styles.toolbar}>
        <div className={styles.summary} role="status">
          <h2 id={headingId} className={styles.heading}>
            {error && total === undefined ? i18n._(dealsMessages.resultsHeading) : countText}
          </h2>
          {total !== undefined && total > 0 ? <p className={styles.showing}>{i18n._(dealsMessages.showing, { shown: packages.length, total })}</p> : null}
        </div>
        <DealsSortSelect sort={sort} onChange={onSortChange} />
      </div>

      {error && packages.length === 0 ? (
        <div className={styles.notice} role="alert">
          <ErrorCircleIcon className={styles.errorIcon} />
          <h3 className={styles.noticeHeading}>{i18n._(dealsMessages.errorHeading)}</h3>
          <p className={styles.noticeText}>{error.message}</p>
          <Button appearance="primary" onClick={search.retry}>
            {i18n._(dealsMessages.retry)}
          </Button>
        </div>
      ) : isLoading ? (
        <PackageCardGrid placeholder>
          {Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, position) => (
            <PackageCardSkeleton key={position} />
          ))}
        </PackageCardGrid>
      ) : total === 0 ? (
        <div className={styles.notice}>
          <SearchInfoIcon className={styles.noticeIcon} />
          <h3 className={styles.noticeHeading}>{i18n._(dealsMessages.noResultsHeading)}</h3>
          <p className={styles.noticeText}>{i18n._(dealsMessages.noResultsBody)}</p>
          {isFiltered ? (
            <Button appearance="primary" onClick={onClear}>
              {i18n._(dealsMessages.clearFilters)}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <PackageCardGrid>
            {packages.map((pkg, position) => (
              <PackageCard key={pkg.id} pkg={pkg} eager={position === 0 ? 'high' : position < EAGER_IMAGES} priceBasis={priceBasis} linkQuery={packageQuery} />
            ))}
          </PackageCardGrid>
          {isLoadingMore ? (
            <PackageCardGrid placeholder>
              {Array.from({ length: NEXT_PAGE_PLACEHOLDERS }, (_, position) => (
                <PackageCardSkeleton key={position} />
              ))}
            </PackageCardGrid>
          ) : null}
          <div className={styles.more}>
            <div ref={sentinel} className={styles.sentinel} />
            {error ? (
              <p className={styles.noticeText} role="alert">
                {i18n._(dealsMessages.loadMoreFailed)}{' '}
                <Button size="small" onClick={search.retry}>
                  {i18n._(dealsMessages.retry)}
                </Button>
              </p>
            ) : hasMore || isLoadingMore ? (
              // Stays in place (aria-disabled, not disabled) while the page loads, so a keyboard user who pressed it keeps the focus.
              <Button
                appearance="secondary"
                size="large"
                aria-disabled={isLoadingMore || undefined}
                icon={isLoadingMore ? <Spinner size="tiny" /> : undefined}
                onClick={isLoadingMore ? undefined : search.loadMore}
              >
                {isLoadingMore ? i18n._(dealsMessages.loadingMore) : i18n._(dealsMessages.loadMore)}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Turns the browser's scroll anchoring off while the list is shown. With it, a visitor who reached the
 * footer would stay pinned to the footer while a page of deals is added above it, never seeing the new
 * deals; without it the new deals appear where the visitor is looking. Nothing else on these pages loads
 * late above the viewport (images have their size reserved), which is what anchoring protects against.
 */
function useWithoutScrollAnchoring(): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflowAnchor;
    root.style.overflowAnchor = 'none';
    return () => {
      root.style.overflowAnchor = previous;
    };
  }, []);
}
