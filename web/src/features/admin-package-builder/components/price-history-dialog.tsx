import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import type { PriceParts } from '@tdp/shared/pricing/all-in-price';
import type { PriceHistoryEntry } from '@tdp/shared/departures/price-history';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatDate, formatMessage, formatPrice, LOCALE } from '../../../lib/intl.ts';
import { useApi } from '../../../lib/use-api.ts';
import { departuresMessages as messages } from '../departures-messages.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxHeight: '70vh', overflowY: 'auto' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': {
      textAlign: 'left',
      verticalAlign: 'top',
      padding: tokens.spacingVerticalXXS,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** When a price changed, at the agency (Pacific, as the column heading says), e.g. `Mar 7, 2027, 9:42 a.m.`. */
const changedAtFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

function parts(value: PriceParts): string {
  return `${formatPrice(value.price, { exact: true })} + ${formatPrice(value.tax, { exact: true })}`;
}

function change(from: PriceParts | null, to: PriceParts | null): string {
  if (!from && to) return formatMessage(messages.historyAdded, { to: parts(to) });
  if (from && !to) return formatMessage(messages.historyRemoved, { from: parts(from) });
  return `${parts(from!)} → ${parts(to!)}`;
}

/**
 * "Price history": who changed which price of the package, from what to what, and when (agency time); newest first.
 * The package's creation is its first entry: every first price from "—".
 */
export function PriceHistoryDialog({ packageId, cityName, onClose }: { packageId: number; cityName: (id: number) => string; onClose: () => void }) {
  const styles = useStyles();
  const first = useApi(catalogueRoutes.listPriceHistory, { params: { id: packageId } });
  const [older, setOlder] = useState<{ items: PriceHistoryEntry[]; nextBefore?: number } | null>(null);
  const items = [...(first.data?.items ?? []), ...(older?.items ?? [])];
  const nextBefore = older ? older.nextBefore : first.data?.nextBefore;

  async function loadOlder() {
    if (nextBefore === undefined) return;
    const page = await apiFetch(catalogueRoutes.listPriceHistory, { params: { id: packageId }, query: { before: nextBefore } });
    setOlder({ items: [...(older?.items ?? []), ...page.items], nextBefore: page.nextBefore });
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.historyTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            {!first.data && !first.error && <Spinner label={messages.historyLoading} />}
            {first.data && items.length === 0 && <Text>{messages.historyEmpty}</Text>}
            {items.length > 0 && (
              <table className={styles.table} aria-label={messages.historyTitle}>
                <thead>
                  <tr>
                    <th scope="col">{messages.historyWhen}</th>
                    <th scope="col">{messages.historyWho}</th>
                    <th scope="col">{messages.historyChange}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((entry) => (
                    <tr key={entry.version}>
                      <td>
                        <time dateTime={entry.changedAt}>{changedAtFormat.format(new Date(entry.changedAt))}</time>
                      </td>
                      <td>{entry.changedBy}</td>
                      <td>
                        <ul className={styles.changes}>
                          {entry.package && (
                            <li>
                              {messages.historyPackage}: {change(entry.package.from, entry.package.to)}
                            </li>
                          )}
                          {entry.departures.map((departure) => (
                            <li key={departure.departureId}>
                              {cityName(departure.departureCityId)} {formatDate(departure.date)}
                              {departure.until ? ` – ${formatDate(departure.until)}` : ''}: {change(departure.from, departure.to)}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </DialogContent>
          <DialogActions>
            {nextBefore !== undefined && <Button onClick={() => void loadOlder()}>{messages.historyMore}</Button>}
            <Button onClick={onClose}>{messages.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
