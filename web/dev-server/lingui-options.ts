import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Options of Lingui's Vite plugin, for the build and the tests alike: the project's catalogues (web/lingui.config.ts)
 * and its macros (`msg`) transformed natively, without Babel (docs/decisions/i18n-library.md).
 */
export const linguiOptions = {
  configPath: path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'lingui.config.ts'),
  macroTransform: true,
};
