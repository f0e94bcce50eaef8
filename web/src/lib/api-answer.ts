import { readErrorBody, type ErrorCode } from '@tdp/shared/api/error-body';
import { apiMessages } from './api-messages.ts';
import { ApiError } from './api-error.ts';

/**
 * How `apiFetch` (api-client.ts) reads an answer: its JSON, or the {@link ApiError} it stands for (the server's error
 * body, a status without one, `Retry-After`). `apiFetch` starts loading this module with its request, so the two travel
 * together; a server-rendered page arrives with its data, so a first visit never downloads it until the visitor asks
 * for more.
 */

/** The answer's JSON (`undefined` for an empty answer), or the error it stands for. */
export async function readAnswer(response: Response): Promise<unknown> {
  if (!response.ok) throw await errorFromResponse(response);
  return readJson(response);
}

/** The error of a call that got no answer at all. */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', apiMessages.networkError);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'INTERNAL', apiMessages.unreadableAnswer);
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const retryAfterSeconds = readRetryAfterSeconds(response.headers.get('retry-after'));
  const errorBody = readErrorBody(body);
  if (errorBody) {
    const { code, message, fields } = errorBody.error;
    return new ApiError(response.status, code, message, fields, retryAfterSeconds);
  }
  const message = response.status >= 500 ? apiMessages.serverError : apiMessages.requestRefused;
  return new ApiError(response.status, codeForStatus(response.status), message, {}, retryAfterSeconds);
}

/** `Retry-After` as seconds: either a number of seconds or an HTTP date. */
function readRetryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Error code for an answer whose body is not an API error body (a proxy page, an empty 502...). */
function codeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    422: 'UNPROCESSABLE',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
