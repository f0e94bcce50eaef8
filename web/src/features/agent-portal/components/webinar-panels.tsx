import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../lib/intl.ts';
import { portalMessages as messages } from '../messages.ts';
import { groupWebinarsByMonth } from '../webinar-schedule.ts';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { WebinarCard } from './webinar-card.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  headingRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  monthHeading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
});

/** Webinar Wednesdays: the upcoming sessions with their join links, then past sessions with their recordings. */
export function WebinarsPanel() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.listPortalWebinars);
  if (error && !data) return <PortalLoadError error={error} thing={messages.webinarsThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const { upcoming, past } = data.data;
  return (
    <div className={styles.root}>
      <section className={styles.block} aria-labelledby="webinars-upcoming">
        <div className={styles.headingRow}>
          <Text as="h2" id="webinars-upcoming" size={600} weight="semibold" className={styles.heading}>
            {messages.upcomingHeading}
          </Text>
          <Text size={200} className={styles.note}>
            {messages.timesIn}
          </Text>
        </div>
        {upcoming.length === 0 ? (
          <PortalEmpty>{messages.noUpcoming}</PortalEmpty>
        ) : (
          <ul className={styles.list}>
            {upcoming.map((webinar) => (
              <li key={webinar.id}>
                <WebinarCard webinar={webinar} when="upcoming" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.block} aria-labelledby="webinars-past">
        <Text as="h2" id="webinars-past" size={600} weight="semibold" className={styles.heading}>
          {messages.pastHeading}
        </Text>
        {past.length === 0 ? (
          <PortalEmpty>{messages.noPast}</PortalEmpty>
        ) : (
          <ul className={styles.list}>
            {past.map((webinar) => (
              <li key={webinar.id}>
                <WebinarCard webinar={webinar} when="past" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The calendar: upcoming webinars and events grouped by month, in Pacific time. */
export function CalendarPanel() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.listPortalWebinars);
  if (error && !data) return <PortalLoadError error={error} thing={messages.webinarsThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const months = groupWebinarsByMonth(data.data.upcoming);
  if (months.length === 0) return <PortalEmpty>{messages.calendarEmpty}</PortalEmpty>;
  return (
    <div className={styles.root}>
      <Text size={200} className={styles.note}>
        {messages.timesIn}
      </Text>
      {months.map((month) => (
        <section key={month.key} className={styles.block} aria-labelledby={`calendar-${month.key}`}>
          <div className={styles.headingRow}>
            <Text as="h2" id={`calendar-${month.key}`} size={600} weight="semibold" className={styles.monthHeading}>
              {month.label}
            </Text>
            <Text size={200} className={styles.note}>
              {month.webinars.length === 1 ? messages.monthEntry : formatMessage(messages.monthEntries, { count: month.webinars.length })}
            </Text>
          </div>
          <ul className={styles.list}>
            {month.webinars.map((webinar) => (
              <li key={webinar.id}>
                <WebinarCard webinar={webinar} when="upcoming" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
