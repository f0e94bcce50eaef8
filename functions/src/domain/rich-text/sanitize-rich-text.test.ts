// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { richTextToPlainText, safeLinkTarget, sanitizeRichText } from './sanitize-rich-text.ts';

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SUB', 'SUP', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'A', 'SPAN', 'HR']);

/** Parses the output the way a browser would (innerHTML of a div, jsdom's HTML parser) and lists what it would build. */
function browserView(html: string): { elements: string[]; attributes: string[]; hrefs: string[] } {
  const root = document.createElement('div');
  root.innerHTML = html;
  const elements: string[] = [];
  const attributes: string[] = [];
  const hrefs: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    elements.push(element.tagName);
    for (const attribute of element.attributes) {
      attributes.push(`${element.tagName}.${attribute.name}`);
      if (attribute.name === 'href') hrefs.push(attribute.value);
    }
  }
  return { elements, attributes, hrefs };
}

function expectSafe(output: string): void {
  const view = browserView(output);
  for (const element of view.elements) expect(ALLOWED.has(element), `element ${element} in ${output}`).toBe(true);
  for (const attribute of view.attributes) expect(['A.href', 'A.target', 'A.rel'], `attribute ${attribute} in ${output}`).toContain(attribute);
  for (const href of view.hrefs) expect(href, output).toMatch(/^(https?:|mailto:)/i);
}

describe('sanitizeRichText', () => {
  it('keeps the formatting an admin writes', () => {
    const html = '<h2>Highlights</h2><p>Sail the <strong>Danube</strong> with <em>daily</em> excursions.</p><ul><li>Vienna</li><li>Budapest</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http(s) and mailto links, opening web links in a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com/terms">terms</a>')).toBe(
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer nofollow">terms</a>',
    );
    expect(sanitizeRichText('<a href="mailto:trips@example.com">write</a>')).toBe('<a href="mailto:trips@example.com">write</a>');
  });

  it.each([
    ['script element with its content', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['nested script in style', '<style>p{}</style><b>x</b>', '<b>x</b>'],
    ['event handler attribute', '<img src=x onerror=alert(1)>ok', 'ok'],
    ['onclick on an allowed element', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['javascript link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript link hidden by a tab', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['data link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['relative link (not followed by the public page)', '<a href="/deals">x</a>', '<a>x</a>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>after', 'after'],
    ['svg payload', '<svg><script>alert(1)</script></svg>x', 'x'],
    ['comment hiding markup', '<!-- <script>alert(1)</script> -->x', 'x'],
    ['unclosed tags get closed', '<p><strong>bold', '<p><strong>bold</strong></p>'],
    // A stray </li> is dropped; a stray </p> is an empty paragraph, as the HTML parsing rules (and browsers) read it.
    ['stray end tags are dropped', '</p>x</li>', '<p></p>x'],
    ['style attribute', '<span style="background:url(javascript:alert(1))">x</span>', '<span>x</span>'],
    ['lone angle brackets become text', '3 < 5 > 2', '3 &lt; 5 &gt; 2'],
    [
      'quote in attribute value',
      '<a href=\'https://a.example/"onmouseover="x\'>x</a>',
      '<a href="https://a.example/%22onmouseover=%22x" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
  ])('removes %s', (_label, input, expected) => {
    const output = sanitizeRichText(input);
    expect(output).toBe(expected);
    expectSafe(output);
  });

  it('never nests links', () => {
    expect(sanitizeRichText('<a href="https://a.example">1<a href="https://b.example">2</a></a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer nofollow">1</a><a href="https://b.example/" target="_blank" rel="noopener noreferrer nofollow">2</a>',
    );
  });

  const fragment = fc.constantFrom(
    '<p>',
    '</p>',
    '<a href="https://x.example/?a=1&b=2">',
    '<a href="javascript:alert(1)">',
    '<a href=mailto:a@b.c>',
    '</a>',
    '<script>',
    '</script>',
    '<b>',
    '</b>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '</svg>',
    '<!--',
    '-->',
    '<',
    '>',
    '&',
    '&amp;',
    '&lt;script&gt;',
    '&#60;',
    '"',
    "'",
    '=',
    ' ',
    'text',
    'é',
    '<br/>',
    '<li>',
    '<ul>',
    '</ul>',
    '<style>',
    '</style>',
    '<p style="x">',
    '<IFRAME>',
    '<a href="&#x6A;avascript:x">',
    '<!doctype html>',
    '<?xml x?>',
    '\u0000',
    '<textarea>',
    '</textarea>',
    '<title>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  );
  const htmlish = fc.array(fc.oneof(fragment, fc.string({ maxLength: 6 })), { maxLength: 30 }).map((parts) => parts.join(''));

  it('produces only allowlisted markup that a browser parses as such (property)', () => {
    fc.assert(
      fc.property(htmlish, (input) => {
        expectSafe(sanitizeRichText(input));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });

  it('is stable: sanitising its own output changes nothing (property)', () => {
    fc.assert(
      fc.property(htmlish, (input) => {
        const once = sanitizeRichText(input);
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1000) },
    );
  });
});

describe('safeLinkTarget', () => {
  it('accepts web and mail addresses only', () => {
    expect(safeLinkTarget('https://example.com')).toBe('https://example.com/');
    expect(safeLinkTarget('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeLinkTarget('vbscript:x')).toBeNull();
    expect(safeLinkTarget('  JAVASCRIPT:x')).toBeNull();
    expect(safeLinkTarget('')).toBeNull();
  });
});

describe('richTextToPlainText', () => {
  it('reads the visible text', () => {
    expect(richTextToPlainText('<p>Fish &amp; chips</p><script>x</script>')).toBe('Fish & chips');
    expect(richTextToPlainText('<p><br></p>').trim()).toBe('');
  });
});
