import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/media/folders?folder=`: deletes an empty sub-folder (409 when it holds anything). */
export async function deleteMediaFolder(folder: string): Promise<void> {
  await apiFetch<void>(routes.deleteMediaFolder, { query: { folder } });
}
