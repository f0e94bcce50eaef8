import { useId, useState } from 'react';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { Button } from '../../../components/ui/button.tsx';
import { compareNames } from '../../../lib/intl.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import { FilterCheckbox } from './filter-checkbox.tsx';
import classes from './travel-style-filter.module.css';

/** Styles shown before "Show all": the list stays short enough to see the results beside it. */
const STYLES_SHOWN_FOLDED = 10;

/** Props of {@link TravelStyleFilter}. */
export interface TravelStyleFilterProps {
  styles: readonly Pick<TravelStyle, 'id' | 'style_name'>[];
  selected: readonly number[];
  onChange: (next: number[]) => void;
}

/** The travel-style checkboxes, alphabetical; a long list is folded after ten, chosen styles always shown. */
export function TravelStyleFilter({ styles: travelStyles, selected, onChange }: TravelStyleFilterProps) {
  const i18n = useCatalogue(dealsCatalogue);
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const sorted = [...travelStyles].sort((a, b) => compareNames(a.style_name, b.style_name));
  const foldable = sorted.length > STYLES_SHOWN_FOLDED;
  const shown = showAll || !foldable ? sorted : sorted.filter((style, position) => position < STYLES_SHOWN_FOLDED || selected.includes(style.id));
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((listed) => listed !== id) : [...selected, id]);
  return (
    <>
      <ul id={listId} className={classes.list}>
        {shown.map((style) => (
          <li key={style.id}>
            <FilterCheckbox checked={selected.includes(style.id)} label={style.style_name} onChange={() => toggle(style.id)} />
          </li>
        ))}
      </ul>
      {foldable ? (
        <Button
          className={classes.more}
          appearance="transparent"
          size="small"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? i18n._(dealsMessages.showFewerStyles) : i18n._(dealsMessages.showAllStyles, { count: sorted.length })}
        </Button>
      ) : null}
    </>
  );
}
