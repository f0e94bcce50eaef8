import type { Theme } from '@fluentui/react-components';

/** Where the generated file lives, relative to web/. */
export const THEME_TOKENS_CSS_PATH = 'src/styles/theme-tokens.css';

/**
 * The site theme as CSS custom properties on `:root`, under the names Fluent's `tokens.*` refer to
 * (`tokens.colorBrandBackground` is `var(--colorBrandBackground)`). The public pages are styled with static
 * CSS that reads these variables, so they look like the Fluent-built portal and admin without loading
 * Fluent's runtime; `app/theme.ts` stays the one source (a test checks the file is up to date).
 */
export function themeTokensCss(theme: Theme): string {
  const declarations = Object.entries(theme)
    .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
    .map(([name, value]) => `  --${name}: ${value};`);
  return [
    '/* Generated from web/src/app/theme.ts by `npm run theme-css -w web`: do not edit by hand. */',
    ':root {',
    ...declarations,
    '}',
    '',
  ].join('\n');
}
