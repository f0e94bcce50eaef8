import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { Button } from '../../../components/ui/button.tsx';
import { DismissIcon, FilterIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { useDestinationTree } from '../api/list-continents.ts';
import { isCruiseStyle } from '../deals-page-filter.ts';
import { dealsMessages } from '../messages.ts';
import styles from './deals-filter-panel.module.css';
import { DestinationFilter } from './destination-filter.tsx';
import { TravelStyleFilter } from './travel-style-filter.tsx';
import { DepartureCityFilter, TravelMonthFilter } from './departure-filters.tsx';
import { travelMonthChoices } from '../../../lib/travel-months.ts';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/** Which travel styles the panel offers: all of them, the cruise kinds, or none (the page fixes the style). */
export type StyleChoice = 'all' | 'cruise' | 'none';

/** The width from which the filter sits beside the deals (deals-filter-panel.module.css, deals-browser.module.css). */
const SIDE_BY_SIDE_QUERY = '(min-width: 900px)';

/** Props of {@link DealsFilterPanel}. */
export interface DealsFilterPanelProps {
  filter: DealsQueryFilter;
  destinationType: 'regular' | 'cruise';
  styleChoice: StyleChoice;
  /** Whether the filter differs from the page's starting one (offers "Clear all filters"). */
  isFiltered: boolean;
  /** Deals matching the filter (the API's total), undefined while they are being found. */
  total: number | undefined;
  onChange: (next: DealsQueryFilter) => void;
  onClear: () => void;
}

/**
 * The filter of a deals list: destination tree, travel styles, departure cities ("From") and travel months. From 900 px wide it sits beside the deals and
 * scrolls on its own, so a short list never sits alone beside a long filter. On a phone a "Filters" button opens
 * it in a sheet (a modal `<dialog>`) whose "Show N deals" button stays at the bottom and counts the matching deals
 * live, from the API's total, as boxes are ticked. Every change goes to the page address, so back/forward and
 * shared links restore the view.
 */
export function DealsFilterPanel({ filter, destinationType, styleChoice, isFiltered, total, onChange, onClear }: DealsFilterPanelProps) {
  const headingId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const activeCount =
    filter.destinationIds.length +
    (styleChoice === 'none' ? 0 : filter.travelStyleIds.length) +
    (filter.departureCityIds?.length ?? 0) +
    (filter.months?.length ?? 0);
  const groups = <FilterGroups filter={filter} destinationType={destinationType} styleChoice={styleChoice} onChange={onChange} />;
  const clear = isFiltered ? (
    <Button className={styles.clear} onClick={onClear}>
      {dealsMessages.clearFilters}
    </Button>
  ) : null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {dealsMessages.filtersHeading}
      </h2>
      <Button className={styles.openButton} icon={<FilterIcon />} aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
        {activeCount > 0 ? formatMessage(dealsMessages.showFiltersCount, { count: activeCount }) : dealsMessages.showFilters}
      </Button>
      <div className={styles.body}>
        {groups}
        {clear}
      </div>
      {sheetOpen ? (
        <FilterSheet total={total} clear={clear} onClose={() => setSheetOpen(false)}>
          {groups}
        </FilterSheet>
      ) : null}
    </section>
  );
}

interface FilterGroupsProps {
  filter: DealsQueryFilter;
  destinationType: 'regular' | 'cruise';
  styleChoice: StyleChoice;
  onChange: (next: DealsQueryFilter) => void;
}

