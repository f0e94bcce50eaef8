import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Theme } from '@fluentui/react-components';

/** Where the generated file lives, relative to web/. */
export const THEME_TOKENS_CSS_PATH = 'src/styles/theme-tokens.css';

/**
 * Every theme token (`var(--camelCaseName)`) the static styles and components of `srcDir` read, the generated
 * file and tests aside. A custom property of a stylesheet's own has a hyphen in its name (`--card-width`) and is not listed.
 */
export function usedTokenNames(srcDir: string): Set<string> {
  const generated = path.resolve(srcDir, '..', THEME_TOKENS_CSS_PATH);
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(css|tsx?)$/.test(entry.name) && !entry.name.includes('.test.') && file !== generated) {
        for (const match of readFileSync(file, 'utf8').matchAll(/var\(--([A-Za-z0-9-]+)/g)) {
          if (!match[1]!.includes('-')) names.add(match[1]!);
        }
      }
    }
  };
  visit(srcDir);
  return names;
}

/**
 * The site theme's tokens that `used` names, as CSS custom properties on `:root`, under the names Fluent's
 * `tokens.*` refer to (`tokens.colorBrandBackground` is `var(--colorBrandBackground)`). The public pages are
 * styled with static CSS that reads these variables, so they look like the Fluent-built portal and admin
 * without loading Fluent's runtime (Fluent's own components get every token from their FluentProvider).
 * Only the tokens in use are declared: fewer bytes before the first paint, and fewer custom properties for
 * every element to inherit. `app/theme.ts` stays the one source (a test checks the file is up to date).
 */
export function themeTokensCss(theme: Theme, used: ReadonlySet<string>): string {
  const declarations = Object.entries(theme)
    .filter((entry): entry is [string, string | number] => used.has(entry[0]) && (typeof entry[1] === 'string' || typeof entry[1] === 'number'))
    .map(([name, value]) => `  --${name}: ${value};`);
  return [
    '/* Generated from web/src/app/theme.ts by `npm run theme-css -w web` (the tokens web/src reads): do not edit by hand. */',
    ':root {',
    ...declarations,
    '}',
    '',
  ].join('\n');
}
