import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/media/files?key=`: deletes a file. */
export async function deleteMediaFile(key: string): Promise<void> {
  await apiFetch<void>(routes.deleteMediaFile, { query: { key } });
}
