import { routes } from '@tdp/shared/api/routes';
import type { MediaFolderEntry } from '@tdp/shared/schemas/media';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/media/folders`: makes the sub-folder `name` in `parent` (409 on `name` when it exists). */
export function createMediaFolder(parent: string, name: string): Promise<MediaFolderEntry> {
  return apiFetch<MediaFolderEntry>(routes.createMediaFolder, { body: { parent, name } });
}
