import { parseAst, type Plugin } from 'vite';

/** React Router's production build, the file that holds its components (the SPA's production build aliases to it). */
const REACT_ROUTER_PRODUCTION_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

/** `var Form = React10.forwardRef(`: a component or context made at the top of the module. */
const TOP_LEVEL_REACT_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** `Form.displayName = "Form";`: a name for React's development tools, set at the top of the module. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * `<Link>`'s last line: with a `prefetch` prop it renders `<PrefetchPageLinks>` beside the link. That element reads the
 * framework's context (route modules and their manifest, React Router's framework mode) and throws without it, so in
 * the data router this SPA uses it can only ever fail; the app passes no `prefetch`.
 */
const LINK_PREFETCH_ELEMENT =
  /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ (React\d*)\.createElement\(\1\.Fragment, null, link, \/\* @__PURE__ \*\/ \1\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/;

/** React Router's development warnings: each logs its message when its condition fails (`warning(cond, message)`). */
const WARNINGS: ReadonlySet<string> = new Set(['warning', 'warningOnce', 'warnOnce']);

/** React Router's assertions: each throws `new Error(message)` when its value is missing (`invariant(value, message)`). */
const INVARIANTS: ReadonlySet<string> = new Set(['invariant', 'invariant2']);

/** The message an assertion throws with in the production build (tiny-invariant's, as most production builds do). */
const INVARIANT_MESSAGE = '"Invariant failed"';

/**
 * React Router's components and contexts as code the bundler may drop when the app never uses them.
 *
 * Its production build makes each component with `React.forwardRef(…)` and gives it a `displayName` at the top of the
 * module, without the annotation that says the call has no side effects. The bundler must then keep every such
 * component with everything it calls, used or not: `<Form>` with its submission code, `unstable_HistoryRouter`. Marking
 * the calls pure and leaving the names out (React reads them only in its development tools and warnings) lets the
 * bundler drop the unused ones; nothing the app uses changes.
 *
 * `<Link>` also stops rendering the framework mode's prefetch element (see {@link LINK_PREFETCH_ELEMENT}), which carried
 * the framework's page-prefetching code (about 1.4 KiB gzipped) into every page.
 *
 * Its "production" build also keeps its development messages: the warnings it logs when an app misuses it (a blocker on
 * a POP navigation, a `flushSync` without `react-router/dom`, …) and the sentences of its assertions. They go, as React's
 * own production build leaves its messages out: a warning is not called at all, an assertion still throws, with
 * tiny-invariant's "Invariant failed" (see {@link withoutDevelopmentMessages}). `npm run dev` keeps React Router's
 * development build, messages included.
 */
export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'tdp-react-router-tree-shaking',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_ROUTER_PRODUCTION_CHUNK.test(id)) return null;
      return { code: withoutDevelopmentMessages(withoutTopLevelSideEffects(code)), map: null };
    },
  };
}

/**
 * The module with its top-level factory calls marked pure, its top-level `displayName` assignments removed and
 * `<Link>` without the framework mode's prefetch element.
 */
export function withoutTopLevelSideEffects(code: string): string {
  return code.replace(TOP_LEVEL_REACT_FACTORY, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '').replace(LINK_PREFETCH_ELEMENT, 'return link;');
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * The module with its development warnings' calls replaced by `void 0` and its assertions' messages by
 * {@link INVARIANT_MESSAGE}. Their conditions and messages are plain reads (no call of theirs changes anything), so
 * leaving them out changes nothing but what is logged and the thrown error's text.
 */
export function withoutDevelopmentMessages(code: string): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier') {
      const name = String(node.callee.name);
      const args = node.arguments as Node[];
      if (WARNINGS.has(name)) {
        edits.push({ start: node.start, end: node.end, text: 'void 0' });
        return;
      }
      if (INVARIANTS.has(name) && args.length === 2) {
        edits.push({ start: args[1]!.start, end: args[1]!.end, text: INVARIANT_MESSAGE });
        visit(args[0]);
        return;
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(parseAst(code, { lang: 'js' }));
  // From the end, so each edit's offsets still hold (edits never nest: a replaced part is not visited).
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
  return result;
}
