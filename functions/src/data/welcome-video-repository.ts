import type { AuditFields } from '@tdp/shared/schemas/common-fields';
import { getEntity, type WriteActor } from './content-table.ts';
import { saveFixedItem } from './fixed-item.ts';
import { welcomeVideoKey } from './portal-keys.ts';

/** The stored welcome video. */
export interface StoredWelcomeVideo extends AuditFields {
  title: string;
  videoUrl: string;
  introText: string;
}

/** The welcome video, or null until an admin first saves one. */
export function findWelcomeVideo(): Promise<StoredWelcomeVideo | null> {
  return getEntity<StoredWelcomeVideo>(welcomeVideoKey());
}

/** Stores the welcome video at `expectedVersion` (0: first save). 409 when stale. */
export function saveWelcomeVideo(
  expectedVersion: number,
  fields: { title: string; videoUrl: string; introText: string },
  actor: WriteActor,
): Promise<StoredWelcomeVideo> {
  return saveFixedItem<StoredWelcomeVideo>(welcomeVideoKey(), 'welcomeVideo', expectedVersion, fields, actor);
}
