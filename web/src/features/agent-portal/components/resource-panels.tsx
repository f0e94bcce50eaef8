import { useState } from 'react';
import { Avatar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { NewsRegular } from '@fluentui/react-icons';
import { isMediaReference } from '@tdp/shared/media/media-references';
import type { TeamMember } from '@tdp/shared/schemas/people';
import { AppLink } from '../../../components/app-link.tsx';
import { RichTextView, hasVisibleText } from '../../../components/rich-text-view.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { smallPictureUrl } from '../../../lib/media/small-picture-url.ts';
import { portalMessages as messages } from '../messages.ts';
import { VideoEmbed } from './portal-attachments.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  issue: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  issueIcon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  issueText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  issueTitle: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  video: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  team: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  member: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  memberName: { margin: 0 },
});

/** The published newsletters, newest first, each linking to its issue. */
export function NewslettersPanel() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.listPortalNewsletters);
  if (error && !data) return <PortalLoadError error={error} thing={messages.newslettersThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  if (data.data.length === 0) return <PortalEmpty>{messages.newslettersEmpty}</PortalEmpty>;
  return (
    <ul className={styles.list}>
      {data.data.map((issue) => (
        <li key={issue.id}>
          <article className={styles.issue} aria-labelledby={`newsletter-${issue.id}`}>
            <NewsRegular className={styles.issueIcon} aria-hidden />
            <div className={styles.issueText}>
              <Text as="h2" id={`newsletter-${issue.id}`} size={500} weight="semibold" className={styles.issueTitle}>
                <AppLink to={pathHref(PORTAL_PATHS.newsletterIssue, { id: issue.id })}>{issue.title}</AppLink>
              </Text>
              <Text size={200} className={styles.muted}>
                {formatMessage(messages.issueOf, { date: formatDate(issue.issueDate) })}
              </Text>
              {issue.summary && <Text as="p">{issue.summary}</Text>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The welcome video an admin set, with its introduction. */
export function WelcomeVideoPanel() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.getPortalWelcomeVideo);
  if (error && !data) return <PortalLoadError error={error} thing={messages.welcomeVideoThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const video = data.data;
  if (!video) return <PortalEmpty>{messages.welcomeVideoEmpty}</PortalEmpty>;
  return (
    <div className={styles.video}>
      <VideoEmbed video={{ title: video.title, url: video.videoUrl }} />
      {hasVisibleText(video.introText) && <RichTextView html={video.introText} />}
    </div>
  );
}

function MemberPicture({ member }: { member: TeamMember }) {
  const { cdnPrefix } = useRuntimeConfig();
  const [failed, setFailed] = useState(false);
  const picture =
    member.profile_picture && isMediaReference(member.profile_picture) && !failed ? smallPictureUrl(member.profile_picture, cdnPrefix) : undefined;
  return (
    <Avatar
      name={member.name}
      size={96}
      color="brand"
      image={picture ? { src: picture, alt: formatMessage(messages.teamPictureAlt, { name: member.name }), onError: () => setFailed(true) } : undefined}
    />
  );
}

/** The agency's admin team: picture, name and position of each active admin. */
export function TeamPanel() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(peopleRoutes.listPortalTeam);
  if (error && !data) return <PortalLoadError error={error} thing={messages.teamThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  if (data.data.length === 0) return <PortalEmpty>{messages.teamEmpty}</PortalEmpty>;
  return (
    <ul className={styles.team}>
      {data.data.map((member) => (
        <li key={member.id} className={styles.member}>
          <MemberPicture member={member} />
          <Text as="h2" size={500} weight="semibold" className={styles.memberName}>
            {member.name}
          </Text>
          <Text className={styles.muted}>{member.position}</Text>
        </li>
      ))}
    </ul>
  );
}
