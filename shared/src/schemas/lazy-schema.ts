import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini installs no error messages (classic does on import); every schema module imports this one
// first, so the default messages (`Too small: expected ...`) stay those of classic's English locale.
z.config(en());

/** A lazily built schema; `unwrap()` returns the built schema itself. */
export type LazySchema<T extends z.ZodMiniType> = z.ZodMiniLazy<T> & { unwrap(): T };

/**
 * A schema built on first use rather than when its module loads. Building a zod schema costs tens of
 * microseconds per node, and every Lambda function loads the whole route manifest: built eagerly, the
 * manifest's schemas made up most of a function's cold start (see docs/decisions/lazy-schemas.md). Lazy,
 * a cold request builds only the schemas of the route it calls.
 *
 * The result validates exactly like the built schema; code that needs the object itself (its `shape`,
 * or to `z.extend`/`z.omit` it) calls `.unwrap()`, which builds it once.
 */
export function lazySchema<T extends z.ZodMiniType>(build: () => T): LazySchema<T> {
  let built: T | undefined;
  const buildOnce = () => (built ??= build());
  return Object.assign(z.lazy(buildOnce), { unwrap: buildOnce });
}
