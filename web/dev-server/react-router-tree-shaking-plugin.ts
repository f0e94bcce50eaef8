import type { Plugin } from 'vite';

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
 */
export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'tdp-react-router-tree-shaking',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_ROUTER_PRODUCTION_CHUNK.test(id)) return null;
      return { code: withoutTopLevelSideEffects(code), map: null };
    },
  };
}

/**
 * The module with its top-level factory calls marked pure, its top-level `displayName` assignments removed and
 * `<Link>` without the framework mode's prefetch element.
 */
export function withoutTopLevelSideEffects(code: string): string {
  return code
    .replace(TOP_LEVEL_REACT_FACTORY, '$1/* @__PURE__ */ $2')
    .replace(TOP_LEVEL_DISPLAY_NAME, '')
    .replace(LINK_PREFETCH_ELEMENT, 'return link;');
}
