import { AirplaneTakeOffRegular } from '@fluentui/react-icons';
import { routes } from '@tdp/shared/api/routes';
import { departureCityCreateInputSchema, departureCityUpdateInputSchema, type DepartureCity } from '@tdp/shared/schemas/departure-city';
import { createDepartureCity } from '../api/create-departure-city.ts';
import { deleteDepartureCity } from '../api/delete-departure-city.ts';
import { useDepartureCities } from '../api/list-departure-cities.ts';
import { updateDepartureCity } from '../api/update-departure-city.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { NamedItemsPage, type NamedItemsConfig } from './named-items-page.tsx';

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
  apiPath: routes.listDepartureCities.path,
  icon: <AirplaneTakeOffRegular />,
  useItems: useDepartureCities,
  createSchema: departureCityCreateInputSchema,
  updateSchema: departureCityUpdateInputSchema,
  create: createDepartureCity,
  update: updateDepartureCity,
  remove: deleteDepartureCity,
};

/** `/admin-dashboard/packages/departures`: list, add, rename and delete departure cities (`city_name`). */
export function DeparturesPage() {
  return <NamedItemsPage config={departuresConfig} />;
}
