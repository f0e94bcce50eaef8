/** Where the SPA finds its per-stage settings (written by CDK at deploy, served by the local stack). */
export const RUNTIME_CONFIG_PATH = '/config.json';
