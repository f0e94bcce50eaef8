import { APPLICATION_ATTACHMENT_PREFIX } from '@tdp/shared/media/private-media';
import { mediaPrefixObjects } from './media-prefix-objects.ts';

/**
 * Applicants' résumés and certificates in the media bucket, under `applications/` (the only prefix the
 * leads group may read or write there). Every S3 call about them is here.
 */
export const applicationAttachmentRepository = mediaPrefixObjects(APPLICATION_ATTACHMENT_PREFIX, 'an application attachment');
