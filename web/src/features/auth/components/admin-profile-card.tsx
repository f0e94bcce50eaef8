import { useState } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { isMediaReference, resolveMediaUrl } from '@tdp/shared/media/media-references';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useAdminProfile } from '../api/get-admin-profile.ts';
import { authMessages } from '../messages.ts';
import { logout, useSession } from '../session/app-session.ts';
import { AvatarPlaceholder } from './avatar-placeholder.tsx';
import * as STANDALONE_PATHS from '@tdp/shared/site-paths/standalone-paths';

/** Where an admin lands after signing out (the Sign out button leads to /admin-login). */
export const ADMIN_SIGNED_OUT_PATH = STANDALONE_PATHS.adminLogin;

const PICTURE_SIZE = 40;

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  picture: {
    width: `${PICTURE_SIZE}px`,
    height: `${PICTURE_SIZE}px`,
    borderRadius: tokens.borderRadiusCircular,
    objectFit: 'cover',
    flexShrink: 0,
  },
  // On a phone the header keeps the picture and Sign out; the name stays in the group's label.
  identity: { display: 'flex', flexDirection: 'column', minWidth: 0, '@media (max-width: 600px)': { display: 'none' } },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  position: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

function ProfilePicture({ reference }: { reference: string | null }) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const [failed, setFailed] = useState(false);
  if (!reference || failed || !isMediaReference(reference)) return <AvatarPlaceholder size={PICTURE_SIZE} />;
  return (
    <img
      className={styles.picture}
      src={resolveMediaUrl(reference, cdnPrefix)}
      // Decorative: the name is written next to it.
      alt=""
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The signed-in admin in the admin shell: picture (placeholder when there is none), name, position and a
 * Sign out button that ends the session and goes to /admin-login. Until the profile arrives (or when it
 * could not be loaded) the username stands in for the name.
 */
export function AdminProfileCard() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { session } = useSession();
  const { profile } = useAdminProfile();
  const [signingOut, setSigningOut] = useState(false);
  const name = profile?.name || session?.username || '';

  async function signOut() {
    setSigningOut(true);
    await logout();
    await navigate(ADMIN_SIGNED_OUT_PATH, { replace: true });
  }

  return (
    <div className={styles.root} role="group" aria-label={formatMessage(authMessages.accountMenuLabel, { name })}>
      <ProfilePicture reference={profile?.profile_picture ?? null} />
      <div className={styles.identity}>
        <Text weight="semibold" className={styles.name}>
          {name}
        </Text>
        {profile?.position && (
          <Text size={200} className={styles.position}>
            {profile.position}
          </Text>
        )}
      </div>
      <Button appearance="secondary" disabledFocusable={signingOut} icon={signingOut ? <Spinner size="tiny" /> : undefined} onClick={() => void signOut()}>
        {signingOut ? authMessages.signingOut : authMessages.signOut}
      </Button>
    </div>
  );
}
