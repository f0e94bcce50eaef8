import { Suspense, use, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { formatDealsFilterQuery, type DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { Button } from '../../../components/ui/button.tsx';
import { FilterIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { dealsMessages } from '../messages.ts';
import styles from './deals-filter-panel.module.css';
import type { FilterGroupsProps, FilterSheetProps } from './filter-groups.tsx';

/** Which travel styles the panel offers: all of them, the cruise kinds, or none (the page fixes the style). */
export type StyleChoice = 'all' | 'cruise' | 'none';

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
  // One function for the page's life, calling the latest `onChange`, so the groups' element below stays the same while
  // the rest of the page renders again.
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const change = useCallback((next: DealsQueryFilter) => latestOnChange.current(next), []);
  const panel = useRef<HTMLElement>(null);
  useGroupsWanted(panel, formatDealsFilterQuery(filter));
  const activeCount =
    filter.destinationIds.length +
    (styleChoice === 'none' ? 0 : filter.travelStyleIds.length) +
    (filter.departureCityIds?.length ?? 0) +
    (filter.months?.length ?? 0);
  // The same element while the filter stays the same: React leaves a part still waiting for its code alone only when
  // nothing it was given changes (a new element, even alike, would make React draw it afresh without the server's HTML).
  const groups = useMemo(
    () => (
      <Suspense fallback={<FilterGroupsLoading />}>
        <DeferredFilterGroups filter={filter} destinationType={destinationType} styleChoice={styleChoice} onChange={change} />
      </Suspense>
    ),
    [filter, destinationType, styleChoice, change],
  );
  const clear = isFiltered ? (
    <Button className={styles.clear} onClick={onClear}>
      {dealsMessages.clearFilters}
    </Button>
  ) : null;
  return (
    <section ref={panel} className={styles.root} aria-labelledby={headingId}>
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
        <Suspense fallback={<FilterGroupsLoading />}>
          <DeferredFilterSheet total={total} clear={clear} onClose={() => setSheetOpen(false)}>
            {groups}
          </DeferredFilterSheet>
        </Suspense>
      ) : null}
    </section>
  );
}

function FilterGroupsLoading() {
  return <Spinner size="tiny" labelPosition="after" label={dealsMessages.filtersLoading} />;
}

let openGate: () => void = () => undefined;
let codeArrived = false;
/**
 * The groups' code, downloaded once the gate opens: one promise, so React reads it at once after its first answer. A
 * failed download goes to the route's error screen, which offers to load the page again.
 */
const filterGroupsModule = new Promise<void>((resolve) => {
  openGate = resolve;
})
  .then(() => import('./filter-groups.tsx'))
  .then((module) => {
    codeArrived = true;
    return module;
  });

/**
 * The groups' code. Rendered on the server or in the browser, at once. Hydrating the server's HTML, it waits for the
 * gate: React leaves the server's HTML as it is (readable, with real boxes) until the visitor reaches for the filter
 * or the filter changes (see {@link useGroupsWanted}).
 */
function filterGroupsCode(hydrating: boolean) {
  if (!hydrating) openGate();
  return filterGroupsModule;
}

/**
 * The groups' buttons (a place's "Places in …", "Show all … styles") clicked before their code arrived: React stops
 * such a click, and a button has no default action to keep.
 */
const earlyButtonClicks: HTMLButtonElement[] = [];

/** Hands over the buttons clicked before the groups' code arrived, once, for the groups to click again in order. */
function takeEarlyButtonClicks(): HTMLButtonElement[] {
  return earlyButtonClicks.splice(0);
}

/** What shows that a visitor reaches for the filter: a pointer over it or pressed on it, a touch, focus inside it. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Opens the gate of the groups' code when the visitor reaches into `area` or when the filter differs from the one the
 * page started with (another sort, a link to another filter: the groups must render it). The listeners sit on the
 * document, in the capture phase: React stops such events at its root while the part they are aimed at waits for its
 * code, and it hydrates that part first once the code is there.
 */
function useGroupsWanted(area: RefObject<HTMLElement | null>, filterKey: string) {
  const startKey = useRef(filterKey);
  if (filterKey !== startKey.current) openGate();
  useEffect(() => {
    const reach = (event: Event) => {
      if (event.target instanceof Node && area.current?.contains(event.target)) openGate();
    };
    const click = (event: MouseEvent) => {
      if (codeArrived || !(event.target instanceof Element) || !area.current?.contains(event.target)) return;
      // A click alone (some screen readers send nothing before it) reaches for the filter too.
      openGate();
      // Once the code is here, React hydrates the part a click is aimed at and handles the click itself.
      const button = event.target.closest('button');
      if (button?.closest(`.${styles.groups}`)) earlyButtonClicks.push(button);
    };
    for (const type of REACHING_EVENTS) document.addEventListener(type, reach, { capture: true, passive: true });
    document.addEventListener('click', click, { capture: true });
    const stop = () => {
      for (const type of REACHING_EVENTS) document.removeEventListener(type, reach, { capture: true });
      document.removeEventListener('click', click, { capture: true });
    };
    void filterGroupsModule.then(stop, () => undefined);
    return stop;
  }, [area]);
}

/**
 * The filter's groups, whose code (about 3 KiB gzipped, and the lists' rendering work) a first visit downloads only
 * when the visitor reaches for the filter: on a phone the filter waits behind its "Filters" button, and on a wide
 * screen many visitors only scroll the deals (docs/decisions/public-site-weight.md). The server renders them in full;
 * in the browser they stay the server's HTML until then. Rendered in the browser (another page's link, the phone's
 * sheet), they load at once.
 */
function DeferredFilterGroups(props: Omit<FilterGroupsProps, 'hydrating' | 'takeEarlyClicks'>) {
  // The server (no document) renders them in full.
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  const { FilterGroups } = use(filterGroupsCode(hydrating));
  return <FilterGroups {...props} hydrating={hydrating} takeEarlyClicks={takeEarlyButtonClicks} />;
}

/** The phone's filter sheet (filter-groups.tsx), whose code comes with the groups'. */
function DeferredFilterSheet(props: FilterSheetProps) {
  const { FilterSheet } = use(filterGroupsCode(false));
  return <FilterSheet {...props} />;
}
