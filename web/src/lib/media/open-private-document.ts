import { useRef } from 'react';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { documentOpensInBrowser } from '@tdp/shared/media/document-opening';
import { ApiError, apiFetch } from '../api-client.ts';
import { formatMessage } from '../intl.ts';
import { documentMessages as messages } from './document-messages.ts';

/**
 * Opens a file of the private `Documents/` folder for the signed-in agent or admin: asks
 * `GET /api/portal/document-link` for a five-minute address at the click and sends the browser there. A PDF or
 * picture opens in a new tab, opened before the request so that popup blockers still count the click (where one
 * refuses it anyway, this page goes to the file); any other file is saved while the page stays. Rejects (an
 * `ApiError` saying why) when no address could be had, the waiting tab closed again.
 */
export async function openPrivateDocument(key: string): Promise<void> {
  const tab = documentOpensInBrowser(key) ? window.open('', '_blank') : null;
  // The document's page must not reach back into the site (what `rel="noopener"` did on the old links).
  if (tab) tab.opener = null;
  try {
    const { data } = await apiFetch(portalReadRoutes.getPortalDocumentLink, { query: { key } });
    if (tab) tab.location.replace(data.url);
    else window.open(data.url, '_self');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The accessible name of a link to a private document: its title and what a click does. */
export function privateDocumentLabel(document: { key: string; title: string }): string {
  return formatMessage(documentOpensInBrowser(document.key) ? messages.opensInNewTab : messages.downloads, { title: document.title });
}

/**
 * {@link openPrivateDocument} for a link's click: one opening at a time per link (a second click while the address is
 * on its way does nothing), and a sentence for the reader through `onProblem` when it fails.
 */
export function useOpenPrivateDocument(onProblem: (message: string) => void): (document: { key: string; title: string }) => void {
  const opening = useRef(false);
  return (document) => {
    if (opening.current) return;
    opening.current = true;
    openPrivateDocument(document.key)
      .catch((error: unknown) =>
        onProblem(formatMessage(messages.failed, { title: document.title, reason: error instanceof ApiError ? error.message : String(error) })),
      )
      .finally(() => {
        opening.current = false;
      });
  };
}
