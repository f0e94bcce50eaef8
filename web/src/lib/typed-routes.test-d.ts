/**
 * Compile-time checks of the typed client (compiled by `npm run typecheck`, never run): a call's params, query and
 * body come from the route's schemas, its answer from the route's `answer`, and a wrong shape does not compile.
 */
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import type { AdminPackage, PackageCard, PublicPackage } from '@tdp/shared/schemas/package';
import type { TravelStyle } from '@tdp/shared/schemas/travel-style';
import { apiError, fakeApi } from '../test/fake-api.ts';
import { apiFetch } from './api-client.ts';
import { readForPage } from './page-reads.ts';
import { useApi } from './use-api.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(): T | void {}

export async function answersAreTheRoutes(): Promise<void> {
  const pkg = await apiFetch(catalogueReadRoutes.getPackage, { params: { id: 'alaska' } });
  expectType<Equal<typeof pkg, PublicPackage>>();
  const saved = await apiFetch(catalogueRoutes.updatePackage, { params: { id: 7 }, body: {} as never });
  expectType<Equal<typeof saved, AdminPackage>>();
  const deleted = await apiFetch(catalogueRoutes.deletePackage, { params: { id: 7 } });
  expectType<Equal<typeof deleted, void>>();
  // A route without params, query or body needs no second argument.
  const styles = await apiFetch(catalogueReadRoutes.listHomepagePackages);
  expectType<Equal<typeof styles, PackageCard[]>>();
}

export async function wrongShapesDoNotCompile(): Promise<void> {
  // @ts-expect-error the path parameter is required
  await apiFetch(catalogueReadRoutes.getPackage);
  // @ts-expect-error the path parameter is `id`, not `slug`
  await apiFetch(catalogueReadRoutes.getPackage, { params: { slug: 'alaska' } });
  // @ts-expect-error `isFromAdmin` is 'true' or 'false' (or a boolean), not any word
  await apiFetch(catalogueReadRoutes.listPromotions, { query: { isFromAdmin: 'yes' } });
  // @ts-expect-error a route without a body takes none
  await apiFetch(catalogueRoutes.deletePackage, { params: { id: 7 }, body: { id: 7 } });
  // @ts-expect-error the body of a travel style needs its name
  await apiFetch(catalogueRoutes.createTravelStyle, { body: { name: 'Culinary' } });
  // @ts-expect-error an unknown query field
  await apiFetch(agentDirectoryRoutes.listAgents, { query: { page: 2 } });
  const styles = await apiFetch(catalogueReadRoutes.listTravelStyles);
  // @ts-expect-error the answer is a list of travel styles
  styles.style_name;
  expectType<Equal<typeof styles, TravelStyle[]>>();
}

export function readsAreTypedToo(): void {
  const { data } = useApi(catalogueReadRoutes.getPackage, { params: { id: 'alaska' } });
  expectType<Equal<typeof data, PublicPackage | undefined>>();
  // Null waits; a route with nothing to name may leave the arguments out.
  useApi(catalogueReadRoutes.getPackage, null);
  useApi(catalogueReadRoutes.listTravelStyles);
  // @ts-expect-error a read of a route with a path parameter names it
  useApi(catalogueReadRoutes.getPackage);
  // @ts-expect-error `params.id` of a package page is its url, a string or number
  void readForPage(catalogueReadRoutes.getPackage, { params: { id: ['a'] } });
}

export function fakeAnswersAreTyped(): void {
  fakeApi({ listTravelStyles: [], getPackage: apiError(404, 'NOT_FOUND', 'Gone.') });
  // @ts-expect-error a travel style has a name
  fakeApi({ listTravelStyles: [{ id: 1 }] });
  // @ts-expect-error no such route
  fakeApi({ listEverything: [] });
}
