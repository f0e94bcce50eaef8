import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OCCUPANCY_BASES, OCCUPANCY_BASIS_LABELS, type OccupancyBasis } from '@tdp/shared/departures/departure';
import { departureSeriesInputSchema, generateDepartureSeries } from '@tdp/shared/departures/departure-series';
import { formatMessage } from '../../../lib/intl.ts';
import { newDepartureId, rowOfDeparture, type DepartureRow } from '../departure-rows.ts';
import { departuresMessages as messages } from '../departures-messages.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function amount(text: string): number | string {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

/**
 * "Add a series": departures on the chosen weekdays between two dates, from each chosen city, at one price and basis
 * (the shared series generator makes them, counting calendar days). Shows how many will be added before adding.
 */
export function DepartureSeriesDialog({
  cities,
  onAdd,
  onClose,
}: {
  cities: ReadonlyArray<{ id: number; name: string }>;
  onAdd: (rows: DepartureRow[]) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [weekdays, setWeekdays] = useState<number[]>([6]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [cityIds, setCityIds] = useState<number[]>([]);
  const [price, setPrice] = useState('');
  const [tax, setTax] = useState('');
  const [occupancy, setOccupancy] = useState<OccupancyBasis>('double');

  const parsed = departureSeriesInputSchema.safeParse({
    from,
    to,
    weekdays,
    cities: cityIds.map((departureCityId) => ({ departureCityId, price: amount(price), tax: amount(tax) })),
    occupancy,
  });
  const problems = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const rows = parsed.success ? generateDepartureSeries(parsed.data, newDepartureId).map(rowOfDeparture) : [];
  const touched = from !== '' && to !== '' && cityIds.length > 0 && price !== '' && tax !== '';

  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((entry) => entry !== value));
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.seriesTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <fieldset>
              <legend>{messages.seriesWeekdays}</legend>
              <div className={styles.line}>
                {WEEKDAYS.map((name, day) => (
                  <Checkbox key={name} label={name} checked={weekdays.includes(day)} onChange={(_, data) => setWeekdays(toggle(weekdays, day, data.checked === true).sort())} />
                ))}
              </div>
            </fieldset>
            <div className={styles.line}>
              <Field label={messages.seriesFrom} validationMessage={touched ? problems.from : undefined}>
                <Input type="date" value={from} onChange={(_, data) => setFrom(data.value)} />
              </Field>
              <Field label={messages.seriesTo} validationMessage={touched ? problems.to : undefined}>
                <Input type="date" value={to} onChange={(_, data) => setTo(data.value)} />
              </Field>
            </div>
            <fieldset>
              <legend>{messages.seriesCities}</legend>
              <div className={styles.line}>
                {cities.map((city) => (
                  <Checkbox key={city.id} label={city.name} checked={cityIds.includes(city.id)} onChange={(_, data) => setCityIds(toggle(cityIds, city.id, data.checked === true))} />
                ))}
              </div>
            </fieldset>
            <div className={styles.line}>
              <Field label={messages.price} validationMessage={touched && problems.cities && price !== '' ? problems.cities : undefined}>
                <Input inputMode="decimal" contentBefore="$" value={price} onChange={(_, data) => setPrice(data.value)} />
              </Field>
              <Field label={messages.tax}>
                <Input inputMode="decimal" contentBefore="$" value={tax} onChange={(_, data) => setTax(data.value)} />
              </Field>
              <Field label={messages.seriesOccupancy}>
                <Select value={occupancy} onChange={(_, data) => setOccupancy(data.value as OccupancyBasis)}>
                  {OCCUPANCY_BASES.map((basis) => (
                    <option key={basis} value={basis}>
                      {OCCUPANCY_BASIS_LABELS[basis]}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            {parsed.success && (
              <Text role="status">{rows.length > 0 ? formatMessage(messages.seriesPreview, { count: rows.length }) : messages.seriesNone}</Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={rows.length === 0} onClick={() => onAdd(rows)}>
              {messages.seriesAdd}
            </Button>
            <Button onClick={onClose}>{messages.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
