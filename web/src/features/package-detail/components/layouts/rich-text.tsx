import { use, useMemo } from 'react';
import styles from '../../../../components/rich-text-view.module.css';

/** The elements the server keeps in rich text; the page keeps no more than that. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr'];
const ALLOWED_ATTR = ['href', 'title'];

type Sanitizer = typeof import('dompurify').default;
let sanitizerLoading: Promise<Sanitizer> | undefined;

/**
 * DOMPurify, downloaded the first time a package's rich text is drawn: the tabs render just after the banner, title
 * and price (package-details.tsx), so a first visit's banner does not wait for the sanitiser's 12 KB.
 */
function loadSanitizer(): Promise<Sanitizer> {
  sanitizerLoading ??= import('dompurify').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed download goes to the route's error screen (which offers to reload); a later render asks afresh.
      sanitizerLoading = undefined;
      throw error;
    },
  );
  return sanitizerLoading;
}

/**
 * Rich text written by an admin. The server sanitises it on save; it is sanitised again here (DOMPurify,
 * the same allowlist) so that a value that reached the table another way still cannot run script. Suspends
 * until the sanitiser has loaded: the tabs' background render waits for it, and nothing unsanitised is drawn.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const sanitizer = use(loadSanitizer());
  const clean = useMemo(() => sanitizer.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }), [sanitizer, html]);
  // The look of every admin-written text (components/rich-text-view), one size up on the package page.
  const classes = [styles.root, styles.large, className].filter(Boolean).join(' ');
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
