import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';

/** Liveness and version of the API. */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    group: 'public',
    access: 'public',
    query: lazySchema(() => z.strictObject({})),
    summary: 'Liveness check',
  }),
};
