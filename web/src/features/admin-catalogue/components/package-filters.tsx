import { useEffect, useState } from 'react';
import { Button, Field, SearchBox, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { continentDisplayName, formatDestinationId } from '@tdp/shared/catalogue/destination-ids';
import { formatMessage } from '../../../lib/intl.ts';
import type { AdminPackageFilters } from '../api/list-admin-packages.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** The list with no filter. */
export const NO_PACKAGE_FILTERS: AdminPackageFilters = { search: '', status: '', destinationId: '', travelStyleId: '' };

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '360px' },
  searchBox: { width: '100%', maxWidth: 'none' },
  select: { minWidth: '180px' },
});

/**
 * Search and filters of the admin package list (status, destination, travel style). The search waits for
 * a pause in typing; the other filters apply at once. The values come from the list's address: when it
 * changes from outside (Back, the menu's Packages link), the search box shows the address's words.
 */
export function PackageFilters({ filters, onChange }: { filters: AdminPackageFilters; onChange: (filters: AdminPackageFilters) => void }) {
  const styles = useStyles();
  const { data: continents } = useApi(asAdminRead(catalogueReadRoutes.listContinents), { query: ADMIN_VIEW_QUERY });
  const { data: travelStyles } = useApi(asAdminRead(catalogueReadRoutes.listTravelStyles), { query: ADMIN_VIEW_QUERY });
  const [searchText, setSearchText] = useState(filters.search);
  const [searchShown, setSearchShown] = useState(filters.search);
  if (filters.search !== searchShown) {
    // The address's search changed (typed here and applied, or Back): the box follows it.
    setSearchShown(filters.search);
    setSearchText(filters.search);
  }

  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters, onChange]);

  const sortedContinents = [...(continents ?? [])].sort((a, b) => continentDisplayName(a).localeCompare(continentDisplayName(b), 'en-CA'));
  const sortedStyles = [...(travelStyles ?? [])].sort((a, b) => a.style_name.localeCompare(b.style_name, 'en-CA'));
  const filtered = filters.status !== '' || filters.destinationId !== '' || filters.travelStyleId !== '' || filters.search !== '';

  return (
    <div className={styles.root} role="search" aria-label={messages.searchPackages}>
      <Field label={messages.searchPackages} className={styles.search}>
        <SearchBox className={styles.searchBox} placeholder={messages.searchPlaceholder} value={searchText} onChange={(_, data) => setSearchText(data.value)} />
      </Field>
      <Field label={messages.statusFilter}>
        <Select
          className={styles.select}
          value={filters.status}
          onChange={(_, data) => onChange({ ...filters, status: data.value as AdminPackageFilters['status'] })}
        >
          <option value="">{messages.allStatuses}</option>
          <option value="draft">{messages.statusDraft}</option>
          <option value="published">{messages.statusPublished}</option>
          <option value="expired">{messages.statusExpired}</option>
        </Select>
      </Field>
      <Field label={messages.destinationFilter}>
        <Select className={styles.select} value={filters.destinationId} onChange={(_, data) => onChange({ ...filters, destinationId: data.value })}>
          <option value="">{messages.allDestinations}</option>
          {sortedContinents.map((continent) => (
            <optgroup key={continent.continent_id} label={continentDisplayName(continent)}>
              <option value={formatDestinationId('continent', continent.continent_id)}>
                {formatMessage(messages.allOfContinent, { name: continentDisplayName(continent) })}
              </option>
              {continent.countries.map((country) => (
                <option key={country.id} value={formatDestinationId('country', country.id)}>
                  {country.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field label={messages.styleFilter}>
        <Select className={styles.select} value={filters.travelStyleId} onChange={(_, data) => onChange({ ...filters, travelStyleId: data.value })}>
          <option value="">{messages.allStyles}</option>
          {sortedStyles.map((style) => (
            <option key={style.id} value={String(style.id)}>
              {style.style_name}
            </option>
          ))}
        </Select>
      </Field>
      {filtered && (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          onClick={() => {
            setSearchText('');
            onChange(NO_PACKAGE_FILTERS);
          }}
        >
          {messages.clearFilters}
        </Button>
      )}
    </div>
  );
}
