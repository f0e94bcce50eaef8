/**
 * Compile-time checks of the handler types (compiled by `npm run typecheck`, never run): a handler's answer is the
 * route's `answer` in the manifest, and a route that answers no body returns none.
 */
import type { GroupHandlers } from './create-group-handler.ts';

type Catalogue = GroupHandlers<'catalogue'>;
type Public = GroupHandlers<'public'>;

export const rightAnswers: Pick<Catalogue, 'deletePackage' | 'listPricingTables'> & Pick<Public, 'health'> = {
  deletePackage: async () => ({}),
  listPricingTables: async () => ({ body: [] }),
  health: async () => ({ body: { status: 'ok', time: '2026-11-26T00:00:00.000Z' } }),
};

export const wrongAnswers: Pick<Catalogue, 'deletePackage' | 'listPricingTables' | 'createTravelStyle'> & Pick<Public, 'health'> = {
  // @ts-expect-error a route that answers no body returns none
  deletePackage: async () => ({ body: { deleted: true } }),
  // @ts-expect-error the answer is a list of pricing table summaries
  listPricingTables: async () => ({ body: { tables: [] } }),
  // @ts-expect-error a created travel style is answered, not left out
  createTravelStyle: async () => ({ status: 201 }),
  // @ts-expect-error `time` is part of the health answer
  health: async () => ({ body: { status: 'ok' } }),
};
