import type { DealsSort } from '@tdp/shared/constants';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import { SelectField } from '../../../components/ui/field.tsx';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import type { MessageDescriptor } from '@lingui/core';
import { dealsMessages } from '../messages.ts';
import styles from './deals-sort.module.css';

/** The orders the deals query offers (`sort` of the deals query, `GET /packages/deals`), as the visitor reads them. */
const SORT_CHOICES: ReadonlyArray<readonly [DealsSort, MessageDescriptor]> = [
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
  const i18n = useCatalogue(dealsCatalogue);
  return (
    <SelectField
      className={styles.sort}
      label={i18n._(dealsMessages.sortLabel)}
      value={sort ?? 'recommended'}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === 'recommended' ? undefined : (chosen as Exclude<DealsSort, 'recommended'>));
      }}
    >
      {SORT_CHOICES.map(([value, label]) => (
        <option key={value} value={value}>
          {i18n._(label)}
        </option>
      ))}
    </SelectField>
  );
}
