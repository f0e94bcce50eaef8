import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, noAnswer, defineRoute } from '../route-definition.ts';
import type { MediaFileEntry, MediaFileUses, MediaFolderEntry, MediaFolderListing, MediaUploadTicket } from '../../schemas/media.ts';
import {
  mediaFileKeyQuerySchema,
  mediaFileUsesQuerySchema,
  mediaFolderCreateInputSchema,
  mediaFolderDeleteQuerySchema,
  mediaListQuerySchema,
  mediaRenameInputSchema,
  mediaUploadInputSchema,
} from '../../schemas/media.ts';

/**
 * The media library (admin screen `FileManager?folder=…`): list a folder, make a sub-folder, get a
 * presigned upload, rename and delete, and who uses a file. Admins only, in the `media` group (the only one that may write the
 * media bucket). The paths live under `/api/` because `/media/*` is the bucket itself behind CloudFront.
 * Decisions are in docs/decisions/media-library-api.md.
 */

const ADMIN = ['admin'] as const;
const noQuery = lazySchema(() => z.strictObject({}));

export const mediaRoutes = {
  listMediaFolder: defineRoute({
    method: 'GET',
    path: '/api/media/files',
    group: 'media',
    access: ADMIN,
    answer: answer<MediaFolderListing>(),
    query: mediaListQuerySchema,
    summary: 'One page of a media folder: its sub-folders, and its files with size, date, type and public address',
  }),
  createMediaFolder: defineRoute({
    method: 'POST',
    path: '/api/media/folders',
    group: 'media',
    access: ADMIN,
    answer: answer<MediaFolderEntry>(),
    query: noQuery,
    body: mediaFolderCreateInputSchema,
    summary: 'Make a sub-folder (409 when it exists)',
  }),
  deleteMediaFolder: defineRoute({
    method: 'DELETE',
    path: '/api/media/folders',
    group: 'media',
    access: ADMIN,
    answer: noAnswer,
    query: mediaFolderDeleteQuerySchema,
    summary: 'Delete an empty sub-folder (409 when it holds anything; the three roots stay)',
  }),
  createMediaUpload: defineRoute({
    method: 'POST',
    path: '/api/media/uploads',
    group: 'media',
    access: ADMIN,
    answer: answer<MediaUploadTicket>(),
    query: noQuery,
    body: mediaUploadInputSchema,
    summary: 'Check a file about to be uploaded (folder, name, type, size) and answer a presigned PUT for it',
  }),
  renameMediaFile: defineRoute({
    method: 'PUT',
    path: '/api/media/files',
    group: 'media',
    access: ADMIN,
    answer: answer<MediaFileEntry>(),
    query: noQuery,
    body: mediaRenameInputSchema,
    summary: 'Rename a file within its folder (copy, then delete the old name); 409 naming the published content that uses it',
  }),
  deleteMediaFile: defineRoute({
    method: 'DELETE',
    path: '/api/media/files',
    group: 'media',
    access: ADMIN,
    answer: noAnswer,
    query: mediaFileKeyQuerySchema,
    summary: 'Delete a file (409 naming the published content that uses it)',
  }),
  listMediaFileUses: defineRoute({
    method: 'GET',
    path: '/api/media/uses',
    group: 'media',
    access: ADMIN,
    answer: answer<MediaFileUses>(),
    query: mediaFileUsesQuerySchema,
    summary:
      'Who uses a file: packages, promotions, suppliers, webinars, newsletters, portal pages, the welcome video and agents, each with whether it is published',
  }),
};
