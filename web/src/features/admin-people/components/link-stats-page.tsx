import {
  Button,
  Card,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, ShareRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { shiftMonth } from '@tdp/shared/departures/calendar-date';
import { AGENT_LINK_MONTH_PATTERN } from '@tdp/shared/schemas/agent-link-stats';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AppLink } from '../../../components/app-link.tsx';
import { formatMessage, formatMonth } from '../../../lib/intl.ts';
import { useApi } from '../../../lib/use-api.ts';
import { peopleMessages as messages } from '../messages.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM } },
  months: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHeading: { justifyContent: 'flex-end' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * `agent/link-stats`: every agent's visits and requests through their links in one month (`?month=YYYY-MM`, the agency's
 * current month when left out), most visits first, with the month's totals; the month is chosen with a month field or the
 * previous / next buttons.
 */
export function LinkStatsPage() {
  const styles = useStyles();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month');
  const month = asked && AGENT_LINK_MONTH_PATTERN.test(asked) ? asked : undefined;
  const { data, error, mutate } = useApi(leadsRoutes.listAgentLinkStats, { query: month ? { month } : {} });
  const shown = data?.data.month ?? month;
  const choose = (value: string) => {
    if (AGENT_LINK_MONTH_PATTERN.test(value)) setSearch({ month: value });
  };

  let content;
  if (!data) {
    content = error ? <AdminLoadError error={error} thing={messages.linkStatsThing} onRetry={() => void mutate()} /> : <AdminLoading />;
  } else if (data.data.agents.length === 0) {
    content = (
      <AdminEmpty icon={<ShareRegular />} title={formatMessage(messages.linkStatsEmpty, { month: formatMonth(data.data.month) })}>
        {messages.linkStatsEmptyHint}
      </AdminEmpty>
    );
  } else {
    const { agents } = data.data;
    content = (
      <Table aria-label={formatMessage(messages.linkStatsTableLabel, { month: formatMonth(data.data.month) })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{messages.linkStatsAgent}</TableHeaderCell>
            <TableHeaderCell className={styles.number} button={{ className: styles.numberHeading }}>
              {messages.linkStatsVisits}
            </TableHeaderCell>
            <TableHeaderCell className={styles.number} button={{ className: styles.numberHeading }}>
              {messages.linkStatsLeads}
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {agents.map((row) => (
            <TableRow key={row.slug}>
              <TableCell>
                <AppLink to={pathHref(ADMIN_PATHS.agentEdit, { id: row.slug })}>{row.name}</AppLink>
              </TableCell>
              <TableCell className={styles.number}>{row.visits}</TableCell>
              <TableCell className={styles.number}>{row.leads}</TableCell>
            </TableRow>
          ))}
          <TableRow className={styles.total}>
            <TableCell>{messages.linkStatsTotal}</TableCell>
            <TableCell className={styles.number}>{agents.reduce((sum, row) => sum + row.visits, 0)}</TableCell>
            <TableCell className={styles.number}>{agents.reduce((sum, row) => sum + row.leads, 0)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    );
  }

  return (
    <AdminScreen title={messages.linkStatsTitle} description={messages.linkStatsDescription}>
      <Card className={styles.card}>
        <div className={styles.months}>
          <Button icon={<ChevronLeftRegular />} disabled={!shown} onClick={() => shown && choose(shiftMonth(shown, -1))}>
            {messages.linkStatsPrevious}
          </Button>
          <Field label={messages.linkStatsMonthLabel}>
            <Input type="month" value={shown ?? ''} onChange={(_, field) => choose(field.value)} />
          </Field>
          <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={!shown} onClick={() => shown && choose(shiftMonth(shown, 1))}>
            {messages.linkStatsNext}
          </Button>
        </div>
        {content}
      </Card>
    </AdminScreen>
  );
}
