import { ButtonLink } from '../../../components/ui/button.tsx';
import { emailHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { BECOME_AGENT_APPLY_HREF } from '@tdp/shared/site-paths/public-paths';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { infoPagesMessages } from '../messages.ts';
import styles from './careers-page.module.css';
import { InfoPageLayout } from './info-page-layout.tsx';

/** `/careers`: why work here, the open positions, how to apply (by e-mail) and the connected-agent path. */
export function CareersPage() {
  const { supportEmail } = useRuntimeConfig();
  usePageMeta({ title: pageTitle(infoPagesMessages.careersTitle), description: infoPagesMessages.careersDescription });
  const [applyBefore, applyAfter] = infoPagesMessages.applyBody.split('{email}');
  return (
    <InfoPageLayout title={infoPagesMessages.careersTitle} intro={<p>{infoPagesMessages.careersIntro}</p>}>
      <div className={styles.content}>
        <section aria-labelledby="careers-why">
          <h2 id="careers-why" className={`${styles.heading} ${styles.firstHeading}`}>
            {infoPagesMessages.whyWorkHeading}
          </h2>
          <ul className={styles.list}>
            {infoPagesMessages.whyWork.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="careers-openings">
          <h2 id="careers-openings" className={styles.heading}>
            {infoPagesMessages.openingsHeading}
          </h2>
          <ul className={styles.openings}>
            {infoPagesMessages.openings.map((opening) => (
              <li key={opening.title} className={styles.opening}>
                <h3 className={styles.openingTitle}>{opening.title}</h3>
                <p className={styles.openingPlace}>{opening.place}</p>
                <p className={styles.text}>{opening.summary}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="careers-apply">
          <h2 id="careers-apply" className={styles.heading}>
            {infoPagesMessages.applyHeading}
          </h2>
          <p className={styles.text}>
            {applyBefore}
            <a className={styles.link} href={emailHref(supportEmail)}>
              {supportEmail}
            </a>
            {applyAfter}
          </p>
        </section>
        <section className={styles.agents} aria-labelledby="careers-agents">
          <h2 id="careers-agents" className={styles.agentsHeading}>
            {infoPagesMessages.agentsHeading}
          </h2>
          <p className={styles.text}>{infoPagesMessages.agentsBody}</p>
          <ButtonLink appearance="primary" to={BECOME_AGENT_APPLY_HREF}>
            {infoPagesMessages.becomeAgent}
          </ButtonLink>
        </section>
        <p className={styles.note}>{infoPagesMessages.equalOpportunity}</p>
      </div>
    </InfoPageLayout>
  );
}
