import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** The elements the server keeps in rich text; the page keeps no more than that. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr'];
const ALLOWED_ATTR = ['href', 'title'];

const useStyles = makeStyles({
  root: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground1,
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    '& p, & ul, & ol, & blockquote': { marginTop: 0, marginBottom: tokens.spacingVerticalM },
    '& h2, & h3, & h4': { marginTop: tokens.spacingVerticalL, marginBottom: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase500 },
    '& h2': { fontSize: tokens.fontSizeBase500 },
    '& h3, & h4': { fontSize: tokens.fontSizeBase400 },
    '& a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& blockquote': { paddingLeft: tokens.spacingHorizontalL, borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke2}` },
  },
});

/**
 * Rich text written by an admin. The server sanitises it on save; it is sanitised again here (DOMPurify,
 * the same allowlist) so that a value that reached the table another way still cannot run script.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const styles = useStyles();
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }), [html]);
  return <div className={mergeClasses(styles.root, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
