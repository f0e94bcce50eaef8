import type { Continent } from '@tdp/shared/schemas/destination';
import { formatDestinationId, type DestinationId } from '@tdp/shared/catalogue/destination-ids';

/**
 * What the destination checkboxes of the deals filter show and do. The filter lists destination ids;
 * a listed continent or country covers everything inside it (that is how the deals query matches), so
 * a place reads as checked when it or a place around it is listed, and as mixed when only some places
 * inside it are.
 */

/** Parent and children of every place of a destination tree, by destination id. */
export interface DestinationIndex {
  parentOf: ReadonlyMap<DestinationId, DestinationId>;
  childrenOf: ReadonlyMap<DestinationId, readonly DestinationId[]>;
}

/** A checkbox state: checked, unchecked or mixed (some places inside are chosen). */
export type DestinationCheckState = boolean | 'mixed';

/** Indexes a tree (`GET /destinations/continents`) by destination id. */
export function indexDestinations(continents: ReadonlyArray<Pick<Continent, 'continent_id' | 'countries'>>): DestinationIndex {
  const parentOf = new Map<DestinationId, DestinationId>();
  const childrenOf = new Map<DestinationId, DestinationId[]>();
  for (const continent of continents) {
    const continentId = formatDestinationId('continent', continent.continent_id);
    const countryIds: DestinationId[] = [];
    for (const country of continent.countries) {
      const countryId = formatDestinationId('country', country.id);
      countryIds.push(countryId);
      parentOf.set(countryId, continentId);
      const cityIds = country.cities.map((city) => formatDestinationId('city', city.id));
      for (const cityId of cityIds) parentOf.set(cityId, countryId);
      childrenOf.set(countryId, cityIds);
    }
    childrenOf.set(continentId, countryIds);
  }
  return { parentOf, childrenOf };
}

function ancestorsOf(index: DestinationIndex, id: DestinationId): DestinationId[] {
  const ancestors: DestinationId[] = [];
  for (let parent = index.parentOf.get(id); parent; parent = index.parentOf.get(parent)) ancestors.unshift(parent);
  return ancestors;
}

function descendantsOf(index: DestinationIndex, id: DestinationId): DestinationId[] {
  const children = index.childrenOf.get(id) ?? [];
  return children.flatMap((child) => [child, ...descendantsOf(index, child)]);
}

/** Whether a place's checkbox is checked (it or a place around it is listed), mixed (a place inside it is) or not. */
export function destinationCheckState(index: DestinationIndex, selected: readonly string[], id: DestinationId): DestinationCheckState {
  const listed = new Set(selected);
  if (listed.has(id) || ancestorsOf(index, id).some((ancestor) => listed.has(ancestor))) return true;
  return descendantsOf(index, id).some((descendant) => listed.has(descendant)) ? 'mixed' : false;
}

/**
 * The filter after a click on a place's checkbox. Checking lists the place (and drops the places inside
 * it, which it now covers). Unchecking removes the place and everything inside it; when a place around
 * it was listed, that place is replaced by its other parts, so the rest of it stays chosen.
 * Ids that are not in the tree (another tree's places, an old link's) are kept as they are.
 */
export function toggleDestination(index: DestinationIndex, selected: readonly DestinationId[], id: DestinationId): DestinationId[] {
  const inside = new Set(descendantsOf(index, id));
  if (destinationCheckState(index, selected, id) !== true) {
    return [...selected.filter((listed) => listed !== id && !inside.has(listed)), id];
  }
  const path = [...ancestorsOf(index, id), id];
  const firstListed = path.findIndex((place) => selected.includes(place));
  const removed = new Set<DestinationId>([id, ...inside, ...path.slice(firstListed)]);
  const added: DestinationId[] = [];
  // Each listed place around the unchecked one gives way to its parts off the path down to it.
  for (let level = firstListed; level < path.length - 1; level++) {
    const next = path[level + 1];
    for (const child of index.childrenOf.get(path[level]) ?? []) if (child !== next) added.push(child);
  }
  const kept = selected.filter((listed) => !removed.has(listed));
  return [...kept, ...added.filter((child) => !kept.includes(child))];
}
