import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, defineRoute } from '../route-definition.ts';

/** Answer of `GET /health`. */
export interface HealthAnswer {
  status: string;
  time: string;
}

/** Liveness and version of the API. */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    group: 'public',
    access: 'public',
    answer: answer<HealthAnswer>(),
    query: lazySchema(() => z.strictObject({})),
    summary: 'Liveness check',
  }),
};
