import { PORTAL_MEDIA_FOLDERS } from '@tdp/shared/schemas/portal-fields';
import { mediaPrefixObjects } from './media-prefix-objects.ts';

/**
 * The agents' and admins' documents in the media bucket, under `Documents/` (private: the public group may only read
 * them there, to sign downloads). Every S3 call about them is here.
 */
export const portalDocumentRepository = mediaPrefixObjects(PORTAL_MEDIA_FOLDERS.documents, 'a portal document');
