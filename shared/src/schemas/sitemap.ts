import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isoDateTimeSchema } from './common-fields.ts';

/**
 * What the site's `/sitemap.xml` needs from the catalogue (`GET /api/sitemap`): the address and last change of
 * every package on sale today, nothing else, so that building the sitemap stays cheap at any catalogue size.
 */

/** A package of the sitemap: its page is `/deals/{package_url}`; `updatedAt` is its last save (ISO date-time). */
export const sitemapPackageSchema = lazySchema(() =>
  z.object({
    package_url: z.string(),
    updatedAt: isoDateTimeSchema,
  }),
);
export type SitemapPackage = z.infer<typeof sitemapPackageSchema>;

/** Answer of `GET /api/sitemap`: the packages on sale today (published, first valid day reached, not expired), newest first. */
export const sitemapAnswerSchema = lazySchema(() =>
  z.object({
    packages: z.array(sitemapPackageSchema),
  }),
);
export type SitemapAnswer = z.infer<typeof sitemapAnswerSchema>;
