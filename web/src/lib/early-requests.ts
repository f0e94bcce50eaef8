import { jsonRequestHeaders } from './json-request.ts';

/** How long a request started early waits to be taken; after that the app asks afresh. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

/** The method of a request started early: the reads a visit's first page starts with. */
export type EarlyMethod = 'GET' | 'POST';

const started = new Map<string, { response: Promise<Response>; at: number }>();

function requestKey(method: string, url: string, bodyText: string | undefined): string {
  return bodyText === undefined ? `${method} ${url}` : `${method} ${url} ${bodyText}`;
}

/**
 * Starts a public API request before the app's code has arrived (first-request.ts). The app's `apiFetch` of the same
 * method, address and JSON body takes it instead of asking again. Sent as `apiFetch` sends a public request.
 */
export function startEarlyRequest(method: EarlyMethod, url: string, body?: unknown): Promise<Response> {
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const response = fetch(url, { method, headers: jsonRequestHeaders(bodyText !== undefined), body: bodyText });
  // Whoever takes it reports a failure; an untaken one must not count as an unhandled rejection.
  response.catch(() => undefined);
  started.set(requestKey(method, url, bodyText), { response, at: Date.now() });
  return response;
}

/** The request started early with this method, address and body text, once, if it is recent; otherwise undefined. */
export function takeEarlyRequest(method: string, url: string, bodyText: string | undefined): Promise<Response> | undefined {
  const key = requestKey(method, url, bodyText);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return Date.now() - early.at <= EARLY_REQUEST_MAX_AGE_MS ? early.response : undefined;
}
