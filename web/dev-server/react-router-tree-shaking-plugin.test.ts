import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutTopLevelSideEffects } from './react-router-tree-shaking-plugin.ts';

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

  it("still finds what it changes in the installed React Router (an upgrade that changes its shape fails here)", () => {
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
});
