import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { Button } from '../../../components/ui/button.tsx';
import { DismissIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { travelMonthChoices } from '../../../lib/travel-months.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useDestinationTree } from '../api/list-continents.ts';
import { isCruiseStyle } from '../deals-page-filter.ts';
import { dealsMessages } from '../messages.ts';
import type { StyleChoice } from './deals-filter-panel.tsx';
import styles from './deals-filter-panel.module.css';
import { DestinationFilter } from './destination-filter.tsx';
import { TravelStyleFilter } from './travel-style-filter.tsx';
import { DepartureCityFilter, TravelMonthFilter } from './departure-filters.tsx';

/** The width from which the filter sits beside the deals (deals-filter-panel.module.css, deals-browser.module.css). */
const SIDE_BY_SIDE_QUERY = '(min-width: 900px)';

/** Props of {@link FilterGroups}. */
export interface FilterGroupsProps {
  filter: DealsQueryFilter;
  destinationType: 'regular' | 'cruise';
  styleChoice: StyleChoice;
  onChange: (next: DealsQueryFilter) => void;
  /**
   * Whether these groups are hydrating the server's HTML: boxes a visitor ticked or cleared before this code arrived
   * are then applied once it has (see {@link useEarlyClicksApplied}).
   */
  hydrating: boolean;
  /** The buttons of these groups clicked before this code arrived, handed over once (deals-filter-panel.tsx). */
  takeEarlyClicks: () => HTMLButtonElement[];
}

/**
 * The filter's groups (destinations, travel styles, departure cities, travel months): the part of the deals filter a
 * visitor works with, loaded when they reach for it (deals-filter-panel.tsx `DeferredFilterGroups`).
 */
export function FilterGroups({ filter, destinationType, styleChoice, onChange, hydrating, takeEarlyClicks }: FilterGroupsProps) {
  const root = useRef<HTMLDivElement>(null);
  useEarlyClicksApplied(root, hydrating, filter, takeEarlyClicks);
  const tree = useDestinationTree(destinationType);
  const travelStyles = useApi(catalogueReadRoutes.listTravelStyles, styleChoice !== 'none' ? {} : null);
  const cities = useApi(catalogueReadRoutes.listDepartureCities, {});
  const offeredStyles = (travelStyles.data ?? []).filter((style) => styleChoice === 'all' || isCruiseStyle(style));
  const settling =
    (!tree.data && !tree.error) || (styleChoice !== 'none' && !travelStyles.data && !travelStyles.error) || (!cities.data && !cities.error);
  if (settling) {
    // One loading state until both lists have answered: the travel styles never jump down when the destination tree
    // arrives above them.
    return <Spinner size="tiny" labelPosition="after" label={dealsMessages.filtersLoading} />;
  }
  return (
    <div ref={root} className={styles.groups}>
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
    </div>
  );
}


/**
 * Applies what a visitor did in the server's HTML before the filter's code arrived.
 *
 * A box they ticked or cleared kept its new state: React only stops such a click from reaching a part it has not
 * hydrated yet, and hydration keeps what the visitor sees while React renders what the address says (and sets
 * `defaultChecked` to that). Each such box is clicked again now that its handler runs, one at a time, each once the
 * previous click's change has reached the address (a change is made from the filter the page shows); a box already in
 * the wanted state by then (a place ticked with the country around it) or no longer on the page is passed over, and a
 * click of the visitor's own ends the replay.
 *
 * A button they clicked (which opens a place or the whole list of styles) did nothing then: it is clicked again.
 */
function useEarlyClicksApplied(
  root: RefObject<HTMLDivElement | null>,
  hydrating: boolean,
  filter: DealsQueryFilter,
  takeEarlyClicks: () => HTMLButtonElement[],
) {
  const hydrated = useRef(hydrating);
  /** The boxes the visitor changed, with the state they chose; null until the groups first run. */
  const wanted = useRef<Map<HTMLInputElement, boolean> | null>(null);
  useEffect(() => {
    const area = root.current;
    let firstRun = false;
    if (wanted.current === null) {
      firstRun = true;
      const boxes = hydrated.current && area ? [...area.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')] : [];
      wanted.current = new Map(boxes.filter((box) => box.checked !== box.defaultChecked).map((box) => [box, box.checked]));
      for (const button of takeEarlyClicks()) if (button.isConnected) button.click();
      // The visitor's own clicks from now on are React's; a replay must not undo them.
      const visitorClick = (event: MouseEvent) => {
        if (event.isTrusted) wanted.current?.clear();
      };
      area?.addEventListener('click', visitorClick, { capture: true });
    }
    // What React shows for a box: right after hydration what the address said (`defaultChecked`), later its `checked`
    // (React sets it on every render of the groups).
    const shown = (box: HTMLInputElement) => (firstRun ? box.defaultChecked : box.checked);
    for (const [box, checked] of wanted.current) {
      wanted.current.delete(box);
      if (!box.isConnected || shown(box) === checked) continue;
      box.checked = shown(box);
      box.click();
      break;
    }
  }, [filter, root, takeEarlyClicks]);
}

/** Props of {@link FilterSheet}. */
export interface FilterSheetProps {
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
export function FilterSheet({ total, clear, onClose, children }: FilterSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, for the listener the sheet sets up once when it opens.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const closeProps = useModalDialog(dialogRef, onClose);
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
      {...closeProps}
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
