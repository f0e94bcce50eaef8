import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { leadReportRoutes } from '@tdp/shared/api/routes/lead-report-routes';
import { formatMessage, formatPrice } from '../../../lib/intl.ts';
import { formatMinutes, formatShare } from '../../../lib/lead-figures.ts';
import { useApi } from '../../../lib/use-api.ts';
import { OWN_FIGURES_WEEKS } from '../api/preload-portal-home.ts';
import { PortalLoadError, PortalLoading } from './portal-states.tsx';

/** Words of the agent's own figures on the portal home (issue #30, item 5). */
export const homeFiguresMessages = {
  heading: 'My figures',
  intro: 'Your leads of the last {weeks} weeks, from the same counters as the agency’s reports.',
  thing: 'your figures',
  leads: 'Leads',
  leadsLine: '{shareLinks} from your share links',
  firstContact: 'Median first contact',
  firstContactLine: '90% within {time}; {onTime} by the deadline',
  firstContactNone: 'None contacted yet',
  conversion: 'Booked',
  conversionLine: '{booked} of {leads} leads',
  value: 'Booked value',
  valueLine: 'recorded in the months of the period',
} as const;

const messages = homeFiguresMessages;

const useStyles = makeStyles({
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', gap: tokens.spacingHorizontalM },
  tile: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

/** The signed-in agent's own figures: leads, time to first contact, conversion and booked value, as words and numbers. */
export function PortalHomeFigures() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(leadReportRoutes.getOwnLeadReport, { query: { weeks: OWN_FIGURES_WEEKS } });
  if (error && !data) return <PortalLoadError error={error} thing={messages.thing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const { totals, leadsByWeek } = data.data;
  const shareLinks = leadsByWeek.reduce((sum, week) => sum + week.bySource['share-link'], 0);
  const { firstContact } = totals;
  return (
    <>
      <Text as="p">{formatMessage(messages.intro, { weeks: leadsByWeek.length })}</Text>
      <div className={styles.tiles}>
        <Card className={styles.tile}>
          <Text>{messages.leads}</Text>
          <Text className={styles.value}>{totals.leads}</Text>
          <Text size={200}>{formatMessage(messages.leadsLine, { shareLinks })}</Text>
        </Card>
        <Card className={styles.tile}>
          <Text>{messages.firstContact}</Text>
          <Text className={styles.value}>{formatMinutes(firstContact.medianMinutes)}</Text>
          <Text size={200}>
            {firstContact.contacted === 0
              ? messages.firstContactNone
              : formatMessage(messages.firstContactLine, {
                  time: formatMinutes(firstContact.p90Minutes),
                  onTime: formatShare(firstContact.onTime, firstContact.contacted),
                })}
          </Text>
        </Card>
        <Card className={styles.tile}>
          <Text>{messages.conversion}</Text>
          <Text className={styles.value}>{formatShare(totals.booked, totals.leads)}</Text>
          <Text size={200}>{formatMessage(messages.conversionLine, { booked: totals.booked, leads: totals.leads })}</Text>
        </Card>
        <Card className={styles.tile}>
          <Text>{messages.value}</Text>
          <Text className={styles.value}>{formatPrice(totals.bookedValue)}</Text>
          <Text size={200}>{messages.valueLine}</Text>
        </Card>
      </div>
    </>
  );
}
