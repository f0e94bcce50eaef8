import { Link as RouterLink } from 'react-router-dom';
import { PROFESSIONAL_REGISTRATION_NUMBER, TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import { AGENCY_OFFICES, officeLocalityLine } from '../../../lib/agency-offices.ts';
import { emailHref, phoneHref } from '../../../lib/contact-links.ts';
import { travelStyleDealsHref } from '../../../lib/deals-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { BECOME_AGENT_APPLY_HREF, PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import type { MessageDescriptor } from '@lingui/core';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { publicShellMessages } from '../messages.ts';
import styles from './site-footer.module.css';

/** Which footer to draw: the cruise variant (`/Cruisefooter`) leads its links with cruises. */
export type SiteFooterVariant = 'default' | 'cruise';

/**
 * Footer of the public site (the `contentinfo` landmark): call centre phone and hours
 * from `/config.json`, the Burnaby and Langley offices with walk-in hours, the support e-mail, links
 * (Disney → `/deals/disney`, river cruises → style 28, ...), legal pages and registration number 3287.
 */
export function SiteFooter({ variant = 'default' }: { variant?: SiteFooterVariant }) {
  const { phone, hours, supportEmail } = useRuntimeConfig();
  const i18n = useCatalogue(shellCatalogue);
  const exploreLinks =
    variant === 'cruise'
      ? [
          { to: pathHref(PUBLIC_PATHS.cruiseDeals), label: publicShellMessages.allCruises },
          { to: travelStyleDealsHref(TRAVEL_STYLE_IDS.riverCruise), label: publicShellMessages.riverCruises },
          { to: PUBLIC_PATHS.disneyDeals, label: publicShellMessages.disneyVacations },
          { to: PUBLIC_PATHS.softVoyage, label: publicShellMessages.searchAndBookCruise },
          { to: PUBLIC_PATHS.requestQuote, label: publicShellMessages.requestQuote },
        ]
      : [
          { to: PUBLIC_PATHS.deals, label: publicShellMessages.viewAllDeals },
          { to: PUBLIC_PATHS.disneyDeals, label: publicShellMessages.disneyVacations },
          { to: travelStyleDealsHref(TRAVEL_STYLE_IDS.riverCruise), label: publicShellMessages.riverCruises },
          { to: travelStyleDealsHref(TRAVEL_STYLE_IDS.lastMinute), label: publicShellMessages.lastMinuteDeals },
          { to: PUBLIC_PATHS.groupTravel, label: publicShellMessages.groupTravel },
          { to: PUBLIC_PATHS.requestQuote, label: publicShellMessages.requestQuote },
        ];
  const companyLinks = [
    { to: PUBLIC_PATHS.contactUs, label: publicShellMessages.contactUs },
    { to: PUBLIC_PATHS.careers, label: publicShellMessages.careers },
    { to: PUBLIC_PATHS.connectedAgents, label: publicShellMessages.connectedAgents },
    { to: BECOME_AGENT_APPLY_HREF, label: publicShellMessages.becomeAgent },
    { to: PUBLIC_PATHS.searchAndBook, label: publicShellMessages.searchAndBook },
  ];
  const legalLinks = [
    { to: PUBLIC_PATHS.privacyPolicy, label: publicShellMessages.privacyPolicy },
    { to: PUBLIC_PATHS.securityPolicy, label: publicShellMessages.securityPolicy },
    { to: PUBLIC_PATHS.termsAndConditions, label: publicShellMessages.termsAndConditions },
  ];

  return (
    <footer className={styles.root}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-call-centre">
          <h2 id="footer-call-centre" className={styles.heading}>
            {i18n._(publicShellMessages.callCentreHeading)}
          </h2>
          <p className={styles.text}>
            <a className={`${styles.link} ${styles.phone}`} href={phoneHref(phone)}>
              {phone}
            </a>
          </p>
          <p className={styles.text}>{hours}</p>
          <h2 id="footer-support" className={`${styles.heading} ${styles.headingSpaced}`}>
            {i18n._(publicShellMessages.supportHeading)}
          </h2>
          <p className={styles.text}>
            <a className={styles.link} href={emailHref(supportEmail)}>
              {supportEmail}
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={styles.heading}>
            {i18n._(publicShellMessages.officesHeading)}
          </h2>
          {AGENCY_OFFICES.map((office) => (
            <address key={office.id} className={styles.address}>
              <span className={styles.officeName}>{i18n._(publicShellMessages.officeName, { office: office.name })}</span>
              {office.streetAddress}
              <br />
              {officeLocalityLine(office)}
            </address>
          ))}
          <p className={styles.text}>{i18n._(publicShellMessages.walkIns)}</p>
        </section>
        <FooterLinks
          id="footer-explore"
          heading={variant === 'cruise' ? i18n._(publicShellMessages.cruiseExploreHeading) : i18n._(publicShellMessages.exploreHeading)}
          links={exploreLinks}
        />
        <FooterLinks id="footer-company" heading={i18n._(publicShellMessages.companyHeading)} links={companyLinks} />
      </div>
      <div className={styles.legalBar}>
        <div className={styles.legal}>
          <span>{i18n._(publicShellMessages.copyright, { year: new Date().getFullYear() })}</span>
          <nav aria-label={i18n._(publicShellMessages.legalNavigation)}>
            <ul className={styles.legalLinks}>
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <RouterLink className={styles.link} to={link.to}>
                    {i18n._(link.label)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          <span className={styles.registration}>
            <span>{i18n._(publicShellMessages.registration, { number: PROFESSIONAL_REGISTRATION_NUMBER })}</span>
            <span>{i18n._(publicShellMessages.registrationAuthority)}</span>
          </span>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, heading, links }: { id: string; heading: string; links: ReadonlyArray<{ to: string; label: MessageDescriptor }> }) {
  const i18n = useCatalogue(shellCatalogue);
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink className={styles.link} to={link.to}>
              {i18n._(link.label)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
