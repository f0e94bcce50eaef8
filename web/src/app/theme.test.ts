import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_TOKENS_CSS_PATH, themeTokensCss, usedTokenNames } from '../../dev-server/theme-tokens-css.ts';
import { adminThemeOverrides, agentThemeOverrides, appTheme, brandGreen } from './theme.ts';

describe('theme', () => {
  it('uses the dark-green brand as the primary colour', () => {
    expect(appTheme.colorBrandBackground).toBe(brandGreen[80]);
    expect(appTheme.colorBrandForegroundLink).toBe(brandGreen[70]);
  });

  it('squares every corner on the agent side and rounds them by 5 px on the admin side', () => {
    const cornerTokens = Object.keys(appTheme).filter(
      (name) => name.startsWith('borderRadius') && name !== 'borderRadiusNone' && name !== 'borderRadiusCircular',
    );
    expect(Object.keys(agentThemeOverrides).sort()).toEqual(cornerTokens.sort());
    expect(new Set(Object.values(agentThemeOverrides))).toEqual(new Set(['0']));
    expect(Object.keys(adminThemeOverrides).sort()).toEqual(cornerTokens.sort());
    expect(new Set(Object.values(adminThemeOverrides))).toEqual(new Set(['5px']));
  });

  it('is what the static token stylesheet declares, for every token the styles read (npm run theme-css -w web)', () => {
    const used = usedTokenNames(path.join(import.meta.dirname, '..'));
    const file = readFileSync(path.join(import.meta.dirname, '../..', THEME_TOKENS_CSS_PATH), 'utf8');
    expect(file).toBe(themeTokensCss(appTheme, used));
    expect(file).toContain(`--colorBrandBackground: ${brandGreen[80]};`);
    const unknown = [...used].filter((name) => !(name in appTheme));
    expect(unknown, 'var(--name) without a hyphen must be a theme token (a typo?)').toEqual([]);
  });
});
