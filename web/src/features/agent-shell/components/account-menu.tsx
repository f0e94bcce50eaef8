import { useState } from 'react';
import { Avatar, Button, Popover, PopoverSurface, PopoverTrigger, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { isMediaReference, resolveMediaUrl } from '@tdp/shared/media/media-references';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { usePortalAccount } from '../api/get-portal-account.ts';
import { agentShellMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  trigger: { minWidth: 0, padding: tokens.spacingHorizontalXS, gap: tokens.spacingHorizontalS },
  triggerAvatar: { flexShrink: 0 },
  triggerName: {
    maxWidth: '160px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 599px)': { display: 'none' },
  },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: '260px', padding: tokens.spacingHorizontalL },
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& dt': { color: tokens.colorNeutralForeground3 },
    '& dd': { margin: 0, fontWeight: tokens.fontWeightSemibold },
  },
  active: { color: tokens.colorStatusSuccessForeground1 },
});

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** The signed-in username (from the session): shown until the account arrives, and if it cannot be read. */
  username: string;
  /** Ends the session and leaves the portal. */
  onSignOut: () => Promise<void>;
  /** Opens the change-password dialog (the header holds it, so the phone menu opens the same one). */
  onChangePassword: () => void;
}

/**
 * The signed-in person's avatar and name in the portal header: username, account status Active, membership,
 * Change password and Logout. It opens a small panel, by click, tap or keyboard; Escape closes it.
 */
export function AccountMenu({ username, onSignOut, onChangePassword }: AccountMenuProps) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const { account } = usePortalAccount();
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const shownUsername = account?.username ?? username;
  const name = account?.name || shownUsername;
  const picture = account?.picture && isMediaReference(account.picture) ? resolveMediaUrl(account.picture, cdnPrefix) : undefined;
  // Only an active account can be signed in: the server ends an inactive account's sessions.
  const status = account?.status === 'inactive' ? messages.statusInactive : messages.statusActive;
  const membership = account?.membership ?? (account?.role === 'admin' ? messages.roleAdmin : messages.roleAgent);

  async function signOut() {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <Popover positioning="below-end" withArrow trapFocus open={menuOpen} onOpenChange={(_, data) => setMenuOpen(data.open)}>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={styles.trigger} aria-label={formatMessage(messages.accountMenuLabel, { name })}>
          {/* Decorative (picture, or a person icon rather than initials, which would be text outside the button's
              name): the name starts with the person's name written beside it. A child, not the button's icon slot,
              which is sized for a 20 px icon and would crop a 32 px avatar. */}
          <Avatar aria-hidden image={picture ? { src: picture, alt: '' } : undefined} size={32} color="brand" className={styles.triggerAvatar} />
          <span className={styles.triggerName}>{name}</span>
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby="portal-account-name">
        <div className={styles.identity}>
          <Avatar name={name} image={picture ? { src: picture, alt: '' } : undefined} size={48} color="brand" />
          <div className={styles.names}>
            <Text weight="semibold" id="portal-account-name">
              {name}
            </Text>
            <Text size={200}>
              {messages.signedInAs} {shownUsername}
            </Text>
          </div>
        </div>
        <dl className={styles.facts}>
          <dt>{messages.accountStatus}</dt>
          <dd className={account?.status === 'inactive' ? undefined : styles.active}>{status}</dd>
          <dt>{messages.membership}</dt>
          <dd>{membership}</dd>
        </dl>
        <Button
          icon={<KeyRegular />}
          onClick={() => {
            setMenuOpen(false);
            onChangePassword();
          }}
        >
          {messages.changePassword}
        </Button>
        <Button
          appearance="primary"
          icon={signingOut ? <Spinner size="tiny" appearance="inverted" /> : <SignOutRegular />}
          disabledFocusable={signingOut}
          onClick={() => void signOut()}
        >
          {signingOut ? messages.loggingOut : messages.logout}
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
