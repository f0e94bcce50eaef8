import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import { formatDestinationId, parseDestinationId, type DestinationId } from '@tdp/shared/catalogue/destination-ids';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { compareNames, formatMessage } from '../../../lib/intl.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { useRegularContinents } from '../api/list-continents.ts';
import { landingMessages } from '../messages.ts';
import styles from './hero-search.module.css';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/**
 * The top of the landing page: the promise, and a search entry (destination and travel style) that
 * opens `/deals` with that filter.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const continents = useRegularContinents();
  const travelStyles = useApi(catalogueReadRoutes.listTravelStyles);
  const [destination, setDestination] = useState('');
  const [travelStyle, setTravelStyle] = useState('');
  const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);
  const groups = (continents.data ?? [])
    .map((continent) => ({ id: continent.continent_id, name: continent.continent_name, countries: [...continent.countries].sort(byName) }))
    .sort(byName);
  const styleOptions = [...(travelStyles.data ?? [])].sort((a, b) => compareNames(a.style_name, b.style_name));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const destinationIds: DestinationId[] = destination && parseDestinationId(destination) ? [destination as DestinationId] : [];
    const travelStyleIds = travelStyle ? [Number(travelStyle)] : [];
    navigate(dealsHref({ destinationIds, travelStyleIds }, PUBLIC_PATHS.deals));
  };

  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <h1 className={styles.heading}>{landingMessages.heroHeading}</h1>
        <p className={styles.lead}>{landingMessages.heroLead}</p>
        <form className={styles.form} role="search" aria-label={landingMessages.searchLabel} onSubmit={search}>
          <SelectField label={landingMessages.destinationLabel} size="large" value={destination} onChange={(event) => setDestination(event.target.value)}>
            <option value="">{landingMessages.anywhere}</option>
            {groups.map((group) => (
              <optgroup key={group.id} label={group.name}>
                <option value={formatDestinationId('continent', group.id)}>{formatMessage(landingMessages.allOf, { place: group.name })}</option>
                {group.countries.map((country) => (
                  <option key={country.id} value={formatDestinationId('country', country.id)}>
                    {country.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField label={landingMessages.styleLabel} size="large" value={travelStyle} onChange={(event) => setTravelStyle(event.target.value)}>
            <option value="">{landingMessages.anyStyle}</option>
            {styleOptions.map((style) => (
              <option key={style.id} value={String(style.id)}>
                {style.style_name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" appearance="primary" size="large" icon={<SearchIcon />}>
            {landingMessages.searchButton}
          </Button>
        </form>
        <p className={styles.trust}>{landingMessages.trust}</p>
      </div>
    </div>
  );
}
