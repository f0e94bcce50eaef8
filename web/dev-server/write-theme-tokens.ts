import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appTheme } from '../src/app/theme.ts';
import { THEME_TOKENS_CSS_PATH, themeTokensCss, usedTokenNames } from './theme-tokens-css.ts';

/** `npm run theme-css -w web`: rewrites src/styles/theme-tokens.css after a change to app/theme.ts or to the tokens styles read. */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(webDir, THEME_TOKENS_CSS_PATH), themeTokensCss(appTheme, usedTokenNames(path.join(webDir, 'src'))));
console.log(`wrote ${THEME_TOKENS_CSS_PATH}`);
