import { useState, type FormEvent } from 'react';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import { formatDestinationId, parseDestinationId, type DestinationId } from '@tdp/shared/catalogue/destination-ids';
import { LOCALE, formatMessage } from '../../../lib/intl.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { useRegularContinents } from '../api/list-continents.ts';
import { useTravelStyles } from '../api/list-travel-styles.ts';
import { landingMessages } from '../messages.ts';

const useStyles = makeStyles({
  hero: {
    backgroundColor: tokens.colorBrandBackgroundPressed,
    // Dark to mid brand green; white text on the lightest stop (brand 80) still reads at 6.9:1.
    backgroundImage: `radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.14), transparent 45%), linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed} 0%, ${tokens.colorBrandBackgroundSelected} 55%, ${tokens.colorBrandBackground} 100%)`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    '@media (min-width: 900px)': { paddingTop: '72px', paddingBottom: '72px' },
  },
  heading: {
    margin: 0,
    maxWidth: '20ch',
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    '@media (min-width: 900px)': { fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900 },
  },
  lead: { margin: 0, maxWidth: '60ch', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  form: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    maxWidth: '880px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow28,
    '@media (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr) auto' },
  },
  trust: { margin: 0, fontSize: tokens.fontSizeBase300, opacity: 0.9 },
});

/**
 * The top of the landing page: the promise, and a search entry (destination and travel style) that
 * opens `/deals` with that filter.
 */
export function HeroSearch() {
  const styles = useStyles();
  const navigate = useNavigate();
  const continents = useRegularContinents();
  const travelStyles = useTravelStyles();
  const [destination, setDestination] = useState('');
  const [travelStyle, setTravelStyle] = useState('');
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, LOCALE);
  const groups = (continents.data ?? [])
    .map((continent) => ({ id: continent.continent_id, name: continent.continent_name, countries: [...continent.countries].sort(byName) }))
    .sort(byName);
  const styleOptions = [...(travelStyles.data ?? [])].sort((a, b) => a.style_name.localeCompare(b.style_name, LOCALE));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const destinationIds: DestinationId[] = destination && parseDestinationId(destination) ? [destination as DestinationId] : [];
    const travelStyleIds = travelStyle ? [Number(travelStyle)] : [];
    navigate(dealsHref({ destinationIds, travelStyleIds }, SITE_PATHS.deals));
  };

  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <h1 className={styles.heading}>{landingMessages.heroHeading}</h1>
        <p className={styles.lead}>{landingMessages.heroLead}</p>
        <form className={styles.form} role="search" aria-label={landingMessages.searchLabel} onSubmit={search}>
          <Field label={landingMessages.destinationLabel}>
            <Select size="large" value={destination} onChange={(_, data) => setDestination(data.value)}>
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
            </Select>
          </Field>
          <Field label={landingMessages.styleLabel}>
            <Select size="large" value={travelStyle} onChange={(_, data) => setTravelStyle(data.value)}>
              <option value="">{landingMessages.anyStyle}</option>
              {styleOptions.map((style) => (
                <option key={style.id} value={String(style.id)}>
                  {style.style_name}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" appearance="primary" size="large" icon={<Search20Regular />}>
            {landingMessages.searchButton}
          </Button>
        </form>
        <p className={styles.trust}>{landingMessages.trust}</p>
      </div>
    </div>
  );
}
