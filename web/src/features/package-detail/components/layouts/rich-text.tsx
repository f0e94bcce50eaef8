import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styles from '../../../../components/rich-text-view.module.css';

/** The elements the server keeps in rich text; the page keeps no more than that. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr'];
const ALLOWED_ATTR = ['href', 'title'];

/**
 * Rich text written by an admin. The server sanitises it on save; it is sanitised again here (DOMPurify,
 * the same allowlist) so that a value that reached the table another way still cannot run script.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }), [html]);
  // The look of every admin-written text (components/rich-text-view), one size up on the package page.
  const classes = [styles.root, styles.large, className].filter(Boolean).join(' ');
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
