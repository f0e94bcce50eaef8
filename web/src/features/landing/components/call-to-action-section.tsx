import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Chat24Regular, PeopleTeam24Regular } from '@fluentui/react-icons';
import { LinkButton } from '../../../components/link-button.tsx';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { landingMessages } from '../messages.ts';

const useStyles = makeStyles({
  band: { padding: `${tokens.spacingVerticalXXXL} 0` },
  grid: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `0 ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
  },
  quote: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  agents: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}` },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightBold },
  body: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: 'auto' },
  onBrandButton: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  },
});

/** Calls to action: request a quote, find a connected agent, become an agent. */
export function CallToActionSection() {
  const styles = useStyles();
  return (
    <div className={styles.band}>
      <div className={styles.grid}>
        <section className={mergeClasses(styles.panel, styles.quote)} aria-labelledby="cta-quote">
          <Chat24Regular aria-hidden="true" />
          <h2 id="cta-quote" className={styles.heading}>
            {landingMessages.quoteHeading}
          </h2>
          <p className={styles.body}>{landingMessages.quoteBody}</p>
          <div className={styles.buttons}>
            <LinkButton className={styles.onBrandButton} size="large" to={SITE_PATHS.requestQuote}>
              {landingMessages.quoteButton}
            </LinkButton>
          </div>
        </section>
        <section className={mergeClasses(styles.panel, styles.agents)} aria-labelledby="cta-agents">
          <PeopleTeam24Regular aria-hidden="true" />
          <h2 id="cta-agents" className={styles.heading}>
            {landingMessages.agentHeading}
          </h2>
          <p className={styles.body}>{landingMessages.agentBody}</p>
          <div className={styles.buttons}>
            <LinkButton appearance="primary" size="large" to={SITE_PATHS.connectedAgents}>
              {landingMessages.findAgentButton}
            </LinkButton>
            <LinkButton size="large" to={SITE_PATHS.becomeAgent}>
              {landingMessages.becomeAgentButton}
            </LinkButton>
          </div>
        </section>
      </div>
    </div>
  );
}
