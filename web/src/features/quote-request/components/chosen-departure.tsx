import type { HTMLAttributes } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Departure } from '@tdp/shared/departures/departure';
import { isDepartureOpen } from '@tdp/shared/departures/departure-derivations';
import { OCCUPANCY_BASIS_LABELS } from '@tdp/shared/departures/departure-terms';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import { AllInPrice } from '../../../components/all-in-price.tsx';
import { formatDays, formatMessage } from '../../../lib/intl.ts';
import { quoteMessages as messages } from '../messages.ts';

/** A departure of the package as the quote page shows it: still open, with its city's name. */
export type ChosenDeparture = Omit<Departure, 'supplierCode'> & { cityName: string };

/**
 * The departure a link names (`?departure=`), when the package still sells it on `today` (the agency's day): null when
 * none is named, or it is sold out, past or no longer listed.
 */
export function chosenDepartureOf(
  departures: ReadonlyArray<Omit<Departure, 'supplierCode'>> | undefined,
  departureId: string | undefined,
  cities: ReadonlyArray<Pick<DepartureCity, 'id' | 'city_name'>>,
  today: string,
): ChosenDeparture | null {
  const departure = departureId === undefined ? undefined : departures?.find((candidate) => candidate.id === departureId);
  if (!departure || !isDepartureOpen(departure, today)) return null;
  const city = cities.find((candidate) => candidate.id === departure.departureCityId);
  return { ...departure, cityName: city?.city_name ?? formatMessage(messages.unknownCity, { id: departure.departureCityId }) };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  what: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * The departure a quote is for, as the form shows it: its city and days, its occupancy basis and its all-in price. A
 * group named "Departure"; a Fluent `Field` around it adds its message's description (`aria-describedby`).
 */
export function ChosenDepartureSummary({
  departure,
  ...described
}: { departure: ChosenDeparture } & Pick<HTMLAttributes<HTMLDivElement>, 'id' | 'aria-describedby' | 'aria-invalid'>) {
  const styles = useStyles();
  return (
    <div {...described} role="group" aria-label={messages.departure} className={styles.root}>
      <div>
        <p className={styles.what}>
          {formatMessage(messages.departureSummary, { city: departure.cityName, days: formatDays(departure.date, departure.until) })}
        </p>
        <p className={styles.detail}>{OCCUPANCY_BASIS_LABELS[departure.occupancy]}</p>
      </div>
      <AllInPrice parts={departure} from={false} />
    </div>
  );
}
