import { ButtonLink } from '../../../components/ui/button.tsx';
import { AGENCY_OFFICES, OFFICE_WALK_IN_HOURS, officeLocalityLine } from '../../../lib/agency-offices.ts';
import { emailHref, phoneHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { infoPagesMessages } from '../messages.ts';
import { ContactForm } from './contact-form.tsx';
import styles from './contact-us-page.module.css';
import { InfoPageLayout } from './info-page-layout.tsx';

/** `/contact-us`: phone and hours from `/config.json`, e-mail, both offices with walk-in hours, a quote link and the contact form. */
export function ContactUsPage() {
  const { phone, hours, supportEmail } = useRuntimeConfig();
  usePageMeta({ title: pageTitle(infoPagesMessages.contactTitle), description: infoPagesMessages.contactDescription });
  return (
    <InfoPageLayout title={infoPagesMessages.contactTitle} intro={<p>{infoPagesMessages.contactIntro}</p>}>
      <div className={styles.layout}>
        <div className={styles.facts}>
          <section className={styles.card} aria-labelledby="contact-call">
            <h2 id="contact-call" className={styles.heading}>
              {infoPagesMessages.callUsHeading}
            </h2>
            <p className={styles.text}>{infoPagesMessages.callUsBody}</p>
            <p className={styles.text}>
              <a className={styles.big} href={phoneHref(phone)}>
                {phone}
              </a>
            </p>
            <p className={styles.text}>{hours}</p>
          </section>
          <section className={styles.card} aria-labelledby="contact-email">
            <h2 id="contact-email" className={styles.heading}>
              {infoPagesMessages.emailHeading}
            </h2>
            <p className={styles.text}>{infoPagesMessages.emailBody}</p>
            <p className={styles.text}>
              <a className={styles.big} href={emailHref(supportEmail)}>
                {supportEmail}
              </a>
            </p>
          </section>
          <section className={styles.card} aria-labelledby="contact-visit">
            <h2 id="contact-visit" className={styles.heading}>
              {infoPagesMessages.visitHeading}
            </h2>
            <p className={styles.text}>{formatMessage(infoPagesMessages.walkIns, { hours: OFFICE_WALK_IN_HOURS })}</p>
            {AGENCY_OFFICES.map((office) => (
              <div key={office.id}>
                <h3 className={styles.subheading}>{formatMessage(infoPagesMessages.officeHeading, { office: office.name })}</h3>
                <address className={styles.address}>
                  {office.streetAddress}
                  <br />
                  {officeLocalityLine(office)}
                </address>
              </div>
            ))}
          </section>
          <section className={styles.card} aria-labelledby="contact-quote">
            <h2 id="contact-quote" className={styles.heading}>
              {infoPagesMessages.quoteHeading}
            </h2>
            <p className={styles.text}>{infoPagesMessages.quoteBody}</p>
            <ButtonLink appearance="primary" to={PUBLIC_PATHS.requestQuote}>
              {infoPagesMessages.requestQuote}
            </ButtonLink>
          </section>
        </div>
        <div className={styles.formCard}>
          <ContactForm />
        </div>
      </div>
    </InfoPageLayout>
  );
}
