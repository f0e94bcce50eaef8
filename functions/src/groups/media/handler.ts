import { createGroupHandler } from '../../http/create-group-handler.ts';
import { mediaRoutes } from '@tdp/shared/api/routes/media-routes';
import {
  createMediaFolder,
  createMediaUpload,
  deleteMediaFile,
  deleteMediaFolder,
  listMediaFileUses,
  listMediaFolder,
  renameMediaFile,
} from '../../domain/media/manage-media.ts';

const CREATED = 201;

/** The media library: the only group that writes the media bucket. Every route is admins only. */
export const handler = createGroupHandler('media', mediaRoutes, {
  listMediaFolder: async ({ query }) => ({ body: await listMediaFolder(query.folder, query.cursor) }),
  createMediaFolder: async ({ body }) => ({ status: CREATED, body: await createMediaFolder(body) }),
  deleteMediaFolder: async ({ query }) => {
    await deleteMediaFolder(query.folder);
    return {};
  },
  createMediaUpload: async ({ body }) => ({ status: CREATED, body: await createMediaUpload(body) }),
  renameMediaFile: async ({ body }) => ({ body: await renameMediaFile(body) }),
  deleteMediaFile: async ({ query }) => {
    await deleteMediaFile(query.key);
    return {};
  },
  listMediaFileUses: async ({ query }) => ({ body: await listMediaFileUses(query.key) }),
});
