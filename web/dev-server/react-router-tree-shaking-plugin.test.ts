import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDevelopmentMessages, withoutTopLevelSideEffects } from './react-router-tree-shaking-plugin.ts';

const productionDir = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

describe("React Router's production build made tree-shakeable", () => {
  it('marks top-level factories pure and drops top-level display names, and nothing else', () => {
    const source = [
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      '  inner.displayName = "kept";',
      'var x = compute();',
      '    return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;',
    ].join('\n');
    expect(withoutTopLevelSideEffects(source)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        '  inner.displayName = "kept";',
        'var x = compute();',
        '    return link;',
      ].join('\n'),
    );
  });

  it('still finds what it changes in the installed React Router (an upgrade that changes its shape fails here)', () => {
    const chunk = readdirSync(productionDir)
      .filter((name) => /^chunk-.*\.mjs$/.test(name))
      .map((name) => readFileSync(path.join(productionDir, name), 'utf8'))
      .find((code) => code.includes('var Form = '));
    expect(chunk).toBeDefined();
    const changed = withoutTopLevelSideEffects(chunk!);
    expect(changed).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(changed).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(changed).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(changed).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(changed).toMatch(/^ {4}return link;$/m);
  });

  it("leaves out the development warnings and the assertions' sentences, and nothing else", () => {
    const source = [
      'function f(cond, route) {',
      '  warning(cond, `Route "${route.id}" has a static property defined.`);',
      '  warningOnce("key", cond, "A long warning");',
      '  ok && warnOnce(cond, "Another");',
      '  invariant(route, `No route found in manifest for ${route.id}`);',
      '  invariant2(route.lazy, "Expected a lazy route");',
      '  report(cond, "kept");',
      '  throw new Error("kept too");',
      '}',
    ].join('\n');
    expect(withoutDevelopmentMessages(source)).toBe(
      [
        'function f(cond, route) {',
        '  void 0;',
        '  void 0;',
        '  ok && void 0;',
        '  invariant(route, "Invariant failed");',
        '  invariant2(route.lazy, "Invariant failed");',
        '  report(cond, "kept");',
        '  throw new Error("kept too");',
        '}',
      ].join('\n'),
    );
  });

  it('still finds the warnings and assertions of the installed React Router', () => {
    const chunks = readdirSync(productionDir)
      .filter((name) => /^chunk-.*\.mjs$/.test(name))
      .map((name) => withoutDevelopmentMessages(readFileSync(path.join(productionDir, name), 'utf8')))
      .join('\n');
    expect(chunks.match(/"Invariant failed"/g)?.length ?? 0).toBeGreaterThan(40);
    expect(chunks).not.toContain('You provided the `flushSync` option to a router update');
    expect(chunks).not.toContain('You must provide a non-empty routes array to createRouter');
    expect(chunks).not.toMatch(/^\s*warning\(/m);
  });
});
