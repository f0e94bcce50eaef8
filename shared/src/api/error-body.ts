/** Machine-readable error codes every API error answer carries. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Shape of every error answer: `{error: {code, message, fields?}}`; `fields` maps a field path to what is wrong with it. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error body in an answer, or undefined when the answer is not one (a proxy's HTML page, an empty 502).
 * Checked by hand, not with zod: the SPA reads every error answer with it, so it is part of every first visit.
 */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (!isPlainObject(value) || !isPlainObject(value.error)) return undefined;
  const { code, message, fields } = value.error;
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code) || typeof message !== 'string') return undefined;
  if (fields === undefined) return { error: { code: code as ErrorCode, message } };
  if (!isPlainObject(fields) || !Object.values(fields).every((text) => typeof text === 'string')) return undefined;
  return { error: { code: code as ErrorCode, message, fields: { ...(fields as Record<string, string>) } } };
}
