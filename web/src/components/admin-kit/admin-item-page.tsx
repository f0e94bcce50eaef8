import { Fragment, type ReactNode } from 'react';
import type { AnswerOf } from '@tdp/shared/api/route-definition';
import type { ApiRoute, ReadArgs } from '../../lib/api-client.ts';
import { useApi, type ReadParams } from '../../lib/use-api.ts';
import { AdminLoadError, AdminLoading, AdminScreen } from '../admin-form/admin-screen.tsx';

/** The item of a read's answer: `{ data: item }` is unwrapped. */
type ItemOf<A> = A extends { data: infer T } ? T : A;

/** Props of {@link AdminItemPage}. */
export interface AdminItemPageProps<R extends ApiRoute> {
  /** The GET-by-id route of the item, e.g. `portalRoutes.getSupplierForAdmin`. */
  route: R;
  /** The id in the address; null or undefined on the add page. */
  id: string | null | undefined;
  /** The read's params (and query) for the id, or null when no item can have it. */
  read: (id: string) => ReadArgs<R> | null;
  /** The heading while the item is not there, e.g. "Edit supplier". */
  title: string;
  /** What the page says instead of loading when no item can have the id. */
  notFound: string;
  /** Completes "Could not load …", e.g. 'supplier'. */
  thing: string;
  /** The editor: of the item read (null on the add page), with `onReload` reading it again after a 409. */
  children: (item: ItemOf<AnswerOf<R>> | null, onReload: () => void) => ReactNode;
}

/**
 * The add or edit page of one item: reads the item the address names, shows an id that cannot exist, the item on
 * its way, or why it could not be loaded with Try again, then the editor, remounted when a reload brings another
 * version.
 */
export function AdminItemPage<R extends ApiRoute>({ route, id, read, title, notFound, thing, children }: AdminItemPageProps<R>) {
  const args = id == null ? null : read(id);
  const { data, error, mutate } = useApi(route, ...([args] as ReadParams<R>));
  const onReload = () => void mutate();
  if (args === null && id != null)
    return (
      <AdminScreen title={title}>
        <p>{notFound}</p>
      </AdminScreen>
    );
  if (args !== null && !data) {
    return <AdminScreen title={title}>{error ? <AdminLoadError error={error} thing={thing} onRetry={onReload} /> : <AdminLoading />}</AdminScreen>;
  }
  const item =
    data === undefined ? null : ((typeof data === 'object' && data !== null && 'data' in data ? data.data : data) as ItemOf<AnswerOf<R>> & { version: number });
  return <Fragment key={item ? `${id}-${item.version}` : 'new'}>{children(item, onReload)}</Fragment>;
}
