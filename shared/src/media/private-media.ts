// Zod-free: the public pages' pictures read this module (image-variants.ts), and the schemas take the prefixes from here.

/** Where applicants' résumés and certificates are uploaded. */
export const APPLICATION_ATTACHMENT_PREFIX = 'applications/';

/** The media library's folder of the agents' and admins' documents. */
export const DOCUMENTS_PREFIX = 'Documents/';

/**
 * The parts of the media bucket that are never public: applicants' résumés (`applications/`) and the agents' and
 * admins' documents (`Documents/`: the portal's files and the packages' agent-only files). CloudFront refuses them
 * under `/media/` (its function and the bucket policy), the local site and the local bucket refuse them too, and
 * their readers get a short-lived presigned GET from an authorised route instead. One list read by all of those.
 * Decisions: docs/decisions/private-documents.md.
 */
export const PRIVATE_MEDIA_PREFIXES: readonly string[] = [APPLICATION_ATTACHMENT_PREFIX, DOCUMENTS_PREFIX];

/** Whether a media key (decoded, as S3 reads it) lies under a private prefix: never served under `/media/`. */
export function isPrivateMediaKey(key: string): boolean {
  return PRIVATE_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix));
}
