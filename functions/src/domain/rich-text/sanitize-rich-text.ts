/**
 * Server-side sanitiser for the admin's rich-text fields (package tabs, promotions).
 *
 * Why not DOMPurify here: it needs a DOM, and jsdom would add megabytes and a slow cold start to a Lambda.
 * This sanitiser is safe by construction instead: it never copies markup through. It reads the input as a
 * stream of tags and text, and writes a NEW document containing only allowlisted elements, with only
 * allowlisted attributes whose values it re-escapes, every text character escaped, and every element it
 * opened closed. Anything it does not understand becomes escaped text or disappears.
 */

/** Elements kept (lower case). Everything else is dropped; its text content is kept unless listed in {@link DROPPED_WITH_CONTENT}. */
const ALLOWED_ELEMENTS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote',
  'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'hr',
]);

/** Elements that never have an end tag. */
const VOID_ELEMENTS = new Set(['br', 'hr']);

/** Elements removed together with everything inside them (their text is code or data, not prose). */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea',
  'select', 'title', 'head', 'xmp', 'noembed', 'noframes', 'plaintext',
]);

/** Link schemes a visitor may follow from rich text. */
const ALLOWED_LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

const MAX_LINK_LENGTH = 2000;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c',
  eacute: '\u00e9', egrave: '\u00e8', agrave: '\u00e0', ccedil: '\u00e7', copy: '\u00a9', reg: '\u00ae', trade: '\u2122',
};

/** Decodes character references so that `&#106;avascript:` is judged as `javascript:`; unknown ones stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Returns a safe link target or null: http(s) and mailto only. Control characters and whitespace are
 * removed before judging, as browsers do, so `java\tscript:` cannot slip through.
 */
export function safeLinkTarget(rawHref: string): string | null {
  const href = decodeEntities(rawHref).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (href === '' || href.length > MAX_LINK_LENGTH) return null;
  try {
    const url = new URL(href);
    if (!ALLOWED_LINK_SCHEMES.has(url.protocol)) return null;
    return url.protocol === 'mailto:' ? href : url.href;
  } catch {
    return null;
  }
}

interface Token {
  kind: 'text' | 'start' | 'end';
  /** Text content (decoded) for text tokens; lower-case tag name for tags. */
  value: string;
  attributes?: Map<string, string>;
  selfClosing?: boolean;
}

const TAG_NAME = /^[A-Za-z][A-Za-z0-9-]*/;
const ATTRIBUTE = /^\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/;

/** Splits input into text and tags. Comments, doctypes and processing instructions are dropped. */
function* tokenize(input: string): Generator<Token> {
  let position = 0;
  while (position < input.length) {
    const lt = input.indexOf('<', position);
    if (lt === -1) {
      yield { kind: 'text', value: decodeEntities(input.slice(position)) };
      return;
    }
    if (lt > position) yield { kind: 'text', value: decodeEntities(input.slice(position, lt)) };
    const rest = input.slice(lt + 1);
    if (rest.startsWith('!--')) {
      const end = input.indexOf('-->', lt + 4);
      position = end === -1 ? input.length : end + 3;
      continue;
    }
    if (rest.startsWith('!') || rest.startsWith('?')) {
      const end = input.indexOf('>', lt);
      position = end === -1 ? input.length : end + 1;
      continue;
    }
    const isEnd = rest.startsWith('/');
    const nameMatch = TAG_NAME.exec(isEnd ? rest.slice(1) : rest);
    if (!nameMatch) {
      // A lone '<' is text, as a browser reads it.
      yield { kind: 'text', value: '<' };
      position = lt + 1;
      continue;
    }
    let cursor = lt + 1 + (isEnd ? 1 : 0) + nameMatch[0].length;
    const attributes = new Map<string, string>();
    let selfClosing = false;
    for (;;) {
      const remaining = input.slice(cursor);
      const closing = /^\s*(\/?)>/.exec(remaining);
      if (closing) {
        selfClosing = closing[1] === '/';
        cursor += closing[0].length;
        break;
      }
      const attribute = ATTRIBUTE.exec(remaining);
      if (!attribute || attribute[0].length === 0) {
        // Unterminated or garbled tag: skip one character and keep looking for its end.
        if (remaining.length === 0) break;
        cursor += 1;
        continue;
      }
      const name = attribute[1]!.toLowerCase();
      if (!attributes.has(name)) attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      cursor += attribute[0].length;
    }
    position = cursor;
    yield { kind: isEnd ? 'end' : 'start', value: nameMatch[0].toLowerCase(), attributes, selfClosing };
  }
}

function openTag(name: string, attributes: Map<string, string>): string {
  if (name !== 'a') return `<${name}>`;
  const href = safeLinkTarget(attributes.get('href') ?? '');
  if (!href) return '<a>';
  const external = !href.startsWith('mailto:');
  return external
    ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer nofollow">`
    : `<a href="${escapeAttribute(href)}">`;
}

/**
 * Sanitises rich-text HTML against the allowlist. The result is well-formed (every element closed,
 * nesting respected), contains only allowlisted elements, links only to http(s)/mailto addresses (opened
 * in a new tab with `rel="noopener noreferrer nofollow"`), and is stable: sanitising it again changes nothing.
 */
export function sanitizeRichText(input: string): string {
  const output: string[] = [];
  const open: string[] = [];
  let droppedDepth = 0;
  let droppedName = '';
  for (const token of tokenize(input)) {
    if (droppedDepth > 0) {
      if (token.kind === 'start' && token.value === droppedName && !token.selfClosing) droppedDepth += 1;
      if (token.kind === 'end' && token.value === droppedName) droppedDepth -= 1;
      continue;
    }
    if (token.kind === 'text') {
      output.push(escapeText(token.value));
      continue;
    }
    const name = token.value;
    if (token.kind === 'start') {
      if (DROPPED_WITH_CONTENT.has(name)) {
        if (!token.selfClosing) {
          droppedDepth = 1;
          droppedName = name;
        }
        continue;
      }
      if (!ALLOWED_ELEMENTS.has(name)) continue;
      if (VOID_ELEMENTS.has(name)) {
        output.push(`<${name}>`);
        continue;
      }
      // Links cannot nest: a new <a> closes the one still open, as browsers do.
      if (name === 'a' && open.includes('a')) closeUpTo('a');
      output.push(openTag(name, token.attributes ?? new Map()));
      if (token.selfClosing) output.push(`</${name}>`);
      else open.push(name);
      continue;
    }
    if (open.includes(name)) closeUpTo(name);
  }
  while (open.length > 0) output.push(`</${open.pop()}>`);
  return output.join('');

  function closeUpTo(name: string): void {
    while (open.length > 0) {
      const top = open.pop()!;
      output.push(`</${top}>`);
      if (top === name) return;
    }
  }
}

/** Visible text of rich-text HTML (tags removed, entities decoded), e.g. to check a field is not empty. */
export function richTextToPlainText(html: string): string {
  let text = '';
  for (const token of tokenize(sanitizeRichText(html))) if (token.kind === 'text') text += token.value;
  return text;
}
