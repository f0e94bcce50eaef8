import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { mediaFileKeySchema, type MediaDownloadLink } from './media.ts';
import { PORTAL_MEDIA_FOLDERS } from './portal-fields.ts';

/**
 * How a signed-in agent or admin opens a document of the media library's `Documents/` folder, which is private
 * (shared/src/media/private-media.ts): the SPA asks `GET /api/portal/document-link?key=…` at the click and opens the
 * five-minute address it answers. Decisions: docs/decisions/private-documents.md.
 */

const DOCUMENTS = PORTAL_MEDIA_FOLDERS.documents;

/** Query of `GET /api/portal/document-link`: the key of a file of the library's `Documents/` folder. */
export const portalDocumentLinkQuerySchema = lazySchema(() =>
  z.strictObject({
    key: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).check(
      z.refine((key) => key.startsWith(DOCUMENTS), { error: `must be a file of the media library's ${DOCUMENTS} folder`, abort: true }),
      z.refine((key) => mediaFileKeySchema.safeParse(key).success, { error: 'must be a file of the media library (folder path and file name)' }),
    ),
  }),
);

/** Answer of `GET /api/portal/document-link`. */
export interface PortalDocumentLinkAnswer {
  data: MediaDownloadLink;
}
