/**
 * The SPA's runtime configuration, served as `/config.json`: written by CDK at deploy and served by the
 * local stack. Values differ per stage, so none of them is baked into the bundle.
 *
 * Checked without zod: the SPA reads it before its first render, on every visit, and a dozen lines of checks
 * cost nothing there, where a schema library would cost every first visit kilobytes of JavaScript.
 */
export interface RuntimeConfig {
  /** Base address of the API: '' for same origin (CloudFront), `http://127.0.0.1:3001` locally. */
  apiBaseUrl: string;
  /** Call-centre phone as shown, e.g. '1-800-555-0199'. */
  phone: string;
  /** Call-centre hours as shown in the footer. */
  hours: string;
  /** Contact-support e-mail shown in the footers. */
  supportEmail: string;
  /** Prefix media keys are appended to, e.g. '/media/' behind CloudFront. Ends with '/'. */
  cdnPrefix: string;
  /** Address of the external booking engine embedded at /search-and-book; '' when none is configured. */
  bookingEngineUrl: string;
  /** Name of the stage ('local', 'dev', 'prod'). */
  stage: string;
  /**
   * Local stage only: the local gateway's own address, for its dev-only routes (`/__dev/outbox`), which the site
   * does not pass on (every reset link is in the outbox). Absent in AWS.
   */
  devApiUrl?: string;
}

/** One thing wrong with a runtime config: the field and what is wrong with it. */
export interface RuntimeConfigProblem {
  field: keyof RuntimeConfig | '(root)';
  message: string;
}

type FieldRule = (value: string) => string | null;
type RequiredField = Exclude<keyof RuntimeConfig, 'devApiUrl'>;
const anyText: FieldRule = () => null;
const requiredText: FieldRule = (value) => (value.length > 0 ? null : 'must not be empty');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FIELD_RULES: Record<RequiredField, FieldRule> = {
  apiBaseUrl: anyText,
  phone: requiredText,
  hours: requiredText,
  supportEmail: (value) => (EMAIL.test(value) ? null : 'must be an e-mail address'),
  cdnPrefix: (value) => (value.endsWith('/') ? null : "must end with '/'"),
  bookingEngineUrl: anyText,
  stage: requiredText,
};

/** Fields a config may leave out; when present, they follow their rule. */
const OPTIONAL_FIELD_RULES: Record<Exclude<keyof RuntimeConfig, RequiredField>, FieldRule> = {
  devApiUrl: (value) => (/^https?:\/\/[^/]+$/.test(value) ? null : 'must be an http(s) origin'),
};

/** Checks a value read from `/config.json` (or written to it); unknown keys are dropped. */
export function checkRuntimeConfig(value: unknown): { ok: true; config: RuntimeConfig } | { ok: false; problems: RuntimeConfigProblem[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: [{ field: '(root)', message: 'must be an object' }] };
  }
  const record = value as Record<string, unknown>;
  const problems: RuntimeConfigProblem[] = [];
  const config: Partial<RuntimeConfig> = {};
  for (const [field, rule] of Object.entries(FIELD_RULES) as Array<[keyof RuntimeConfig, FieldRule]>) {
    const fieldValue = record[field];
    const problem = typeof fieldValue === 'string' ? rule(fieldValue) : 'must be text';
    if (problem) problems.push({ field, message: problem });
    else config[field] = fieldValue as string;
  }
  for (const [field, rule] of Object.entries(OPTIONAL_FIELD_RULES) as Array<[keyof RuntimeConfig, FieldRule]>) {
    const fieldValue = record[field];
    if (fieldValue === undefined) continue;
    const problem = typeof fieldValue === 'string' ? rule(fieldValue) : 'must be text';
    if (problem) problems.push({ field, message: problem });
    else config[field] = fieldValue as string;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config: config as RuntimeConfig };
}

/** The config, checked; throws naming every wrong field (for configs the code writes itself). */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const checked = checkRuntimeConfig(value);
  if (!checked.ok) throw new Error(`Invalid runtime config: ${checked.problems.map((problem) => `${problem.field} ${problem.message}`).join('; ')}`);
  return checked.config;
}

/** Contact facts of the agency that do not vary per stage: call-centre hours, offices, registration number. */
export const DEFAULT_CONTACT = {
  phone: '1-866-555-0142',
  hours: 'Monday–Saturday 9 AM–5 PM Pacific; closed Sunday and statutory holidays',
  supportEmail: 'support@tbbtravel.ca',
} as const;
