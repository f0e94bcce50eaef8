import type { ContentKey } from './content-keys.ts';
import { putIfAbsent, STALE_VERSION_MESSAGE, updateVersioned, type WriteActor } from './content-table.ts';
import { Conflict, NotFound } from '../domain/domain-errors.ts';

/**
 * Items that always exist for their editors (a portal page, the welcome video) but are stored only once
 * saved: version 0 means "never saved". The first save creates the item if it is still absent; later saves
 * are conditional on the version. Either way a stale version answers 409 and changes nothing.
 */
export async function saveFixedItem<T>(
  key: ContentKey,
  entityName: string,
  expectedVersion: number,
  fields: Record<string, unknown>,
  actor: WriteActor,
): Promise<T> {
  const stale = new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' });
  if (expectedVersion === 0) {
    const entity = { ...fields, version: 1, createdAt: actor.now, createdBy: actor.username, updatedAt: actor.now, updatedBy: actor.username };
    if (!(await putIfAbsent(key, entityName, entity))) throw stale;
    return entity as T;
  }
  try {
    return await updateVersioned<T>(key, expectedVersion, fields, actor, STALE_VERSION_MESSAGE);
  } catch (error) {
    // A version above 0 for an item never saved was not read from this table.
    if (error instanceof NotFound) throw stale;
    throw error;
  }
}
