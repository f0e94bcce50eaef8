import type { Supplier, SupplierCategory, SupplierCreateInput, SupplierUpdateInput } from '@tdp/shared/schemas/supplier';
import { SUPPLIER_NOT_FOUND_MESSAGE, supplierRepository, type SupplierFields } from '../../data/supplier-repository.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { NotFound } from '../domain-errors.ts';
import { loadRichTextSanitizer } from '../rich-text/load-rich-text-sanitizer.ts';
import { assertStorableSize } from '../portal/storable-size.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

function byName(a: Supplier, b: Supplier): number {
  return a.name.localeCompare(b.name, 'en-CA', { sensitivity: 'base' }) || a.id - b.id;
}

/** Suppliers by name, of one category when given; the portal passes `activeOnly`, the admin list does not. */
export async function listSuppliers(options: { category?: SupplierCategory; activeOnly: boolean }): Promise<Supplier[]> {
  const suppliers = await supplierRepository.list();
  return suppliers
    .filter((supplier) => (!options.activeOnly || supplier.active) && (!options.category || supplier.categories.includes(options.category)))
    .sort(byName);
}

/** One supplier; agents see active ones only (an inactive one answers 404, as an unknown one does). */
export async function readSupplier(id: number, options: { activeOnly: boolean }): Promise<Supplier> {
  const supplier = await supplierRepository.get(id);
  if (!supplier || (options.activeOnly && !supplier.active)) throw new NotFound(SUPPLIER_NOT_FOUND_MESSAGE);
  return supplier;
}

/** The fields to store: rich text sanitised (allowlisted markup, links http(s)/mailto only), size checked. */
async function prepare(input: SupplierCreateInput): Promise<SupplierFields> {
  const { sanitizeRichText } = await loadRichTextSanitizer();
  const fields: SupplierFields = {
    ...input,
    bookingNotes: sanitizeRichText(input.bookingNotes),
    commissionNotes: sanitizeRichText(input.commissionNotes),
  };
  assertStorableSize(fields, 'commissionNotes');
  return fields;
}

/** Adds a supplier to the guide. */
export async function createSupplier(input: SupplierCreateInput, actor: WriteActor): Promise<Supplier> {
  await refuseUnusablePictures(input, null);
  return supplierRepository.create(await prepare(input), actor);
}

/** Replaces a supplier if it is still at `input.version` (409 when stale, 404 when gone). */
export async function updateSupplier(id: number, input: SupplierUpdateInput, actor: WriteActor): Promise<Supplier> {
  await refuseUnusablePictures(input, () => supplierRepository.get(id));
  const { version, ...fields } = input;
  return supplierRepository.update(id, version, await prepare(fields), actor);
}

/** Removes a supplier from the guide (404 when gone). */
export async function deleteSupplier(id: number): Promise<void> {
  await supplierRepository.remove(id);
}
