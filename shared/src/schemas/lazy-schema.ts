import * as z from 'zod';

/**
 * A schema built on first use rather than when its module loads. Building a zod schema costs tens of
 * microseconds per node, and every Lambda function loads the whole route manifest: built eagerly, the
 * manifest's schemas made up most of a function's cold start (see docs/decisions/lazy-schemas.md). Lazy,
 * a cold request builds only the schemas of the route it calls.
 *
 * The result validates exactly like the built schema; code that needs the object itself (its `shape`,
 * `extend`, `omit`...) calls `.unwrap()`, which builds it once.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  let built: T | undefined;
  return z.lazy(() => (built ??= build()));
}
