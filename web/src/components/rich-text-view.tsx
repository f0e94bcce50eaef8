import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styles from './rich-text-view.module.css';

/** The elements the server keeps in rich text (`sanitize-rich-text.ts`); the browser keeps no more than that. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr'];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];
/** Links agents may follow from rich text: http(s) and mailto only. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * A DOMPurify instance of its own (hooks are per instance, so other features' rich text is not affected):
 * web links open in a new tab without handing the page to the site they open.
 */
function richTextPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return purifier;
}

/** Rich text reduced to the allowlist: elements, attributes and link schemes (http(s), mailto). */
export function sanitizeRichText(html: string): string {
  return richTextPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}

/** Whether rich text has anything a reader would see (an editor's empty `<p><br></p>` has not). */
export function hasVisibleText(html: string): boolean {
  return (
    /<hr\b/i.test(html) ||
    sanitizeRichText(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\s/g, '') !== ''
  );
}

/**
 * Rich text an admin wrote (portal pages, suppliers' notes, webinars, newsletters). The server sanitises it
 * on save; it is sanitised again here with DOMPurify, so a value that reached the table another way still
 * cannot run script or link to `javascript:`.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={className ? `${styles.root} ${className}` : styles.root} dangerouslySetInnerHTML={{ __html: clean }} />;
}
