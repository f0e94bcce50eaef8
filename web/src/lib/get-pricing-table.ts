import { createContext, useContext } from 'react';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { ADMIN_VIEW_QUERY, asAdminRead } from './admin-read.ts';
import { useApi } from './use-api.ts';

/**
 * True where the package page is drawn for an admin (the builder's preview of an unsaved or unpublished
 * package). Visitors are answered only the tables a package on sale shows, so the preview reads its tables
 * with the admin view instead.
 */
export const PricingTablesAsAdmin = createContext(false);

const adminTableRoute = asAdminRead(catalogueReadRoutes.getPricingTable);

/**
 * A pricing table's columns and rows (`GET /packages/table/{id}`), for the pricing-table layout; inside
 * {@link PricingTablesAsAdmin} the admin's read (`?isFromAdmin=true`, with the admin's token).
 */
export function usePricingTable(tableId: number | null) {
  const asAdmin = useContext(PricingTablesAsAdmin);
  const route = asAdmin ? adminTableRoute : catalogueReadRoutes.getPricingTable;
  return useApi(route, tableId === null ? null : { params: { id: tableId }, query: asAdmin ? ADMIN_VIEW_QUERY : undefined });
}
