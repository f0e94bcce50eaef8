import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { emailHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { adminShellMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
});

/** Footer of the admin dashboard (the `contentinfo` landmark): where to get support. */
export function AdminFooter() {
  const styles = useStyles();
  const { supportEmail } = useRuntimeConfig();
  return (
    <footer className={styles.root}>
      {adminShellMessages.supportHeading}: <Link href={emailHref(supportEmail)}>{supportEmail}</Link>
    </footer>
  );
}
