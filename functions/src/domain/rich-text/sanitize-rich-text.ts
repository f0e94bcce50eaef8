import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Server-side sanitiser for the admin's rich-text fields (package tabs, promotions, portal pages, e-mail
 * templates), built on sanitize-html: a maintained allowlist sanitiser that parses with htmlparser2 and
 * needs no DOM (DOMPurify would need jsdom in a Lambda). It writes a new document holding only allowlisted
 * elements, only the link attributes set below, every text character escaped and every element closed.
 * See docs/decisions/server-rich-text-sanitizer.md.
 */

/** Elements kept (lower case). Everything else is dropped; its text content is kept unless listed in {@link DROPPED_WITH_CONTENT}. */
const ALLOWED_ELEMENTS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr'];

/** Elements removed together with everything inside them (their text is code or data, not prose). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** Link schemes a visitor may follow from rich text. */
const ALLOWED_LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

const MAX_LINK_LENGTH = 2000;

/** What a web link (not a mail link) opens with. */
const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/**
 * Returns a safe link target or null: absolute http(s) and mailto only (a relative link would resolve
 * against whichever page shows the text). Control characters and whitespace are removed before judging, as
 * browsers do, so `java\tscript:` cannot slip through. `href` is the attribute's value with character
 * references already decoded (the parser does that), so `&#106;avascript:` arrives as `javascript:`.
 */
export function safeLinkTarget(href: string): string | null {
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '' || compact.length > MAX_LINK_LENGTH) return null;
  try {
    const url = new URL(compact);
    if (!ALLOWED_LINK_SCHEMES.has(url.protocol)) return null;
    return url.protocol === 'mailto:' ? compact : url.href;
  } catch {
    return null;
  }
}

const PARSER = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/**
 * The allowlist. A link keeps its text; its address only when {@link safeLinkTarget} accepts it, and web links
 * open in a new tab.
 */
const OPTIONS: IOptions = {
  allowedTags: ALLOWED_ELEMENTS,
  // `target` and `rel` are only ever the values set here: a link's attributes are replaced, not filtered.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['br', 'hr'],
  parser: PARSER,
  transformTags: {
    a: (tagName, attributes): sanitizeHtml.Tag => {
      const href = safeLinkTarget(attributes.href ?? '');
      if (!href) return { tagName, attribs: {} };
      return { tagName, attribs: href.startsWith('mailto:') ? { href } : { href, ...EXTERNAL_LINK_ATTRIBUTES } };
    },
  },
};

/** A picture's address in an e-mail: an absolute http(s) address ({@link safeLinkTarget} without mailto), or null. */
function safeImageSource(src: string): string | null {
  const target = safeLinkTarget(src);
  return target && !target.startsWith('mailto:') ? target : null;
}

/** A picture's pixel size as written: 1 to 4 digits, else dropped. */
function pixelSize(value: string | undefined): Record<string, string> {
  return value !== undefined && /^[1-9][0-9]{0,3}$/.test(value) ? { value } : {};
}

/**
 * The e-mail bodies' allowlist: the rich-text one and pictures (`img` with an absolute http(s) `src`, `alt`, and a
 * pixel `width` and `height`), which a mail needs for the advisor's photo; a picture without a usable address is
 * dropped. Only e-mail: the site's rich text shows its pictures through the media library's own markup.
 */
const EMAIL_OPTIONS: IOptions = {
  ...OPTIONS,
  allowedTags: [...ALLOWED_ELEMENTS, 'img'],
  allowedAttributes: { ...(OPTIONS.allowedAttributes as Record<string, string[]>), img: ['src', 'alt', 'width', 'height'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  selfClosing: ['br', 'hr', 'img'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attributes): sanitizeHtml.Tag => {
      const src = safeImageSource(attributes.src ?? '');
      if (!src) return { tagName, attribs: {} };
      const width = pixelSize(attributes.width).value;
      const height = pixelSize(attributes.height).value;
      return { tagName, attribs: { src, alt: attributes.alt ?? '', ...(width ? { width } : {}), ...(height ? { height } : {}) } };
    },
  },
};

/** The same reading with every element dropped: what is left is the escaped visible text. */
const TEXT_ONLY_OPTIONS: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parser: PARSER,
};

/**
 * Sanitises rich-text HTML against the allowlist. The result is well-formed (every element closed,
 * nesting respected), contains only allowlisted elements, links only to http(s)/mailto addresses (opened
 * in a new tab with `rel="noopener noreferrer nofollow"`), and is stable: sanitising it again changes nothing.
 * Void elements are written `<br>`/`<hr>`, as the editor and browsers write them.
 */
export function sanitizeRichText(input: string): string {
  // Two readings. htmlparser2 applies the HTML rules that close an open element (a paragraph when another starts,
  // a link when another starts) only to the element it opened last, and it still counts elements the first
  // reading drops: in `<p><x><p>` the outer paragraph stays open, so the first output would nest paragraphs,
  // which a browser (and the next save) reads differently. The second reading sees allowlisted elements only,
  // so the rules apply to what is written, and its output reads back unchanged.
  const once = sanitizeHtml(input, OPTIONS);
  // sanitize-html writes void elements as `<br />`; text never holds a raw `<`, so this only meets tags.
  return sanitizeHtml(once, OPTIONS).replace(/<(br|hr) \/>/g, '<$1>');
}

/**
 * Sanitises an e-mail's HTML body: {@link sanitizeRichText}'s allowlist and guarantees, plus pictures with an
 * absolute http(s) address (see {@link EMAIL_OPTIONS}).
 */
export function sanitizeEmailHtml(input: string): string {
  const once = sanitizeHtml(input, EMAIL_OPTIONS);
  return sanitizeHtml(once, EMAIL_OPTIONS).replace(/<(br|hr|img)([^>]*?) \/>/g, '<$1$2>');
}

/** Visible text of rich-text HTML (tags removed, entities decoded), e.g. to check a field is not empty. */
export function richTextToPlainText(html: string): string {
  // The text-only output escapes exactly `&`, `<` and `>` (see sanitize-html's escapeHtml); undo that, `&` last.
  return sanitizeHtml(html, TEXT_ONLY_OPTIONS).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
