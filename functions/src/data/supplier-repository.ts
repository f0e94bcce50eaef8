import type { Supplier } from '@tdp/shared/schemas/supplier';
import { createCollectionRepository } from './collection-repository.ts';

/** What an admin sets on a supplier (everything but the id and the audit fields). */
export type SupplierFields = Omit<Supplier, 'id' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

export const SUPPLIER_NOT_FOUND_MESSAGE = 'There is no such supplier.';

/** The suppliers guide, one partition of the content table (`PK=SUPPLIER`). */
export const supplierRepository = createCollectionRepository<SupplierFields>('supplier', 'supplier', SUPPLIER_NOT_FOUND_MESSAGE);
