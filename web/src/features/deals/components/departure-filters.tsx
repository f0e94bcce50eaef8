import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import { compareNames, formatMonth } from '../../../lib/intl.ts';
import { FilterCheckbox } from './filter-checkbox.tsx';
import classes from './departure-filters.module.css';

function toggled<T>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((listed) => listed !== value) : [...selected, value];
}

/** Props of {@link DepartureCityFilter}. */
export interface DepartureCityFilterProps {
  cities: readonly Pick<DepartureCity, 'id' | 'city_name'>[];
  selected: readonly number[];
  onChange: (next: number[]) => void;
}

/** The "From" checkboxes: the departure cities, alphabetical ("From Vancouver" prices the deals from Vancouver). */
export function DepartureCityFilter({ cities, selected, onChange }: DepartureCityFilterProps) {
  const sorted = [...cities].sort((a, b) => compareNames(a.city_name, b.city_name));
  return (
    <ul className={classes.list}>
      {sorted.map((city) => (
        <li key={city.id}>
          <FilterCheckbox checked={selected.includes(city.id)} label={city.city_name} onChange={() => onChange(toggled(selected, city.id))} />
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link TravelMonthFilter}. */
export interface TravelMonthFilterProps {
  /** Months offered, `YYYY-MM`, in calendar order. */
  months: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/** The "Travel month" checkboxes (`Apr 2027`), in calendar order. */
export function TravelMonthFilter({ months, selected, onChange }: TravelMonthFilterProps) {
  return (
    <ul className={classes.months}>
      {months.map((month) => (
        <li key={month}>
          <FilterCheckbox checked={selected.includes(month)} label={formatMonth(month)} onChange={() => onChange(toggled(selected, month))} />
        </li>
      ))}
    </ul>
  );
}