function FilterGroups({ filter, destinationType, styleChoice, onChange }: FilterGroupsProps) {
  const tree = useDestinationTree(destinationType);
  const travelStyles = useApiAfterFirstScreen(catalogueReadRoutes.listTravelStyles, styleChoice !== 'none' ? {} : null);
  const cities = useApiAfterFirstScreen(catalogueReadRoutes.listDepartureCities, {});
  const offeredStyles = (travelStyles.data ?? []).filter((style) => styleChoice === 'all' || isCruiseStyle(style));
  const settling =
    (!tree.data && !tree.error) || (styleChoice !== 'none' && !travelStyles.data && !travelStyles.error) || (!cities.data && !cities.error);
  if (settling) {
    // One loading state until both lists have answered: the travel styles never jump down when the destination tree
    // arrives above them.
    return <Spinner size="tiny" labelPosition="after" label={dealsMessages.filtersLoading} />;
  }
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{destinationType === 'cruise' ? dealsMessages.cruiseRegions : dealsMessages.destinations}</legend>
        {tree.data ? (
          <DestinationFilter continents={tree.data} selected={filter.destinationIds} onChange={(destinationIds) => onChange({ ...filter, destinationIds })} />
        ) : (
          <FilterLoadFailed onRetry={tree.retry} />
        )}
      </fieldset>
      {styleChoice !== 'none' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{styleChoice === 'cruise' ? dealsMessages.cruiseTypes : dealsMessages.travelStyles}</legend>
          {travelStyles.data ? (
            <TravelStyleFilter styles={offeredStyles} selected={filter.travelStyleIds} onChange={(travelStyleIds) => onChange({ ...filter, travelStyleIds })} />
          ) : (
            <FilterLoadFailed onRetry={() => void travelStyles.mutate()} />
          )}
        </fieldset>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{dealsMessages.departureCities}</legend>
        {cities.data ? (
          <DepartureCityFilter
            cities={cities.data}
            selected={filter.departureCityIds ?? []}
            onChange={(departureCityIds) => onChange({ ...filter, departureCityIds })}
          />
        ) : (
          <FilterLoadFailed onRetry={() => void cities.mutate()} />
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{dealsMessages.travelMonths}</legend>
        {/* The agency's next twelve months; at the turn of a month a page rendered just before it may offer one month
            more than the browser would (React then renders the group again in the browser). */}
        <TravelMonthFilter
          months={travelMonthChoices(new Date(), filter.months)}
          selected={filter.months ?? []}
          onChange={(months) => onChange({ ...filter, months })}
        />
      </fieldset>
    </>
  );
}

interface FilterSheetProps {
  total: number | undefined;
  clear: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** "Show 12 deals" (or "Finding deals…" while the API counts them). */
function showDealsLabel(total: number | undefined): string {
  if (total === undefined) return dealsMessages.showDealsSearching;
  return total === 1 ? dealsMessages.showDealsOne : formatMessage(dealsMessages.showDealsCount, { count: total });
}

/**
 * The filter in a sheet from the bottom of a phone's screen: a modal `<dialog>` (the page behind is inert, Escape or
 * a tap on the backdrop closes it, focus returns to the "Filters" button). Its header and its "Show N deals" footer
 * stay in place while the filter scrolls between them. It closes by itself if the window grows wide enough for the
 * filter to sit beside the deals.
 */
function FilterSheet({ total, clear, onClose, children }: FilterSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, for the listener the sheet sets up once when it opens.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useModalDialog(dialogRef);
  useEffect(() => {
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(SIDE_BY_SIDE_QUERY) : null;
    const closeWhenWide = () => {
      if (wide?.matches) closeRef.current();
    };
    wide?.addEventListener('change', closeWhenWide);
    return () => wide?.removeEventListener('change', closeWhenWide);
  }, []);
  const label = showDealsLabel(total);
  return (
    <dialog
      ref={dialogRef}
      className={styles.sheet}
      aria-labelledby={titleId}
      // Escape asks the dialog to close ("cancel"): the panel owns the open state, so it closes it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop reaches the dialog element itself; its content covers the rest of it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.sheetHeader}>
        <h2 id={titleId} className={styles.sheetTitle}>
          {dealsMessages.filtersHeading}
        </h2>
        <Button appearance="subtle" aria-label={dealsMessages.closeFilters} icon={<DismissIcon />} onClick={onClose} />
      </div>
      <div className={styles.sheetBody}>{children}</div>
      <div className={styles.sheetFooter}>
        {clear}
        <Button className={styles.showDeals} appearance="primary" size="large" onClick={onClose}>
          {label}
        </Button>
        {/* The count as it changes, for screen readers (the list's own count is behind the sheet, inert). */}
        <span className="visually-hidden" role="status">
          {label}
        </span>
      </div>
    </dialog>
  );
}

function FilterLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.status}>
      {dealsMessages.filtersFailed}{' '}
      <Button size="small" onClick={onRetry}>
        {dealsMessages.retry}
      </Button>
    </p>
  );
}
