import { DomainError } from '../domain/domain-errors.ts';
import type { ErrorBody } from '@tdp/shared/api/error-body';
import type { ApiResult } from './http-types.ts';

/** Headers on every API answer: JSON, never cached, never sniffed or framed. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * An API answer. Cookies go in `cookies` (payload 2.0), never in `headers`: API Gateway sends each as its own
 * `Set-Cookie` header, where a header map could hold only one.
 */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}, cookies: readonly string[] = []): ApiResult {
  return {
    statusCode: status,
    headers: { ...SECURITY_HEADERS, ...lowerCaseKeys(headers) },
    body: body === undefined ? '' : JSON.stringify(body),
    ...(cookies.length > 0 ? { cookies: [...cookies] } : {}),
  };
}

/** Maps any thrown value to an answer: domain errors keep their status and message; anything else is a 500 with no internals. */
export function errorResponse(error: unknown): ApiResult {
  if (error instanceof DomainError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
    return jsonResponse(error.status, body, error.headers);
  }
  const body: ErrorBody = { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
  return jsonResponse(500, body);
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
