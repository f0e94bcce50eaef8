/** Where the SPA finds its per-stage settings (written by CDK at deploy, served by the local stack). */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** How the SPA asks for it: JSON, never from the HTTP cache (a deploy may change it at any time). */
export const RUNTIME_CONFIG_REQUEST: RequestInit = { headers: { Accept: 'application/json' }, cache: 'no-store' };
