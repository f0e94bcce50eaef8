import { makeStyles, tokens } from '@fluentui/react-components';

/** Look of the header's top-level entries, shared by menu buttons and plain links so they line up. */
export const useNavItemStyles = makeStyles({
  item: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  open: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  emphasised: {
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}`,
  },
});
