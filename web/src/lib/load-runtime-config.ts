import { checkRuntimeConfig, type RuntimeConfig } from '@tdp/shared/runtime-config';
import { RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_REQUEST } from './runtime-config-path.ts';

/** Outcome of loading the runtime config: the config, or a sentence saying what went wrong. */
export type RuntimeConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/**
 * Loads and validates `/config.json` once at start-up, for a page the server did not render (a rendered page has its
 * config in a data block: hydration-data.ts); app/render-dashboards.tsx is its one caller, so a first visit's code has
 * none of it. Never throws: a failure is returned as a
 * `problem` so the app can show an error screen instead of a blank page.
 */
export async function loadRuntimeConfig(fetchConfig: (path: string, init: RequestInit) => Promise<Response> = fetch): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchConfig(RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_REQUEST);
  } catch {
    return { ok: false, problem: `${RUNTIME_CONFIG_PATH} could not be reached.` };
  }
  if (!response.ok) return { ok: false, problem: `${RUNTIME_CONFIG_PATH} answered HTTP ${response.status}.` };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, problem: `${RUNTIME_CONFIG_PATH} is not valid JSON.` };
  }
  const checked = checkRuntimeConfig(json);
  if (!checked.ok) {
    const fields = checked.problems.map((problem) => problem.field);
    return { ok: false, problem: `${RUNTIME_CONFIG_PATH} has invalid or missing settings: ${fields.join(', ')}.` };
  }
  return { ok: true, config: checked.config };
}
