import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { auditFieldsSchema, entityIdSchema, isoDateSchema, optionalText, requiredText, versionSchema } from './common-fields.ts';
import { portalDocumentListSchema, richTextSchema } from './portal-fields.ts';

/**
 * The agency's newsletters to its connected agents: admins write them (`newsletter`, `newsletter/add|edit/{id}`),
 * agents read the published ones in the portal (`Newsletters`).
 */

export const NEWSLETTER_BODY_MAX = 100_000;
/** Largest body of a newsletter save: the body at its limit, with room for escaping. */
export const NEWSLETTER_MAX_BODY_BYTES = 256 * 1024;

const newsletterEditableShape = () => ({
  title: requiredText(150),
  /** The issue's date, e.g. the first of the month it is for. */
  issueDate: isoDateSchema,
  /** Plain text shown in the list of issues. */
  summary: optionalText(500),
  /** The issue itself: rich text, sanitised on save; must have some text. */
  body: richTextSchema(NEWSLETTER_BODY_MAX),
  /** Files of the media library's `Documents/` folder sent with the issue. */
  attachments: portalDocumentListSchema,
  /** Agents see published issues only. */
  published: z.boolean({ error: 'must be true or false' }),
});

/** A newsletter as stored and answered. */
export const newsletterSchema = lazySchema(() =>
  z.object({
    id: entityIdSchema,
    ...newsletterEditableShape(),
    ...auditFieldsSchema.unwrap().shape,
  }),
);
export type Newsletter = z.output<typeof newsletterSchema>;

/** A newsletter in the portal's list: everything but the body. */
export type NewsletterSummary = Omit<Newsletter, 'body'>;

/** Body of `POST /api/admin/newsletters`. */
export const newsletterCreateInputSchema = lazySchema(() => z.strictObject(newsletterEditableShape()));
export type NewsletterCreateInput = z.output<typeof newsletterCreateInputSchema>;

/** Body of `PUT /api/admin/newsletters/{id}`: the whole issue and the `version` the editor read. */
export const newsletterUpdateInputSchema = lazySchema(() => z.strictObject({ ...newsletterEditableShape(), version: versionSchema }));
export type NewsletterUpdateInput = z.output<typeof newsletterUpdateInputSchema>;

/** Answer of `GET /api/portal/newsletters`: published issues, newest issue date first, without bodies. */
export interface PortalNewsletterListAnswer {
  data: NewsletterSummary[];
}

/** Answer of `GET /api/admin/newsletters`: every issue, newest first, with bodies. */
export interface NewsletterListAnswer {
  data: Newsletter[];
}

/** Answer of `GET /api/portal/newsletters/{id}` and the admin's single-newsletter routes. */
export interface NewsletterAnswer {
  data: Newsletter;
}
