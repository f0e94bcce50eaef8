import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, optionalText, requiredText, uniqueList, versionSchema } from './common-fields.ts';
import { PHONE_PATTERN } from './agent-profile.ts';
import { mediaKeyInFolder, PORTAL_MEDIA_FOLDERS, portalDocumentListSchema, richTextSchema, webAddressSchema } from './portal-fields.ts';

/**
 * The suppliers guide: tour operators, cruise lines, insurers and other suppliers the agency books, with
 * who to call, how to book and what they pay. Agents read it in the portal (`SuppliersGuide/{category}`,
 * `SupplierDetail/{id}`); admins edit it (`SuppliersGuide/view`, `suppliers-guide/add|edit/{id}`).
 */

/** The guide's categories, as the portal's paths write them (`SuppliersGuide/Ground&Rail`). */
export const SUPPLIER_CATEGORIES = [
  'VacationPackages',
  'Cruise',
  'GuidedTours',
  'Insurance',
  'Car',
  'Ground&Rail',
  'Air',
  'Hotels',
  'AdditionalServices',
] as const;
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];

/** What each category is called on screen. */
export const SUPPLIER_CATEGORY_LABELS: Readonly<Record<SupplierCategory, string>> = {
  VacationPackages: 'Vacation Packages',
  Cruise: 'Cruise',
  GuidedTours: 'Guided Tours',
  Insurance: 'Insurance',
  Car: 'Car Rental',
  'Ground&Rail': 'Ground & Rail',
  Air: 'Air',
  Hotels: 'Hotels',
  AdditionalServices: 'Additional Services',
};

export const supplierCategorySchema = lazySchema(() => z.enum(SUPPLIER_CATEGORIES, { error: `must be one of ${SUPPLIER_CATEGORIES.join(', ')}` }));

export const SUPPLIER_CONTACTS_MAX = 20;
export const SUPPLIER_NOTES_MAX = 20_000;
/** Largest body of a supplier save. */
export const SUPPLIER_MAX_BODY_BYTES = 128 * 1024;

/** A person or desk agents call: a name and role, and a phone or an e-mail address (or both). */
export const supplierContactSchema = lazySchema(() =>
  z
    .strictObject({
      name: requiredText(100),
      /** e.g. 'Business Development Manager, BC' or 'Groups desk'. */
      role: optionalText(120),
      phone: optionalText(40).check(z.refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'must be a phone number, e.g. 1-800-555-0123' })),
      email: optionalText(254).check(z.refine((value) => value === '' || z.email().safeParse(value).success, { error: 'must be an e-mail address' })),
    })
    .check(
      z.superRefine((contact, ctx) => {
        if (contact.phone === '' && contact.email === '') ctx.addIssue({ code: 'custom', path: ['phone'], message: 'or an e-mail address is required' });
      }),
    ),
);
export type SupplierContact = z.output<typeof supplierContactSchema>;

const supplierEditableShape = () => ({
  name: requiredText(120),
  /** One or more categories; the supplier is listed under each. */
  categories: uniqueList(supplierCategorySchema, SUPPLIER_CATEGORIES.length).check(z.minLength(1, { error: 'must name at least one category' })),
  /** One line for lists, e.g. 'All-inclusive sun packages from Canadian gateways'. */
  summary: optionalText(300),
  /** A logo in the media library's `suppliers/logo/` folder; null shows the name instead. */
  logo: z.nullable(mediaKeyInFolder(PORTAL_MEDIA_FOLDERS.supplierLogos)),
  /** The supplier's public site. */
  website: z.nullable(webAddressSchema),
  /** The supplier's trade site where agents book and check commission. */
  agentPortal: z.nullable(webAddressSchema),
  contacts: z
    .array(supplierContactSchema, { error: 'must be a list' })
    .check(z.maxLength(SUPPLIER_CONTACTS_MAX, { error: `must have at most ${SUPPLIER_CONTACTS_MAX} contacts` })),
  /** How to book: rich text, sanitised on save. */
  bookingNotes: richTextSchema(SUPPLIER_NOTES_MAX),
  /** Commission levels and rules: rich text, sanitised on save. */
  commissionNotes: richTextSchema(SUPPLIER_NOTES_MAX),
  /** Files of the media library's `Documents/` folder: rate sheets, brochures, booking guides. */
  documents: portalDocumentListSchema,
  /** Agents see active suppliers only. */
  active: z.boolean({ error: 'must be true or false' }),
});

/** A supplier as stored and as every supplier route answers it. */
export const supplierSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...supplierEditableShape(),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type Supplier = z.output<typeof supplierSchema>;

/** Body of `POST /api/admin/suppliers`. */
export const supplierCreateInputSchema = lazySchema(() => z.strictObject(supplierEditableShape()));
export type SupplierCreateInput = z.output<typeof supplierCreateInputSchema>;

/** Body of `PUT /api/admin/suppliers/{id}`: the whole supplier and the `version` the editor read. */
export const supplierUpdateInputSchema = lazySchema(() => z.strictObject({ ...supplierEditableShape(), version: versionSchema }));
export type SupplierUpdateInput = z.output<typeof supplierUpdateInputSchema>;

/** Query of `GET /api/supplier/list`: `category` narrows the list to one category (`Ground%26Rail` in a URL). */
export const supplierListQuerySchema = lazySchema(() => z.strictObject({ category: z.optional(supplierCategorySchema) }));

/** Answer of `GET /api/supplier/list` (`data.data`, as the portal reads it): active suppliers by name. */
export interface SupplierListAnswer {
  data: { data: Supplier[] };
}

/** Answer of `GET /api/supplier/{id}` and of the admin's single-supplier routes. */
export interface SupplierAnswer {
  data: Supplier;
}
