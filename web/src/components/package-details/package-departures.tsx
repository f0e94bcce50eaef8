import { useId, useState } from 'react';
import { monthsSpanned } from '@tdp/shared/departures/calendar-date';
import type { Departure } from '@tdp/shared/departures/departure';
import { DEPARTURE_AVAILABILITY_LABELS, OCCUPANCY_BASIS_LABELS, isDepartureBookable } from '@tdp/shared/departures/departure-terms';
import { allInPrice, type PriceParts } from '@tdp/shared/pricing/all-in-price';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import { AllInPrice } from '../all-in-price.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { SelectField } from '../ui/field.tsx';
import { formatDays, formatMessage, formatMonth } from '../../lib/intl.ts';
import { packageDetailMessages } from './package-detail-messages.ts';
import { quoteRequestPath } from './package-price-card.tsx';
import styles from './package-departures.module.css';

/** A public departure: what `GET /packages/{slug}` answers (supplier codes hidden). */
type PublicDeparture = Omit<Departure, 'supplierCode'>;
type CityNames = ReadonlyArray<Pick<DepartureCity, 'id' | 'city_name'>>;

/** The departures' filter: cities and months, from the page address (`?departureCityIds=[3]&months=["2027-04"]`). */
export interface DepartureChoice {
  departureCityIds?: number[] | undefined;
  months?: string[] | undefined;
}

/** Departures listed before "Show all": enough for a season from one city, few enough for a short page. */
const DEPARTURES_SHOWN_FOLDED = 12;
/** Value of a select listing several chosen entries (from a deals list filtered by two cities, say). */
const SEVERAL = 'several';

/** Whether a departure fits the chosen cities and months (a flexible one fits every month it spans). */
function fits(departure: PublicDeparture, choice: DepartureChoice): boolean {
  const cities = choice.departureCityIds ?? [];
  const months = choice.months ?? [];
  if (cities.length > 0 && !cities.includes(departure.departureCityId)) return false;
  return months.length === 0 || monthsSpanned(departure.date, departure.until ?? departure.date).some((month) => months.includes(month));
}

/** The departures that fit a choice, by date, then city, then price. */
export function departuresFitting(departures: readonly PublicDeparture[], choice: DepartureChoice, cities?: CityNames): PublicDeparture[] {
  const name = (id: number) => cities?.find((city) => city.id === id)?.city_name ?? '';
  return departures
    .filter((departure) => fits(departure, choice))
    .sort((a, b) => a.date.localeCompare(b.date) || name(a.departureCityId).localeCompare(name(b.departureCityId)) || allInPrice(a) - allInPrice(b));
}

/** The cheapest bookable departure that fits a choice (all in; the earlier on a tie), or null. */
export function cheapestFitting(departures: readonly PublicDeparture[], choice: DepartureChoice): PriceParts | null {
  let cheapest: PublicDeparture | null = null;
  for (const departure of departuresFitting(departures, choice)) {
    if (isDepartureBookable(departure) && (!cheapest || allInPrice(departure) < allInPrice(cheapest))) cheapest = departure;
  }
  return cheapest;
}

/** Props of {@link PackageDepartures}. */
export interface PackageDeparturesProps {
  packageUrl: string;
  departures: readonly PublicDeparture[];
  /** The departure cities' names (`GET /departures`); a city not in it reads "City {id}". */
  cities: CityNames | undefined;
  choice: DepartureChoice;
  onChoiceChange: (next: DepartureChoice) => void;
}

/**
 * "Departures": the package's upcoming departures, by date, each with its city, days, all-in price per person (and
 * breakdown), occupancy and availability. A sold-out departure is listed as such and offers no quote; the others link to
 * the quote form with the package, city and day filled in. Native selects filter by city and month; the choice lives
 * in the page address, so the server renders the same list the browser shows.
 */
