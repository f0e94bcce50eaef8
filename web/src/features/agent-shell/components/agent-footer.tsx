import { useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { emailHref, phoneHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { agentShellMessages as messages } from '../messages.ts';
import { AGENCY_SOCIAL_LINKS, PORTAL_LEGAL_LINKS, portalFooterColumns } from '../portal-navigation.ts';
import { SocialIcon } from './social-icon.tsx';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorBrandBackgroundPressed, color: tokens.colorNeutralForegroundOnBrand },
  inner: { maxWidth: '1200px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} 0` },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 899px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  link: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXXS} 0`,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textDecorationLine: 'underline',
    textDecorationColor: 'rgba(255, 255, 255, 0.45)',
    textUnderlineOffset: '3px',
    ':hover': { textDecorationColor: tokens.colorNeutralForegroundOnBrand },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '2px' },
  },
  support: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalXXL,
    padding: `${tokens.spacingVerticalL} 0`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  supportText: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  contacts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, fontSize: tokens.fontSizeBase300 },
  social: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  socialLink: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid rgba(255, 255, 255, 0.45)`,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '2px' },
  },
  legal: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalL} 0`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  legalLinks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', margin: 0, padding: 0 },
});

/**
 * Footer of the agent portal (the `contentinfo` landmark): four columns of portal links, the support e-mail
 * (from the runtime config) and phone, the agency's social accounts, legal links and the copyright line.
 */
export function AgentFooter() {
  const styles = useStyles();
  const { phone, supportEmail } = useRuntimeConfig();
  const columns = useMemo(() => portalFooterColumns(), []);

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav aria-label={messages.footerNavLabel} className={styles.columns}>
          {columns.map((groups) => (
            <div key={groups[0]!.id} className={styles.column}>
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={`portal-footer-${group.id}`}>
                  <h2 id={`portal-footer-${group.id}`} className={styles.heading}>
                    {group.label}
                  </h2>
                  <ul className={styles.list}>
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <RouterLink className={styles.link} to={link.path}>
                          {link.label}
                        </RouterLink>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ))}
        </nav>
        <div className={styles.support}>
          <div>
            <h2 className={styles.heading}>{messages.supportHeading}</h2>
            <p className={styles.supportText}>{messages.supportText}</p>
            <div className={styles.contacts}>
              <a className={styles.link} href={emailHref(supportEmail)}>
                {supportEmail}
              </a>
              <span>
                {messages.callUs}{' '}
                <a className={styles.link} href={phoneHref(phone)}>
                  {phone}
                </a>
              </span>
            </div>
          </div>
          <ul className={styles.social} aria-label={messages.socialNavLabel}>
            {AGENCY_SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  className={styles.socialLink}
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={formatMessage(messages.opensInNewTab, { label: social.label })}
                  title={social.label}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.legal}>
          <ul className={styles.legalLinks} aria-label={messages.legalNavLabel}>
            {PORTAL_LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <RouterLink className={styles.link} to={link.path}>
                  {link.label}
                </RouterLink>
              </li>
            ))}
          </ul>
          <span>{formatMessage(messages.copyright, { year: new Date().getFullYear() })}</span>
        </div>
      </div>
    </footer>
  );
}
