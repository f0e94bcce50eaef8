import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isoDateSchema, versionSchema } from './common-fields.ts';
import { cadAmountSchema } from '../pricing/cad-amount.ts';
import { PACKAGE_STATUSES } from './package.ts';

/** The fields of a package the admin list changes one at a time (its in-place cells). */
export const PACKAGE_PATCH_FIELDS = ['price', 'tax', 'status', 'validUntil'] as const;

/**
 * Body of `PATCH /packages/{id}`: the `version` the list showed and the fields to change (at least one); the
 * rest of the package stays as stored. The package's own rules (publishing needs a destination and a date,
 * `validUntil` not before `validFrom`) are checked on the result, naming the field that breaks them.
 */
export const packagePatchInputSchema = lazySchema(() =>
  z
    .strictObject({
      version: versionSchema,
      price: z.optional(cadAmountSchema),
      tax: z.optional(cadAmountSchema),
      status: z.optional(z.enum(PACKAGE_STATUSES, { error: 'must be draft or published' })),
      validUntil: z.optional(z.nullable(isoDateSchema)),
    })
    .check(
      z.refine((body) => PACKAGE_PATCH_FIELDS.some((field) => body[field] !== undefined), {
        error: `must change at least one of ${PACKAGE_PATCH_FIELDS.join(', ')}`,
      }),
    ),
);
export type PackagePatchInput = z.output<typeof packagePatchInputSchema>;
