import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { publicShellMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  phone: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { textDecorationLine: 'underline' },
  },
  phoneCaption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
});

/**
 * Header of the public site (the `banner` landmark): brand and call-centre phone. The navigation
 * (mega-menus, mobile sidebar, header links) is added here by the public-site feature.
 */
export function SiteHeader() {
  const styles = useStyles();
  const { phone } = useRuntimeConfig();
  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <BrandLogo />
        <a className={styles.phone} href={phoneHref(phone)}>
          <span className={styles.phoneCaption}>{publicShellMessages.callUs}</span>
          <span>{phone}</span>
        </a>
      </div>
    </header>
  );
}
