import type { LeadType } from '@tdp/shared/schemas/lead-forms';

/**
 * The numbers of the forms' abuse protection, in one place (see docs/decisions/leads-api.md).
 * Counters live in the leads table and are counted only for submissions that passed validation and
 * did not fill the honeypot.
 */

/** Form submissions accepted per source address in one window, all forms together. */
export const SUBMISSIONS_PER_ADDRESS = 5;
/** Submissions of one form type accepted per e-mail address in one window. */
export const SUBMISSIONS_PER_EMAIL = 3;
/** Length of both windows. */
export const SUBMISSION_WINDOW_MS = 60 * 60_000;

/** Counter scopes in the leads table. */
export const FORM_RATE_SCOPES = {
  address: 'form-address',
  email: (type: LeadType) => `form-email-${type}`,
} as const;

/** What a 429 on a form says. */
export const TOO_MANY_SUBMISSIONS_MESSAGE = 'We received several requests from you in a short time. Please wait a while and try again, or call us.';

/**
 * Attachment upload addresses handed out per source address in one {@link SUBMISSION_WINDOW_MS} window:
 * enough for an applicant who changes their mind a few times, too few to use the bucket as free storage.
 */
export const ATTACHMENT_UPLOADS_PER_ADDRESS = 10;

/** Counter scope of attachment uploads in the leads table. */
export const ATTACHMENT_RATE_SCOPE = 'attachment-address';

/** What a 429 on an attachment upload says. */
export const TOO_MANY_UPLOADS_MESSAGE =
  'We received several files from you in a short time. Please wait a while and try again, or send your application without the file.';

/**
 * Agent link visits counted per source address in one {@link SUBMISSION_WINDOW_MS} window: a visitor opens a few of an
 * agent's links in an hour; a script that replays one to inflate a count stops adding after this many.
 */
export const LINK_VISITS_PER_ADDRESS = 20;

/** Counter scope of agent link visits in the leads table. */
export const LINK_VISIT_RATE_SCOPE = 'link-visit-address';

/** What a 429 on a counted link visit says (the site sends it in the background; nobody reads it but a script). */
export const TOO_MANY_LINK_VISITS_MESSAGE = 'Too many link visits from this address. Try again later.';
