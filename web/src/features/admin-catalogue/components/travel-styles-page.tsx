import { TagMultipleRegular } from '@fluentui/react-icons';
import { travelStyleCreateInputSchema, travelStyleUpdateInputSchema, type TravelStyle } from '@tdp/shared/schemas/travel-style';
import { routes } from '@tdp/shared/api/routes';
import { createTravelStyle } from '../api/create-travel-style.ts';
import { deleteTravelStyle } from '../api/delete-travel-style.ts';
import { useTravelStyles } from '../api/list-travel-styles.ts';
import { updateTravelStyle } from '../api/update-travel-style.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { NamedItemsPage, type NamedItemsConfig } from './named-items-page.tsx';

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
  apiPath: routes.listTravelStyles.path,
  icon: <TagMultipleRegular />,
  useItems: useTravelStyles,
  createSchema: travelStyleCreateInputSchema,
  updateSchema: travelStyleUpdateInputSchema,
  create: createTravelStyle,
  update: updateTravelStyle,
  remove: deleteTravelStyle,
};

/** `/admin-dashboard/packages/travel-styles`: list, add, rename and delete travel styles (`style_name`). */
export function TravelStylesPage() {
  return <NamedItemsPage config={travelStylesConfig} />;
}
