import { Conflict } from '../domain-errors.ts';

/**
 * Refuses (409 on `field`) a name another member of a list already has, ignoring case. A soft check
 * (read, then write): two admins adding the same name in the same instant could both succeed, which the
 * admin screens make visible and harmless.
 */
export function refuseTakenName<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  idOf: (item: T) => number,
  name: string,
  ownId: number | null,
  field: string,
  what: string,
): void {
  const key = name.toLocaleLowerCase('en-CA');
  if (items.some((item) => idOf(item) !== ownId && nameOf(item).toLocaleLowerCase('en-CA') === key)) {
    throw new Conflict(`Another ${what} already has this name.`, { [field]: `is already used by another ${what}` });
  }
}
