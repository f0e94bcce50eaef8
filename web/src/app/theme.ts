import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/**
 * Brand ramp around the product's primary colour, dark green. Fluent's light theme uses shade 80 for
 * brand backgrounds (white text on it: 6.9:1) and 70 for links and hover, both above WCAG AA.
 */
export const brandGreen: BrandVariants = {
  10: '#031108',
  20: '#051a0c',
  30: '#062311',
  40: '#083017',
  50: '#0b3d1d',
  60: '#0d4a23',
  70: '#0f5729',
  80: '#126832',
  90: '#227741',
  100: '#358d55',
  110: '#46a469',
  120: '#64b983',
  130: '#87c9a0',
  140: '#a9dabb',
  150: '#cbebd7',
  160: '#e8f7ee',
};

/** The site theme: Fluent's light theme with the green brand. */
export const appTheme: Theme = createLightTheme(brandGreen);

/** Every rounded-corner token except `None` and `Circular` (avatars and pills stay round). */
function cornerRadiusOverrides(radius: string): Partial<Theme> {
  return {
    borderRadiusSmall: radius,
    borderRadiusMedium: radius,
    borderRadiusLarge: radius,
    borderRadiusXLarge: radius,
    borderRadius2XLarge: radius,
    borderRadius3XLarge: radius,
    borderRadius4XLarge: radius,
    borderRadius5XLarge: radius,
    borderRadius6XLarge: radius,
  };
}

/** Agent portal: square corners (border radius 0). */
export const agentThemeOverrides: Partial<Theme> = cornerRadiusOverrides('0');

/** Admin dashboard: 5 px corners. */
export const adminThemeOverrides: Partial<Theme> = cornerRadiusOverrides('5px');

/** The agent portal's theme: the site theme with square corners. */
export const agentTheme: Theme = { ...appTheme, ...agentThemeOverrides };

/** The admin dashboard's theme: the site theme with 5 px corners. */
export const adminTheme: Theme = { ...appTheme, ...adminThemeOverrides };
