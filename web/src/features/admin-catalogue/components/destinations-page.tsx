import { useState } from 'react';
import { Button, Card, CardFooter, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, GlobeRegular, VehicleShipRegular } from '@fluentui/react-icons';
import { Navigate, useSearchParams } from 'react-router-dom';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import type { Continent } from '@tdp/shared/schemas/destination';
import { continentDisplayName } from '@tdp/shared/catalogue/destination-ids';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import type { DestinationKind } from '../destination-kind.ts';
import { destinationKindOf, destinationsHref } from '../destination-kind.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { asAdminRead, ADMIN_VIEW_QUERY } from '../../../lib/admin-read.ts';

/** Countries named on a continent's card before "+N more". */
const COUNTRIES_SHOWN = 12;

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { height: '100%' },
  name: { margin: 0 },
  counts: { color: tokens.colorNeutralForeground3 },
  countries: { margin: 0, color: tokens.colorNeutralForeground2, flexGrow: 1 },
  more: { color: tokens.colorNeutralForeground3 },
  footer: { justifyContent: 'flex-end' },
});

function cityCount(continent: Continent): number {
  return continent.countries.reduce((sum, country) => sum + country.cities.length, 0);
}

function ContinentCard({ continent, kind, onDelete }: { continent: Continent; kind: DestinationKind; onDelete: () => void }) {
  const styles = useStyles();
  const name = continentDisplayName(continent);
  const shown = continent.countries.slice(0, COUNTRIES_SHOWN).map((country) => country.name);
  const hidden = continent.countries.length - shown.length;
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text as="h2" size={500} weight="semibold" className={styles.name}>
            {name}
          </Text>
        }
        description={
          <Text className={styles.counts}>{formatMessage(messages.placeCounts, { countries: continent.countries.length, cities: cityCount(continent) })}</Text>
        }
      />
      <p className={styles.countries}>
        {shown.length === 0 ? messages.noCountriesYet : shown.join(', ')}
        {hidden > 0 && <span className={styles.more}> {formatMessage(messages.moreCountries, { count: hidden })}</span>}
      </p>
      <CardFooter className={styles.footer}>
        <LinkButton
          to={destinationsHref(kind, { edit: continent.continent_id })}
          icon={<EditRegular />}
          appearance="secondary"
          aria-label={formatMessage(messages.editItem, { name })}
        >
          {messages.edit}
        </LinkButton>
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name })} onClick={onDelete}>
          {messages.delete}
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * `/admin-dashboard/packages/destinations?regular` and `?cruise`: the continents (or cruise groups) with
 * their countries and cities; add, edit, and delete with confirmation (refused while published packages
 * use a place in it, naming them).
 */
export function DestinationsPage() {
  const styles = useStyles();
  const [search] = useSearchParams();
  const kind = destinationKindOf(search);
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, isLoading, mutate } = useApi(asAdminRead(catalogueReadRoutes.listContinents), {
    query: kind ? { type: kind, ...ADMIN_VIEW_QUERY } : ADMIN_VIEW_QUERY,
  });
  const [deleting, setDeleting] = useState<Continent | null>(null);

  if (!kind) return <Navigate to={destinationsHref('regular')} replace />;
  const cruise = kind === 'cruise';
  const title = cruise ? messages.cruiseDestinationsTitle : messages.destinationsTitle;

  let content;
  if (error && !data) {
    content = <AdminLoadError error={error} thing={title.toLowerCase()} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <AdminLoading />;
  } else if (data.length === 0) {
    content = (
      <AdminEmpty icon={cruise ? <VehicleShipRegular /> : <GlobeRegular />} title={cruise ? messages.noCruiseGroups : messages.noContinents}>
        <Text>{messages.noContinentsHint}</Text>
      </AdminEmpty>
    );
  } else {
    const sorted = [...data].sort((a, b) => continentDisplayName(a).localeCompare(continentDisplayName(b), 'en-CA'));
    content = (
      <ul className={styles.grid}>
        {sorted.map((continent) => (
          <li key={continent.continent_id}>
            <ContinentCard continent={continent} kind={kind} onDelete={() => setDeleting(continent)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminScreen
      title={title}
      description={cruise ? messages.cruiseDestinationsDescription : messages.destinationsDescription}
      actions={
        <LinkButton to={destinationsHref(kind, { new: true })} appearance="primary" icon={<AddRegular />}>
          {cruise ? messages.addCruiseGroup : messages.addContinent}
        </LinkButton>
      }
    >
      {content}
      {deleting && (
        <ConfirmDeleteDialog
          thing={cruise ? messages.cruiseGroupThing : messages.continentThing}
          name={continentDisplayName(deleting)}
          detail={formatMessage(messages.deleteContinentDetail, { countries: deleting.countries.length, cities: cityCount(deleting) })}
          onDelete={async () => {
            await apiFetch(catalogueRoutes.deleteContinent, { params: { id: deleting.continent_id } });
            notify('success', formatMessage(messages.deleted, { name: continentDisplayName(deleting) }));
            await refreshReads([catalogueReadRoutes.listContinents, catalogueReadRoutes.getContinent, catalogueReadRoutes.listTopPicks]);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
