import type { Package } from '@tdp/shared/schemas/package';

/** The columns of the admin package list an admin edits in place (price, tax and status cells). */
export type InlineEditColumn = 'price' | 'tax' | 'status';

/** A change made in one cell of the list (sent as `PATCH /packages/{id}` with the version the list showed). */
export type InlineChange = Partial<Pick<Package, InlineEditColumn>>;
