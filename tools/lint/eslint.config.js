// The project's lint rules (`npm run lint`, run by CI before the tests): TypeScript's recommended rules, React's rules
// of hooks, no import cycles, and the one-way imports the layout promises (docs/decisions/lint-and-boundaries.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const features = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Who may not import whom (paths from the repository root). */
const zones = [
  // The shared package is the bottom layer: it imports nothing of the others.
  { target: './shared', from: ['./web', './functions', './infra'], message: 'shared imports nothing of web, functions or infra.' },
  // Lambda code and its tests never reach into the web app or the CDK app.
  { target: './functions', from: ['./web', './infra'], message: 'functions imports nothing of web or infra.' },
  // A feature uses its own files, components/, lib/ and shared; what two features need moves to components/ or lib/.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to web/src/components or web/src/lib.',
  })),
  // Components and lib are below the features and the app.
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'components/ and lib/ do not import features or the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      'web/dist*/**',
      'infra/cdk.out/**',
      '.data/**',
      '.test-results/**',
      'web/e2e/screenshots/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // The text schemas and sanitisers match control characters on purpose: to strip or refuse them.
      'no-control-regex': 'off',
      // Unused names start with `_` when a signature needs them.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React's rules of hooks where React runs (elsewhere `use…` names are not hooks, e.g. `useLocalAws`).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Lingui's global instance (and the `t` macro, bound to it) would share one locale between the requests a server
      // renders at once: a page reads its language's instance (web/src/i18n/catalogue.ts, docs/decisions/i18n-library.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core',
              importNames: ['i18n'],
              message: "Lingui's global instance shares one locale between requests: use useCatalogue() or i18nOf(locale).",
            },
            {
              name: '@lingui/core/macro',
              importNames: ['t'],
              message: "The t macro uses Lingui's global instance: use msg descriptors with useCatalogue()._().",
            },
          ],
        },
      ],
    },
  },
  {
    // The server side of the pages writes page content into the HTML template: a replacement given as a string expands
    // `$&`, `` $` ``, `$'` and `$$` in that content (docs/security.md); the renderer's `insertText` takes it literally.
    files: ['web/src/entry-server.tsx', 'web/server/**/*.ts', 'web/dev-server/server-render-plugin.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          message: 'A built string as a replacement expands $ patterns of the text it holds: pass a function (`() => text`) or use insertText.',
        },
      ],
    },
  },
  {
    // Tests and their support read untyped JSON (CloudFormation templates, API answers) and poke at internals.
    files: ['**/*.test.{ts,tsx}', 'functions/test/**', 'web/e2e/**', 'web/src/test/**', 'infra/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Compile-time suites (*.test-d.ts, compiled by `npm run typecheck`, never run): a value is bound only to read its
    // type, an expression under `@ts-expect-error` is the check, and hooks are called outside components because
    // nothing calls them at all.
    files: ['**/*.test-d.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // CloudFront Functions: the runtime calls the top-level `handler`, which nothing in the file uses.
    files: ['infra/lib/edge/*.js'],
    languageOptions: { sourceType: 'script' },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  {
    // Plain scripts that run in the browser (public/) or in Node.
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['**/*.mjs', 'scripts/**/*.js', '.ci/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
