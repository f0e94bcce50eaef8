import type { SWRConfiguration } from 'swr';
import { ApiError } from './api-client.ts';

/**
 * SWR settings of every read: data is fresh for 5 minutes (no refetch of the same key inside that
 * window), refetched on window focus, and a failed read is retried twice. Answers that a retry cannot
 * change (4xx other than 408/429) are not retried.
 */
export const swrDefaults = {
  dedupingInterval: 300_000,
  revalidateOnFocus: true,
  errorRetryCount: 2,
  shouldRetryOnError: isWorthRetrying,
} satisfies SWRConfiguration;

/** True for network failures, server errors, timeouts and rate limits; false for other client errors. */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}
