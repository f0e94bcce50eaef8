import { splitMediaKey, type MediaDownloadLink } from '@tdp/shared/schemas/media';
import { documentOpensInBrowser } from '@tdp/shared/media/document-opening';
import { portalDocumentRepository } from '../../data/portal-document-repository.ts';
import { NotFound } from '../domain-errors.ts';

/** How long a document's address works: long enough to open, too short to pass around. */
export const PORTAL_DOCUMENT_LINK_LIFETIME_SECONDS = 300;

/**
 * A five-minute address of a document of the private `Documents/` folder, for a signed-in agent or admin (the route
 * admits only them and its schema only such keys): PDFs and pictures open in the browser, other files are saved under
 * their name. 404 when nothing is stored under the key, so the reader is told rather than sent to S3's error page.
 */
export async function portalDocumentLink(key: string, now: Date = new Date()): Promise<MediaDownloadLink> {
  if (!(await portalDocumentRepository.head(key))) throw new NotFound('This document is no longer in the library. Ask the agency for it.');
  const fileName = splitMediaKey(key).name;
  const disposition = documentOpensInBrowser(key) ? 'inline' : 'attachment';
  return {
    url: await portalDocumentRepository.presignDownload(key, fileName, PORTAL_DOCUMENT_LINK_LIFETIME_SECONDS, disposition),
    fileName,
    expiresAt: new Date(now.getTime() + PORTAL_DOCUMENT_LINK_LIFETIME_SECONDS * 1000).toISOString(),
  };
}
