import { defineConfig } from '@lingui/conf';

/**
 * Lingui's catalogues of the public site (docs/decisions/i18n-library.md): one per page group, the groups of the build's
 * chunks, so a page downloads the words of its own code only. `npm run i18n:extract -w web` writes the messages of the
 * `msg` descriptors into each language's `.po` file; the Vite plugin compiles the `.po` files at build time.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  // A missing French message fails review (the test reads the catalogues), never falls back to English silently.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/features/public-shell/messages.ts',
        '<rootDir>/src/components/package-card-messages.ts',
        '<rootDir>/src/components/all-in-price.tsx',
        '<rootDir>/src/components/messages.ts',
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/menus', include: ['<rootDir>/src/features/public-shell/menu-messages.ts'] },
    { path: '<rootDir>/src/locales/{locale}/deals', include: ['<rootDir>/src/features/deals/messages.ts'] },
    { path: '<rootDir>/src/locales/{locale}/deals-pages', include: ['<rootDir>/src/features/deals/deals-pages-messages.ts'] },
  ],
});
