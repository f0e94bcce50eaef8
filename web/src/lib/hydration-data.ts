import type { HydrationState } from 'react-router-dom';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';

/** Id of the JSON data block holding the router's state of a server-rendered page (loader data, errors). */
export const HYDRATION_DATA_ID = 'tdp-hydration';
/** Id of the JSON data block holding the runtime config the page was rendered with. */
export const RUNTIME_CONFIG_DATA_ID = 'tdp-config';

/**
 * JSON safe inside a `<script>` data block (`application/json`, `application/ld+json`): `<` escaped, so the text can
 * never close the element whatever a value holds.
 */
export function jsonForDataBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function readDataBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What the server rendered this page with, or null for a page it did not render (the dashboards, or a copy of
 * index.html served as is): the router's state and the runtime config, read from the page's data blocks. The config
 * is the one the server checked when it started (render-function.ts, the local site's plugin) and wrote into the page,
 * so it is not checked again here: the checks stay out of a first visit's code.
 */
export function readServerRenderedState(): { hydrationData: HydrationState; config: RuntimeConfig } | null {
  const hydrationData = readDataBlock(HYDRATION_DATA_ID) as HydrationState | undefined;
  const config = readDataBlock(RUNTIME_CONFIG_DATA_ID);
  if (!hydrationData || typeof config !== 'object' || config === null) return null;
  return { hydrationData, config: config as RuntimeConfig };
}
