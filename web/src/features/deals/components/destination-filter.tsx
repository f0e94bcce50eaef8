import { useMemo, useState } from 'react';
import type { Continent } from '@tdp/shared/schemas/destination';
import { continentDisplayName, formatDestinationId, type DestinationId } from '@tdp/shared/catalogue/destination-ids';
import { ChevronDownIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { compareNames } from '../../../lib/intl.ts';
import { destinationCheckState, indexDestinations, toggleDestination, type DestinationIndex } from '../destination-selection.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { dealsCatalogue } from '../../../i18n/catalogues/deals.ts';
import { dealsMessages } from '../messages.ts';
import styles from './destination-filter.module.css';
import { FilterCheckbox } from './filter-checkbox.tsx';

interface Place {
  id: DestinationId;
  name: string;
  children: Place[];
}

const byName = (a: Place, b: Place) => compareNames(a.name, b.name);

function placesOf(continents: readonly Continent[]): Place[] {
  return continents
    .map((continent) => ({
      id: formatDestinationId('continent', continent.continent_id),
      name: continentDisplayName(continent),
      children: continent.countries
        .map((country) => ({
          id: formatDestinationId('country', country.id),
          name: country.name,
          children: country.cities.map((city) => ({ id: formatDestinationId('city', city.id), name: city.name, children: [] })).sort(byName),
        }))
        .sort(byName),
    }))
    .sort(byName);
}

/** Props of {@link DestinationFilter}. */
export interface DestinationFilterProps {
  continents: readonly Continent[];
  selected: readonly DestinationId[];
  onChange: (next: DestinationId[]) => void;
}

/**
 * The destination checkboxes: continents, their countries and their cities, each level folded until
 * opened (places holding a chosen place start open). A continent or country covers everything inside it.
 */
export function DestinationFilter({ continents, selected, onChange }: DestinationFilterProps) {
  const places = useMemo(() => placesOf(continents), [continents]);
  const index = useMemo(() => indexDestinations(continents), [continents]);
  // A visitor's own open/close choices; places without one follow the selection.
  const [opened, setOpened] = useState<ReadonlyMap<DestinationId, boolean>>(new Map());
  const toggleOpen = (id: DestinationId, open: boolean) => setOpened((previous) => new Map(previous).set(id, open));
  return (
    <ul className={styles.list}>
      {places.map((place) => (
        <PlaceItem
          key={place.id}
          place={place}
          index={index}
          selected={selected}
          opened={opened}
          onOpenChange={toggleOpen}
          onToggle={(id) => onChange(toggleDestination(index, selected, id))}
        />
      ))}
    </ul>
  );
}

interface PlaceItemProps {
  place: Place;
  index: DestinationIndex;
  selected: readonly DestinationId[];
  opened: ReadonlyMap<DestinationId, boolean>;
  onOpenChange: (id: DestinationId, open: boolean) => void;
  onToggle: (id: DestinationId) => void;
}

function PlaceItem({ place, index, selected, opened, onOpenChange, onToggle }: PlaceItemProps) {
  const i18n = useCatalogue(dealsCatalogue);
  const state = destinationCheckState(index, selected, place.id);
  const hasChildren = place.children.length > 0;
  const open = hasChildren && (opened.get(place.id) ?? state === 'mixed');
  const childListId = `destination-filter-${place.id}`;
  return (
    <li>
      <div className={styles.row}>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? childListId : undefined}
            aria-label={i18n._(dealsMessages.placesIn, { place: place.name })}
            onClick={() => onOpenChange(place.id, !open)}
          >
            {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
          </button>
        ) : (
          <span className={styles.spacer} />
        )}
        <FilterCheckbox className={styles.checkbox} checked={state} label={place.name} onChange={() => onToggle(place.id)} />
      </div>
      {open ? (
        <ul id={childListId} className={`${styles.list} ${styles.nested}`}>
          {place.children.map((child) => (
            <PlaceItem key={child.id} place={child} index={index} selected={selected} opened={opened} onOpenChange={onOpenChange} onToggle={onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
