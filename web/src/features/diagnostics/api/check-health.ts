import { systemRoutes, type HealthAnswer } from '@tdp/shared/api/routes/system-routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** A health check and how long the round trip took. */
export interface HealthCheck {
  answer: HealthAnswer;
  milliseconds: number;
}

/** Calls `GET /health` once, timing it (not cached: each check asks the API again). */
export async function checkHealth(signal?: AbortSignal): Promise<HealthCheck> {
  const started = performance.now();
  const answer = await apiFetch(systemRoutes.health, { signal });
  return { answer, milliseconds: Math.round(performance.now() - started) };
}
