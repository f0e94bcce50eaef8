import { AirplaneTakeOffRegular } from '@fluentui/react-icons';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { departureCityCreateInputSchema, departureCityUpdateInputSchema, type DepartureCity } from '@tdp/shared/schemas/departure-city';
import { catalogueMessages as messages } from '../messages.ts';
import { NamedItemsPage, type NamedItemsConfig } from './named-items-page.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

const departuresConfig: NamedItemsConfig<DepartureCity, 'city_name'> = {
  title: messages.departuresTitle,
  description: messages.departuresDescription,
  thing: messages.departureThing,
  nameField: 'city_name',
  nameLabel: messages.cityNameLabel,
  addHeading: messages.addDeparture,
  addButton: messages.addDepartureButton,
  emptyTitle: messages.noDepartures,
  emptyHint: messages.noDeparturesHint,
  reads: [catalogueReadRoutes.listDepartureCities],
  icon: <AirplaneTakeOffRegular />,
  useItems: () => useApi(asAdminRead(catalogueReadRoutes.listDepartureCities), { query: ADMIN_VIEW_QUERY }),
  createSchema: departureCityCreateInputSchema,
  updateSchema: departureCityUpdateInputSchema,
  create: (body) => apiFetch(catalogueRoutes.createDepartureCity, { body }),
  update: (id, body) => apiFetch(catalogueRoutes.updateDepartureCity, { params: { id }, body }),
  remove: (id) => apiFetch(catalogueRoutes.deleteDepartureCity, { params: { id } }),
};

/** `/admin-dashboard/packages/departures`: list, add, rename and delete departure cities (`city_name`). */
export function DeparturesPage() {
  return <NamedItemsPage config={departuresConfig} />;
}
