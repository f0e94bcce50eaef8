import { createContext, use } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError, apiFetch, type ApiRoute, type NothingRequired, type ReadArgs } from './api-client.ts';
import { readKey } from './read-key.ts';

/**
 * What a route's loader read for its page, as its page's hooks will ask for it: the answer, or the API's error.
 * Plain JSON, so the server renderer can hand it to the browser in the page (hydration data).
 */
export type PageReadSeed = { data: unknown } | { error: { status: number; code: string; message: string; fields: Record<string, string> } };

/** A route loader's answer: the reads of its page by SWR key (see {@link readForPage}). */
export interface PageReads {
  reads: Record<string, PageReadSeed>;
}

/** One read of a page: its SWR key and what the API answered. */
export type PageRead = readonly [key: string, seed: PageReadSeed];

/**
 * Reads a GET route for a page's loader, under the SWR key its page's `useApi` uses ({@link readKey}). An API error
 * (an unreachable API included) is kept as the page's answer: a package that does not exist is a page to show, and
 * a failed read shows the page's own error state with its retry, not a failed navigation. Anything else is thrown.
 */
export function readForPage<R extends ApiRoute>(
  route: R,
  ...[args]: NothingRequired extends ReadArgs<R> ? [args?: ReadArgs<R>] : [args: ReadArgs<R>]
): Promise<PageRead> {
  return readUnderKey(readKey(route, args), () => (apiFetch as (route: ApiRoute, call: object) => Promise<unknown>)(route, args ?? {}));
}

/**
 * Whether the API refused a read for its address alone (`/deals/-1`, an upper-case slug): every field it names is a path
 * parameter. Such an address names nothing, so its page is the not-found page (a cacheable 404), never an error page.
 */
export function isMalformedAddress(error: ApiError): boolean {
  const fields = Object.keys(error.fields);
  return error.status === 400 && fields.length > 0 && fields.every((field) => field.startsWith('params.'));
}

/** A page's read under a key of its own (a paged list's first page, keyed as its list hook keys it). */
export async function readUnderKey(key: string, read: () => Promise<unknown>): Promise<PageRead> {
  try {
    return [key, { data: await read() }];
  } catch (error) {
    if (error instanceof ApiError) {
      const seen = isMalformedAddress(error) ? new ApiError(404, 'NOT_FOUND', error.message, error.fields) : error;
      return [key, { error: { status: seen.status, code: seen.code, message: seen.message, fields: { ...seen.fields } } }];
    }
    throw error;
  }
}

/**
 * A route `loader` from the reads its page shows: the same code runs on the server (reads go to the API's
 * handlers in process, web/server) and in the browser on a client-side navigation (reads go to the API), so a
 * page arrives rendered with its data and later pages load theirs before they show.
 */
export function pageLoader(reads: (args: LoaderFunctionArgs) => ReadonlyArray<Promise<PageRead>>) {
  return async (args: LoaderFunctionArgs): Promise<PageReads> => ({ reads: Object.fromEntries(await Promise.all(reads(args))) });
}

/** The reads of the matched routes' loaders, merged: provided once above the routes (root layout). */
export const PageReadsContext = createContext<Readonly<Record<string, PageReadSeed>>>({});

/** Whether a route's loader data holds page reads. */
export function isPageReads(value: unknown): value is PageReads {
  return typeof value === 'object' && value !== null && typeof (value as PageReads).reads === 'object';
}

/** What a loader read for this SWR key, if the current page's loaders read it. */
export function usePageRead(key: string | null): PageReadSeed | undefined {
  const reads = use(PageReadsContext);
  return key === null ? undefined : reads[key];
}

/** The API error a seed holds, as {@link apiFetch} would have thrown it. */
export function seededError(seed: PageReadSeed | undefined): ApiError | undefined {
  if (!seed || !('error' in seed)) return undefined;
  const { status, code, message, fields } = seed.error;
  return new ApiError(status, code as ApiError['code'], message, fields);
}
