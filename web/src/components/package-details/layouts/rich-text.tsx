import { use, useMemo } from 'react';
import styles from '../../rich-text-view.module.css';

/** The elements the server keeps in rich text; the page keeps no more than that. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr'];
const ALLOWED_ATTR = ['href', 'title'];

type Sanitizer = typeof import('dompurify').default;
let sanitizerLoading: Promise<Sanitizer> | undefined;

/** Sanitises rich text to an allowlist of elements and attributes (the same on the server as in the browser). */
export type RichTextSanitizer = (html: string, allowed: { tags: readonly string[]; attributes: readonly string[] }) => string;

/** The server renderer's sanitiser (no DOM there: sanitize-html), installed by src/entry-server.tsx; null in the browser. */
let serverSanitizer: RichTextSanitizer | null = null;

/** Installs the sanitiser the server renderer uses instead of DOMPurify, which needs a browser's DOM. */
export function setServerRichTextSanitizer(sanitizer: RichTextSanitizer): void {
  serverSanitizer = sanitizer;
}

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

const browserSanitizers = new WeakMap<Sanitizer, RichTextSanitizer>();

/** DOMPurify as a {@link RichTextSanitizer} (one function per instance, so a memo keeps it). */
function browserSanitizer(purify: Sanitizer): RichTextSanitizer {
  let sanitize = browserSanitizers.get(purify);
  if (!sanitize) {
    sanitize = (html, allowed) => purify.sanitize(html, { ALLOWED_TAGS: [...allowed.tags], ALLOWED_ATTR: [...allowed.attributes] });
    browserSanitizers.set(purify, sanitize);
  }
  return sanitize;
}

/**
 * Rich text written by an admin. The server sanitises it on save; it is sanitised again here (DOMPurify,
 * the same allowlist) so that a value that reached the table another way still cannot run script. In the browser it
 * suspends until DOMPurify has loaded, so nothing unsanitised is drawn; the server renderer uses its own sanitiser.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const sanitize: RichTextSanitizer = serverSanitizer ?? browserSanitizer(use(loadSanitizer()));
  const clean = useMemo(() => sanitize(html, { tags: ALLOWED_TAGS, attributes: ALLOWED_ATTR }), [sanitize, html]);
  // The look of every admin-written text (components/rich-text-view), one size up on the package page.
  const classes = [styles.root, styles.large, className].filter(Boolean).join(' ');
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
