import { routes } from '@tdp/shared/api/routes';
import type { MediaFileEntry } from '@tdp/shared/schemas/media';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/media/files`: renames a file within its folder, keeping its type (409 on `newName` when taken). */
export function renameMediaFile(key: string, newName: string): Promise<MediaFileEntry> {
  return apiFetch<MediaFileEntry>(routes.renameMediaFile, { body: { key, newName } });
}
