/**
 * The plain-text body an e-mail template's HTML body reads as, so the two stay in step: the built-in templates'
 * text bodies are made with it, and the template editor compares an admin's text body with it ("Plain text
 * differs from the HTML", with "Derive from HTML").
 *
 * Paragraphs, headings and lists end with a blank line, `<br>` and list items with a line break; a list item
 * starts with "- "; a link reads as its text then its address in brackets (or the address alone when the text
 * is the address); other tags are dropped and the entities the rich-text editor writes are decoded.
 * Placeholders pass through untouched, so the text body renders the same values as the HTML.
 */
export function htmlToText(html: string): string {
  const text = html
    // Line breaks in the source are spaces in HTML.
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)')[^>]*>(.*?)<\/a\s*>/gi, (_whole, _quoted, double?: string, single?: string, inner = '') => {
      const address = decodeEntities(double ?? single ?? '').trim();
      const label = decodeEntities(String(inner).replace(/<[^>]*>/g, '')).trim();
      if (!address) return label;
      return !label || label === address ? address : `${label} (${address})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/li\s*>/gi, '')
    .replace(/<\/?(?:p|h[1-6]|ul|ol|div|blockquote|table|tr)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether a text body says what the HTML body says (compared line by line, spacing aside). */
export function textMatchesHtml(text: string, html: string): boolean {
  const lines = (value: string) =>
    value
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
      .join('\n');
  return lines(text) === lines(htmlToText(html));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_whole, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