export function PackageDepartures({ packageUrl, departures, cities, choice, onChoiceChange }: PackageDeparturesProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const cityName = (id: number) => cities?.find((city) => city.id === id)?.city_name ?? formatMessage(packageDetailMessages.unknownCity, { id });
  const offeredCities = [...new Set(departures.map((departure) => departure.departureCityId))].sort((a, b) => cityName(a).localeCompare(cityName(b)));
  const offeredMonths = [...new Set(departures.flatMap((departure) => monthsSpanned(departure.date, departure.until ?? departure.date)))].sort();
  const chosenCities = choice.departureCityIds ?? [];
  const chosenMonths = choice.months ?? [];
  const fitting = departuresFitting(departures, choice, cities);
  const shown = showAll ? fitting : fitting.slice(0, DEPARTURES_SHOWN_FOLDED);
  const selectValue = (chosen: readonly (number | string)[]) => (chosen.length === 0 ? '' : chosen.length === 1 ? String(chosen[0]) : SEVERAL);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {packageDetailMessages.departuresHeading}
      </h2>
      <div className={styles.filters}>
        <SelectField
          label={packageDetailMessages.departureCityFilter}
          value={selectValue(chosenCities)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value !== SEVERAL) onChoiceChange({ ...choice, departureCityIds: value ? [Number(value)] : [] });
          }}
        >
          <option value="">{packageDetailMessages.allCities}</option>
          {chosenCities.length > 1 ? <option value={SEVERAL}>{chosenCities.map(cityName).join(', ')}</option> : null}
          {offeredCities.map((id) => (
            <option key={id} value={id}>
              {cityName(id)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={packageDetailMessages.departureMonthFilter}
          value={selectValue(chosenMonths)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value !== SEVERAL) onChoiceChange({ ...choice, months: value ? [value] : [] });
          }}
        >
          <option value="">{packageDetailMessages.anyMonth}</option>
          {chosenMonths.length > 1 ? <option value={SEVERAL}>{chosenMonths.map((month) => formatMonth(month)).join(', ')}</option> : null}
          {offeredMonths.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className={styles.count} role="status">
        {fitting.length === 1 ? packageDetailMessages.departuresOne : formatMessage(packageDetailMessages.departuresCount, { count: fitting.length })}
      </p>
      {fitting.length === 0 ? (
        <p className={styles.empty}>
          {packageDetailMessages.noDepartures}{' '}
          <Button size="small" onClick={() => onChoiceChange({})}>
            {packageDetailMessages.allDepartures}
          </Button>
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((departure) => {
            const bookable = isDepartureBookable(departure);
            const days = formatDays(departure.date, departure.until);
            const city = cityName(departure.departureCityId);
            return (
              <li key={departure.id} className={bookable ? styles.departure : `${styles.departure} ${styles.soldOut}`}>
                <div className={styles.when}>
                  <p className={styles.days}>{days}</p>
                  <p className={styles.detail}>
                    {formatMessage(packageDetailMessages.departingFrom, { city })} · {OCCUPANCY_BASIS_LABELS[departure.occupancy]}
                  </p>
                  {departure.note ? <p className={styles.detail}>{departure.note}</p> : null}
                </div>
                <AllInPrice className={styles.price} parts={departure} from={false} />
                <div className={styles.action}>
                  {departure.availability === 'available' ? null : (
                    <p className={departure.availability === 'sold-out' ? styles.soldOutLabel : styles.limitedLabel}>
                      {DEPARTURE_AVAILABILITY_LABELS[departure.availability]}
                    </p>
                  )}
                  {bookable ? (
                    <ButtonLink
                      appearance="primary"
                      to={quoteRequestPath(packageUrl, departure)}
                      aria-label={formatMessage(packageDetailMessages.requestQuoteFor, { days, city })}
                    >
                      {packageDetailMessages.requestQuote}
                    </ButtonLink>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {fitting.length > DEPARTURES_SHOWN_FOLDED ? (
        <Button className={styles.more} appearance="secondary" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? packageDetailMessages.fewerDepartures : formatMessage(packageDetailMessages.allDeparturesCount, { count: fitting.length })}
        </Button>
      ) : null}
    </section>
  );
}
