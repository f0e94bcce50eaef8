/**
 * How a private document reaches its reader (no zod here: the package page's agent notes read it). PDFs and the
 * library's pictures open in a new tab (`Content-Disposition: inline`); other files (Word, Excel, PowerPoint) are
 * saved (`attachment`). The server signs the download with it, and the browser opens the tab before asking for it.
 */

/** Extensions browsers show in a tab themselves. */
const SHOWN_IN_BROWSER = /\.(?:pdf|jpe?g|png|webp)$/i;

/** Whether a document opens in the browser (a new tab) rather than being saved. */
export function documentOpensInBrowser(key: string): boolean {
  return SHOWN_IN_BROWSER.test(key);
}
