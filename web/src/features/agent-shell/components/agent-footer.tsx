import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../lib/intl.ts';
import { emailHref, phoneHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { agentShellMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground3, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  contact: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/**
 * Footer of the agent portal (the `contentinfo` landmark): support e-mail and phone. The four link
 * columns, legal and social links are added here by the agent-portal feature.
 */
export function AgentFooter() {
  const styles = useStyles();
  const { phone, supportEmail } = useRuntimeConfig();
  return (
    <footer className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.contact}>
          <span>
            {agentShellMessages.supportHeading}: <Link href={emailHref(supportEmail)}>{supportEmail}</Link>
          </span>
          <span>
            {agentShellMessages.callUs}: <Link href={phoneHref(phone)}>{phone}</Link>
          </span>
        </div>
        <span>{formatMessage(agentShellMessages.copyright, { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
}
