import { TagMultipleRegular } from '@fluentui/react-icons';
import { travelStyleCreateInputSchema, travelStyleUpdateInputSchema, type TravelStyle } from '@tdp/shared/schemas/travel-style';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueMessages as messages } from '../messages.ts';
import { NamedItemsPage, type NamedItemsConfig } from './named-items-page.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

const travelStylesConfig: NamedItemsConfig<TravelStyle, 'style_name'> = {
  title: messages.travelStylesTitle,
  description: messages.travelStylesDescription,
  thing: messages.travelStyleThing,
  nameField: 'style_name',
  nameLabel: messages.styleNameLabel,
  addHeading: messages.addTravelStyle,
  addButton: messages.addTravelStyleButton,
  emptyTitle: messages.noTravelStyles,
  emptyHint: messages.noTravelStylesHint,
  reads: [catalogueReadRoutes.listTravelStyles],
  icon: <TagMultipleRegular />,
  useItems: () => useApi(asAdminRead(catalogueReadRoutes.listTravelStyles), { query: ADMIN_VIEW_QUERY }),
  createSchema: travelStyleCreateInputSchema,
  updateSchema: travelStyleUpdateInputSchema,
  create: (body) => apiFetch(catalogueRoutes.createTravelStyle, { body }),
  update: (id, body) => apiFetch(catalogueRoutes.updateTravelStyle, { params: { id }, body }),
  remove: (id) => apiFetch(catalogueRoutes.deleteTravelStyle, { params: { id } }),
};

/** `/admin-dashboard/packages/travel-styles`: list, add, rename and delete travel styles (`style_name`). */
export function TravelStylesPage() {
  return <NamedItemsPage config={travelStylesConfig} />;
}
