import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular, LocationRegular, PersonRegular, VideoRegular } from '@fluentui/react-icons';
import type { Webinar } from '@tdp/shared/schemas/webinar';
import { RichTextView, hasVisibleText } from '../../../components/rich-text-view.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { portalMessages as messages } from '../messages.ts';
import { browserTimeZone, formatWebinarWhen, formatWebinarWhenIn, isInProgress, webinarDateTile } from '../webinar-schedule.ts';
import { DocumentList } from './portal-attachments.tsx';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'start',
    padding: `${tokens.spacingVerticalS} 0`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    lineHeight: 1.1,
    textAlign: 'center',
  },
  tileDay: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold },
  tileSmall: { fontSize: tokens.fontSizeBase200, textTransform: 'uppercase', letterSpacing: '0.04em' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  fact: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  factIcon: { flexShrink: 0, fontSize: '16px', marginTop: '2px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  yourTime: { display: 'block', color: tokens.colorNeutralForeground3 },
  materials: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Props of {@link WebinarCard}. */
export interface WebinarCardProps {
  webinar: Webinar;
  /** Upcoming sessions offer the join link; past ones the recording. */
  when: 'upcoming' | 'past';
  /** Heading level of the title inside its list. */
  headingLevel?: 'h3' | 'h4';
  /** Leaves the description out (short lists such as the home page's). */
  compact?: boolean;
}

/** A webinar or event: date tile, kind, title, when (Pacific time), presenter, place, links and materials. */
export function WebinarCard({ webinar, when, headingLevel = 'h3', compact = false }: WebinarCardProps) {
  const styles = useStyles();
  const tile = webinarDateTile(webinar);
  const live = when === 'upcoming' && isInProgress(webinar);
  const yourTime = when === 'upcoming' ? formatWebinarWhenIn(webinar, browserTimeZone()) : null;
  return (
    <article className={styles.root} aria-label={webinar.title}>
      <div className={styles.tile} aria-hidden>
        <span className={styles.tileSmall}>{tile.weekday}</span>
        <span className={styles.tileDay}>{tile.day}</span>
        <span className={styles.tileSmall}>{tile.month}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge appearance="tint" color={webinar.kind === 'event' ? 'informative' : 'brand'}>
            {webinar.kind === 'event' ? messages.kindEvent : messages.kindWebinar}
          </Badge>
          {live && (
            <Badge appearance="filled" color="danger">
              {messages.inProgress}
            </Badge>
          )}
        </div>
        <Text as={headingLevel} size={500} weight="semibold" className={styles.title}>
          {webinar.title}
        </Text>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <ClockRegular className={styles.factIcon} aria-hidden />
            <span>
              <time dateTime={webinar.startsAt}>{formatWebinarWhen(webinar)}</time>
              {yourTime && (
                <Text as="span" size={200} className={styles.yourTime}>
                  {formatMessage(messages.yourTime, { when: yourTime })}
                </Text>
              )}
            </span>
          </li>
          <li className={styles.fact}>
            <PersonRegular className={styles.factIcon} aria-hidden />
            {formatMessage(messages.presenter, { presenter: webinar.presenter })}
          </li>
          <li className={styles.fact}>
            <LocationRegular className={styles.factIcon} aria-hidden />
            {webinar.location ? formatMessage(messages.location, { location: webinar.location }) : messages.online}
          </li>
        </ul>
        {!compact && hasVisibleText(webinar.description) && <RichTextView html={webinar.description} />}
        <div className={styles.actions}>
          {when === 'upcoming' &&
            (webinar.joinUrl ? (
              <ExternalLinkButton href={webinar.joinUrl} label={messages.join} title={webinar.title} primary />
            ) : (
              <Text size={200} className={styles.muted}>
                {messages.joinLater}
              </Text>
            ))}
          {webinar.recordingUrl && <ExternalLinkButton href={webinar.recordingUrl} label={messages.watchRecording} title={webinar.title} />}
        </div>
        {!compact && webinar.materials.length > 0 && (
          <div className={styles.materials}>
            <Text weight="semibold">{messages.materials}</Text>
            <DocumentList documents={webinar.materials} />
          </div>
        )}
      </div>
    </article>
  );
}

/** A button-looking link to another site (join, recording), opening in a new tab. */
function ExternalLinkButton({ href, label, title, primary = false }: { href: string; label: string; title: string; primary?: boolean }) {
  return (
    <Button
      as="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      appearance={primary ? 'primary' : 'secondary'}
      icon={primary ? undefined : <VideoRegular />}
      aria-label={formatMessage(messages.opensInNewTab, { label: `${label}: ${title}` })}
    >
      {label}
    </Button>
  );
}
