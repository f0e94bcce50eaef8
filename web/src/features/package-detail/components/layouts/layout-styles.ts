import { makeStyles, tokens } from '@fluentui/react-components';

/** Typography and lists shared by the tab layouts. */
export const useLayoutStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  paragraph: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500, color: tokens.colorNeutralForeground1, whiteSpace: 'pre-line' },
  muted: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, color: tokens.colorNeutralForeground2, whiteSpace: 'pre-line' },
  iconList: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  twoColumns: { '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalXXL } },
  iconItem: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  positiveIcon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  negativeIcon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
});
