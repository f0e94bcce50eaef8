// zod/mini: the SPA checks /config.json before its first render, and the mini build keeps that check to a
// few KiB instead of bringing the whole zod library into every first visit.
import * as z from 'zod/mini';

/**
 * The SPA's runtime configuration, served as `/config.json`: written by CDK at deploy and served by the
 * local stack. Values differ per stage, so none of them is baked into the bundle.
 */
export const runtimeConfigSchema = z.object({
  /** Base address of the API: '' for same origin (CloudFront), `http://127.0.0.1:3001` locally. */
  apiBaseUrl: z.string(),
  /** Call-centre phone as shown, e.g. '1-800-555-0199'. */
  phone: z.string().check(z.minLength(1)),
  /** Call-centre hours as shown in the footer. */
  hours: z.string().check(z.minLength(1)),
  /** Contact-support e-mail shown in the footers. */
  supportEmail: z.email(),
  /** Prefix media keys are appended to, e.g. '/media/' behind CloudFront. Ends with '/'. */
  cdnPrefix: z.string().check(z.endsWith('/')),
  /** Address of the external booking engine embedded at /search-and-book; '' when none is configured. */
  bookingEngineUrl: z.string(),
  /** Name of the stage ('local', 'dev', 'prod'). */
  stage: z.string().check(z.minLength(1)),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Contact facts of the agency that do not vary per stage (spec section 1). */
export const DEFAULT_CONTACT = {
  phone: '1-866-555-0142',
  hours: 'Monday–Saturday 9 AM–5 PM Pacific; closed Sunday and statutory holidays',
  supportEmail: 'support@tbbtravel.ca',
} as const;
