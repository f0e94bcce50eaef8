import * as z from 'zod/mini';
import { lazySchema } from '../schemas/lazy-schema.ts';

/** Largest amount a price or a tax may hold, in CAD. */
export const CAD_AMOUNT_MAX = 1_000_000;

/** An amount in Canadian dollars: 0 or more, at most two decimals (a package's or a departure's price and tax). */
export const cadAmountSchema = lazySchema(() =>
  z
    .number({ error: 'must be a number' })
    .check(
      z.gte(0, { error: 'must be 0 or more' }),
      z.lte(CAD_AMOUNT_MAX, { error: `must be at most ${CAD_AMOUNT_MAX}` }),
      z.multipleOf(0.01, { error: 'must have at most two decimals' }),
    ),
);
