import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../lib/intl.ts';
import { emailHref, phoneHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { publicShellMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorBrandBackgroundPressed,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalXXL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  link: {
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  legalBar: { maxWidth: '1200px', margin: '0 auto', padding: `0 ${tokens.spacingHorizontalL}` },
  legal: {
    padding: `${tokens.spacingVerticalM} 0`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * Footer of the public site (the `contentinfo` landmark): call centre, offices, support e-mail and
 * registration number. Link columns are added here by the public-site feature.
 */
export function SiteFooter() {
  const styles = useStyles();
  const { phone, hours, supportEmail } = useRuntimeConfig();
  return (
    <footer className={styles.root}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-call-centre">
          <h2 id="footer-call-centre" className={styles.heading}>
            {publicShellMessages.callCentreHeading}
          </h2>
          <p className={styles.text}>
            <Link className={styles.link} href={phoneHref(phone)}>
              {phone}
            </Link>
          </p>
          <p className={styles.text}>{hours}</p>
        </section>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={styles.heading}>
            {publicShellMessages.officesHeading}
          </h2>
          <p className={styles.text}>{publicShellMessages.offices}</p>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {publicShellMessages.supportHeading}
          </h2>
          <p className={styles.text}>
            <Link className={styles.link} href={emailHref(supportEmail)}>
              {supportEmail}
            </Link>
          </p>
        </section>
      </div>
      <div className={styles.legalBar}>
        <div className={styles.legal}>
          <span>{formatMessage(publicShellMessages.copyright, { year: new Date().getFullYear() })}</span>
          <span>{publicShellMessages.registration}</span>
        </div>
      </div>
    </footer>
  );
}
