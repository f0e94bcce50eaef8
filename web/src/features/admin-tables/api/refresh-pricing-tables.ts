import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import type { PricingTable } from '@tdp/shared/schemas/pricing-table';
import { readKey } from '../../../lib/read-key.ts';
import { adminPricingTableKey } from './get-pricing-table.ts';

/**
 * After a change: the list of tables is read again, and the table's own reads (the admin's and the public one
 * package pages use) take the saved table as is, so they are up to date without another call. Without a table,
 * only the list.
 */
export function useRefreshPricingTables(): (saved?: PricingTable, deletedId?: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (saved?: PricingTable, deletedId?: number) => {
      await mutate(readKey(catalogueRoutes.listPricingTables));
      if (saved) {
        await mutate(adminPricingTableKey(saved.id), saved, { revalidate: false });
        await mutate(readKey(catalogueReadRoutes.getPricingTable, { params: { id: saved.id } }), saved, { revalidate: false });
      }
      if (deletedId !== undefined) {
        await mutate(adminPricingTableKey(deletedId), undefined, { revalidate: false });
        await mutate(readKey(catalogueReadRoutes.getPricingTable, { params: { id: deletedId } }), undefined, { revalidate: false });
      }
    },
    [mutate],
  );
}
