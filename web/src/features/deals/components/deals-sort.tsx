import type { DealsSort } from '@tdp/shared/constants';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { SelectField } from '../../../components/ui/field.tsx';
import { dealsMessages } from '../messages.ts';
import styles from './deals-sort.module.css';

/** The orders the deals query offers (`sort` of the deals query, `GET /packages/deals`), as the visitor reads them. */
const SORT_CHOICES: ReadonlyArray<readonly [DealsSort, string]> = [
  ['recommended', dealsMessages.sortRecommended],
  ['price-asc', dealsMessages.sortPriceAsc],
  ['price-desc', dealsMessages.sortPriceDesc],
  ['departure', dealsMessages.sortDeparture],
];

/** Props of {@link DealsSortSelect}. */
export interface DealsSortSelectProps {
  /** The order the address holds (none: recommended). */
  sort: DealsQueryFilter['sort'];
  onChange: (sort: DealsQueryFilter['sort']) => void;
}

/** "Sort by": the deals list's order, kept in the page address (`&sort=price-asc`) like the filter. */
export function DealsSortSelect({ sort, onChange }: DealsSortSelectProps) {
  return (
    <SelectField
      className={styles.sort}
      label={dealsMessages.sortLabel}
      value={sort ?? 'recommended'}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === 'recommended' ? undefined : (chosen as Exclude<DealsSort, 'recommended'>));
      }}
    >
      {SORT_CHOICES.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
