import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * No user-visible English outside the message catalogues on the public pages (issue #31, item 2): JSX text, and the
 * `aria-label`, `alt`, `title` and `placeholder` attributes written as literals, are refused in the public pages'
 * components; their words come from the catalogues (`i18n._(messages.x)`), where French sits beside English. A
 * `*-messages.ts` module of those pages holds `msg` descriptors, not plain strings. Proper nouns, which read the same
 * in both languages, are allowed by name.
 */

const srcDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Words that are the same in English and French: names of the agency, brands, places. Whole texts, not words in a sentence. */
const PROPER_NOUNS: ReadonlySet<string> = new Set(['TBB Travel', 'Disney', 'Burnaby', 'Langley']);

/** The attributes a visitor sees or hears besides the text. */
const VISIBLE_ATTRIBUTES: ReadonlySet<string> = new Set(['aria-label', 'alt', 'title', 'placeholder']);

/** Public pages' files and folders whose words are in the catalogues: the rule holds for every module in them. */
const TRANSLATED: readonly string[] = [
  'app/shells/public-shell.tsx',
  'app/root-layout.tsx',
  'features/public-shell',
  'features/deals',
  'components/package-card.tsx',
  'components/package-card-grid.tsx',
  'components/package-card-skeleton.tsx',
  'components/package-card-messages.ts',
  'components/all-in-price.tsx',
  'components/responsive-picture.tsx',
  'components/brand-logo.tsx',
  'components/skip-link.tsx',
  'components/navigation-progress.tsx',
  'components/page-spinner.tsx',
  'components/messages.ts',
];

/**
 * Public pages' files and folders still written in English, to move into the catalogues (issue #31, item 2). The list
 * may only shrink: an entry here that no longer breaks the rule must move to {@link TRANSLATED}.
 */
const STILL_IN_ENGLISH: readonly string[] = [
  'app/messages.ts',
  'features/landing',
  'components/package-details',
  'features/quote-request',
  'features/info-pages',
  'features/become-agent',
  'features/agent-directory',
  'features/group-travel',
  'features/search-and-book',
  'features/coming-soon',
  'lib/lead-form-messages.ts',
];

interface Finding {
  line: number;
  text: string;
}

type AstNode = { type: string; start: number; [key: string]: unknown };

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function walk(node: unknown, visit: (node: AstNode, parent: AstNode | null) => void, parent: AstNode | null = null): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (!isNode(node)) return;
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') walk(value, visit, node);
}

/** Text a visitor would read as words: letters, and not one of the proper nouns. */
function isWords(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /\p{L}{2,}/u.test(trimmed) && !PROPER_NOUNS.has(trimmed);
}

/** Where `source` (a `.ts`/`.tsx` module) shows English outside the catalogues. */
function untranslatedText(source: string, fileName: string): Finding[] {
  const program = parseAst(source, { lang: fileName.endsWith('.tsx') ? 'tsx' : 'ts' });
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const findings: Finding[] = [];
  const messagesModule = /messages\.ts$/.test(fileName);
  walk(program, (node, parent) => {
    if (node.type === 'JSXText' && isWords(String(node.value))) findings.push({ line: lineOf(node.start), text: String(node.value).trim() });
    if (node.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') {
      const expression = node.expression as AstNode;
      if (expression.type === 'Literal' && typeof expression.value === 'string' && isWords(expression.value))
        findings.push({ line: lineOf(node.start), text: expression.value });
    }
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name?: unknown }).name;
      const value = node.value as AstNode | null;
      if (typeof name !== 'string' || !VISIBLE_ATTRIBUTES.has(name) || !value) return;
      const literal = value.type === 'JSXExpressionContainer' ? (value.expression as AstNode) : value;
      const text =
        literal.type === 'Literal' && typeof literal.value === 'string'
          ? literal.value
          : literal.type === 'TemplateLiteral'
            ? (literal.quasis as Array<{ value: { cooked: string } }>).map((quasi) => quasi.value.cooked).join(' ')
            : '';
      if (isWords(text)) findings.push({ line: lineOf(node.start), text: `${name}="${text}"` });
    }
    // A messages module's texts are msg`…` descriptors, which extraction puts in the catalogues: not plain strings.
    // `{ … } as const` and `{ … } satisfies …` hold the object one level down.
    const init = isNode(node.init) && (node.init.type === 'TSAsExpression' || node.init.type === 'TSSatisfiesExpression') ? node.init.expression : node.init;
    if (messagesModule && node.type === 'VariableDeclarator' && isNode(init) && init.type === 'ObjectExpression') {
      for (const property of init.properties as AstNode[]) {
        const value = property.value as AstNode | undefined;
        if (value?.type === 'Literal' && typeof value.value === 'string' && isWords(value.value))
          findings.push({ line: lineOf(property.start), text: value.value });
      }
    }
  });
  return findings;
}

/** Every `.ts`/`.tsx` module under `dir` (a folder of web/src), tests aside. */
function modulesUnder(dir: string): string[] {
  const absolute = path.join(srcDir, dir);
  if (statSync(absolute).isFile()) return [dir];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

function findingsIn(file: string): Finding[] {
  return untranslatedText(readFileSync(path.join(srcDir, file), 'utf8'), file);
}

describe('user-visible English outside the catalogues', () => {
  it('is found in JSX text, visible attributes and plain strings of a messages module, proper nouns aside', () => {
    const component = `
      export function Card({ name }: { name: string }) {
        return (
          <a href="/deals" aria-label="See the deal" title={\`More about \${name}\`} className="card">
            Book now {name} <span>TBB Travel</span> {'Only today'} <img alt="" src="/x.png" />
          </a>
        );
      }`;
    expect(untranslatedText(component, 'card.tsx').map((finding) => finding.text)).toEqual([
      'aria-label="See the deal"',
      'title="More about  "',
      'Book now',
      'Only today',
    ]);
    expect(
      untranslatedText(`export const m = { title: 'Deals', id: msg\`Deals\`, count: msg({ message: '{count} deals' }) };`, 'deals-messages.ts').map(
        (finding) => finding.text,
      ),
    ).toEqual(['Deals']);
    expect(untranslatedText(`export const m = { title: 'Deals' };`, 'deals-page.ts')).toEqual([]);
  });

  it.each(TRANSLATED.flatMap(modulesUnder))('is not in %s', (file) => {
    expect(findingsIn(file)).toEqual([]);
  });

  it.each(STILL_IN_ENGLISH)('is still in %s (move it to the translated list once its words are in the catalogues)', (entry) => {
    expect(modulesUnder(entry).flatMap(findingsIn).length).toBeGreaterThan(0);
  });
});
