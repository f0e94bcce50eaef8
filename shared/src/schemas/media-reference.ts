import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isHttpsUrl, isMediaReference, isSitePath, MAX_REFERENCE_LENGTH } from '../media/media-references.ts';

// The checks and the URL resolution live in a module without zod (every public page resolves images); they are
// re-exported here for code that reads them together with the schemas.
export { isExternalLink, isMediaReference, resolveMediaUrl } from '../media/media-references.ts';

/** A media key, site path or https address of an image or document. */
export const mediaReferenceSchema = lazySchema(() =>
  z
    .string({ error: 'must be text' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(MAX_REFERENCE_LENGTH, { error: `must be at most ${MAX_REFERENCE_LENGTH} characters` }),
      z.refine(isMediaReference, { error: 'must be a media library file, a path starting with / or an https address' }),
    ),
);

/** A link a visitor can follow: a site path (`/deals?travelStyleIds=[13]`) or an https address. */
export const linkTargetSchema = lazySchema(() =>
  z.string({ error: 'must be text' }).check(
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(MAX_REFERENCE_LENGTH, { error: `must be at most ${MAX_REFERENCE_LENGTH} characters` }),
    z.refine((value) => isSitePath(value) || isHttpsUrl(value), { error: 'must be a path starting with / or an https address' }),
  ),
);
