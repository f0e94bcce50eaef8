import { ButtonLink } from '../../../components/ui/button.tsx';
import { ChatIcon, PeopleTeamIcon } from '../../../components/ui/icons.tsx';
import { BECOME_AGENT_APPLY_HREF, PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { landingMessages } from '../messages.ts';
import styles from './call-to-action-section.module.css';

/** Calls to action: request a quote, find a connected agent, become an agent. */
export function CallToActionSection() {
  return (
    <div className={styles.band}>
      <div className={styles.grid}>
        <section className={`${styles.panel} ${styles.quote}`} aria-labelledby="cta-quote">
          <ChatIcon />
          <h2 id="cta-quote" className={styles.heading}>
            {landingMessages.quoteHeading}
          </h2>
          <p className={styles.body}>{landingMessages.quoteBody}</p>
          <div className={styles.buttons}>
            <ButtonLink className={styles.onBrandButton} size="large" to={PUBLIC_PATHS.requestQuote}>
              {landingMessages.quoteButton}
            </ButtonLink>
          </div>
        </section>
        <section className={`${styles.panel} ${styles.agents}`} aria-labelledby="cta-agents">
          <PeopleTeamIcon />
          <h2 id="cta-agents" className={styles.heading}>
            {landingMessages.agentHeading}
          </h2>
          <p className={styles.body}>{landingMessages.agentBody}</p>
          <div className={styles.buttons}>
            <ButtonLink appearance="primary" size="large" to={PUBLIC_PATHS.connectedAgents}>
              {landingMessages.findAgentButton}
            </ButtonLink>
            <ButtonLink size="large" to={BECOME_AGENT_APPLY_HREF}>
              {landingMessages.becomeAgentButton}
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
