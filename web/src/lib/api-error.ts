import type { ErrorCode } from '@tdp/shared/api/error-body';

/** Error codes of the API plus `NETWORK_ERROR` when no answer arrived at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/**
 * A failed API call, from the `{error:{code,message,fields}}` answer body when the server sent one.
 * `status` is 0 when the server could not be reached. `fields` maps a form field to what is wrong with it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Readonly<Record<string, string>>;
  /** Seconds to wait before trying again, from the `Retry-After` header of a 429 or 503 answer. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, fields: Record<string, string> = {}, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
