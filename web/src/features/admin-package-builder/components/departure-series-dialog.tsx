import { useId, useState } from 'react';
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
  line: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  amount: { width: '140px' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A typed amount as the schema reads it: a number when it is one, the text otherwise (the schema then says why). */
function amount(text: string): number | string {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

/** The price and taxes typed for one chosen city. */
interface CityPrice {
  price: string;
  tax: string;
}

/**
 * "Add a series": departures on the chosen weekdays between two dates, from each chosen city at that city's price
 * and taxes (one basis for all), made by the shared series generator (which counts calendar days). Each field says
 * what is wrong with it once it has been left, or once Add was pressed; the dialog says how many departures will
 * be added before adding.
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
  /** Chosen cities and what was typed for them. */
  const [prices, setPrices] = useState<ReadonlyMap<number, CityPrice>>(new Map());
  const [occupancy, setOccupancy] = useState<OccupancyBasis>('double');
  /** Fields left at least once (`from`, `to`, `weekdays`, `cities`, `{cityId}.price`, `{cityId}.tax`). */
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const messageIds = useId();

  const chosen = cities.filter((city) => prices.has(city.id));
  const parsed = departureSeriesInputSchema.safeParse({
    from,
    to,
    weekdays,
    cities: chosen.map((city) => ({ departureCityId: city.id, price: amount(prices.get(city.id)!.price), tax: amount(prices.get(city.id)!.tax) })),
    occupancy,
  });
  const problems = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path;
      // A city's price or taxes: keyed by the city's id, not its place in the list.
      const key = field === 'cities' && typeof index === 'number' && (part === 'price' || part === 'tax') ? `${chosen[index]!.id}.${part}` : String(field);
      if (!problems.has(key)) problems.set(key, issue.message);
    }
  }
  const rows = parsed.success ? generateDepartureSeries(parsed.data, newDepartureId).map(rowOfDeparture) : [];

  const touch = (key: string) => setTouched((previous) => (previous.has(key) ? previous : new Set([...previous, key])));
  /** The field's message, as a sentence naming it, once the field was left or Add pressed. */
  const messageOf = (key: string, label: string, text?: string): string | undefined => {
    if (!tried && !touched.has(key)) return undefined;
    if (text !== undefined && text.trim() === '') return `${label} is required.`;
    const problem = problems.get(key);
    return problem ? `${label} ${problem}.` : undefined;
  };

  function chooseCity(id: number, on: boolean) {
    touch('cities');
    setPrices((previous) => {
      const next = new Map(previous);
      if (!on) {
        next.delete(id);
        return next;
      }
      // Start from the nearest chosen city above it in the list (or the first chosen one): a series often costs the same.
      const position = cities.findIndex((city) => city.id === id);
      const above = [...cities.slice(0, position)].reverse().find((city) => previous.has(city.id)) ?? cities.find((city) => previous.has(city.id));
      next.set(id, above ? { ...previous.get(above.id)! } : { price: '', tax: '' });
      return next;
    });
  }

  function setCityPrice(id: number, part: keyof CityPrice, value: string) {
    setPrices((previous) => new Map(previous).set(id, { ...previous.get(id)!, [part]: value }));
  }

  function add() {
    if (rows.length > 0) onAdd(rows);
    else setTried(true);
  }

  const weekdaysMessage =
    weekdays.length === 0 && (tried || touched.has('weekdays')) ? messages.seriesNoWeekday : messageOf('weekdays', messages.seriesWeekdays);
  const citiesMessage = chosen.length === 0 && (tried || touched.has('cities')) ? messages.seriesNoCity : messageOf('cities', messages.seriesCities);
  const weekdaysMessageId = `${messageIds}-weekdays`;
  const citiesMessageId = `${messageIds}-cities`;
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.seriesTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <fieldset className={styles.fieldset} aria-describedby={weekdaysMessage ? weekdaysMessageId : undefined}>
              <legend className={styles.legend}>{messages.seriesWeekdays}</legend>
              <div className={styles.line}>
                {WEEKDAYS.map((name, day) => (
                  <Checkbox
                    key={name}
                    label={name}
                    checked={weekdays.includes(day)}
                    onChange={(_, data) => {
                      touch('weekdays');
                      setWeekdays(data.checked === true ? [...weekdays, day].sort() : weekdays.filter((entry) => entry !== day));
                    }}
                  />
                ))}
              </div>
              {weekdaysMessage && (
                <Text id={weekdaysMessageId} className={styles.error}>
                  {weekdaysMessage}
                </Text>
              )}
            </fieldset>
            <div className={styles.line}>
              <Field label={messages.seriesFrom} validationMessage={messageOf('from', messages.seriesFrom, from)}>
                <Input type="date" value={from} onChange={(_, data) => setFrom(data.value)} onBlur={() => touch('from')} />
              </Field>
              <Field label={messages.seriesTo} validationMessage={messageOf('to', messages.seriesTo, to)}>
                <Input type="date" value={to} onChange={(_, data) => setTo(data.value)} onBlur={() => touch('to')} />
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
            <fieldset className={styles.fieldset} aria-describedby={citiesMessage ? citiesMessageId : undefined}>
              <legend className={styles.legend}>{messages.seriesCities}</legend>
              <div className={styles.line}>
                {cities.map((city) => (
                  <Checkbox key={city.id} label={city.name} checked={prices.has(city.id)} onChange={(_, data) => chooseCity(city.id, data.checked === true)} />
                ))}
              </div>
              {citiesMessage && (
                <Text id={citiesMessageId} className={styles.error}>
                  {citiesMessage}
                </Text>
              )}
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{messages.seriesPrices}</legend>
              {chosen.length === 0 ? (
                <Text className={styles.muted}>{messages.seriesChooseCities}</Text>
              ) : (
                <>
                  {chosen.length > 1 && <Text className={styles.muted}>{messages.seriesPricesHint}</Text>}
                  {chosen.map((city) => {
                    const typed = prices.get(city.id)!;
                    const priceLabel = formatMessage(messages.seriesCityPrice, { city: city.name });
                    const taxLabel = formatMessage(messages.seriesCityTax, { city: city.name });
                    return (
                      <div key={city.id} className={styles.line}>
                        <Field label={priceLabel} validationMessage={messageOf(`${city.id}.price`, priceLabel, typed.price)}>
                          <Input
                            className={styles.amount}
                            inputMode="decimal"
                            contentBefore="$"
                            value={typed.price}
                            onChange={(_, data) => setCityPrice(city.id, 'price', data.value)}
                            onBlur={() => touch(`${city.id}.price`)}
                          />
                        </Field>
                        <Field label={taxLabel} validationMessage={messageOf(`${city.id}.tax`, taxLabel, typed.tax)}>
                          <Input
                            className={styles.amount}
                            inputMode="decimal"
                            contentBefore="$"
                            value={typed.tax}
                            onChange={(_, data) => setCityPrice(city.id, 'tax', data.value)}
                            onBlur={() => touch(`${city.id}.tax`)}
                          />
                        </Field>
                      </div>
                    );
                  })}
                </>
              )}
            </fieldset>
            {parsed.success ? (
              <Text role="status">{rows.length > 0 ? formatMessage(messages.seriesPreview, { count: rows.length }) : messages.seriesNone}</Text>
            ) : (
              tried && (
                <Text role="alert" className={styles.error}>
                  {messages.seriesFix}
                </Text>
              )
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={parsed.success && rows.length === 0} onClick={add}>
              {messages.seriesAdd}
            </Button>
            <Button onClick={onClose}>{messages.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
