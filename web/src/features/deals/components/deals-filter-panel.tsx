import { Suspense, lazy, useId, useState } from 'react';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { Button } from '../../../components/ui/button.tsx';
import { FilterIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UntilHydratedFieldset } from '../../../components/until-hydrated-fieldset.tsx';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import styles from './deals-filter-panel.module.css';
import { FilterGroups } from './filter-groups.tsx';

/** The phone's sheet, loaded when the visitor opens it (as the header's phone menu is). */
const FilterSheet = lazy(async () => ({ default: (await import('./filter-sheet.tsx')).FilterSheet }));

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
 * shared links restore the view. The server renders it in full; its controls stay disabled until the page has
 * hydrated, as a form's do (a box ticked before then would do nothing).
 */
export function DealsFilterPanel({ filter, destinationType, styleChoice, isFiltered, total, onChange, onClear }: DealsFilterPanelProps) {
  const i18n = useCatalogue(dealsCatalogue);
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
      {i18n._(dealsMessages.clearFilters)}
    </Button>
  ) : null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {i18n._(dealsMessages.filtersHeading)}
      </h2>
      <UntilHydratedFieldset>
        <Button className={styles.openButton} icon={<FilterIcon />} aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          {activeCount > 0 ? i18n._(dealsMessages.showFiltersCount, { count: activeCount }) : i18n._(dealsMessages.showFilters)}
        </Button>
        <div className={styles.body}>
          {groups}
          {clear}
        </div>
      </UntilHydratedFieldset>
      {sheetOpen ? (
        <Suspense fallback={<Spinner size="tiny" labelPosition="after" label={i18n._(dealsMessages.filtersLoading)} />}>
          <FilterSheet total={total} clear={clear} onClose={() => setSheetOpen(false)}>
            {groups}
          </FilterSheet>
        </Suspense>
      ) : null}
    </section>
  );
}
