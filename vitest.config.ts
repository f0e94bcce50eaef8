import { defineConfig } from 'vitest/config';

/**
 * One test run for the whole repository, one project per workspace plus the browser tests.
 * `npm test` runs them all; `--project <name>` narrows a run.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts', 'local/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Sign-in tests hash passwords at full scrypt cost (ln=17, 128 MiB) several times per test; on a
          // loaded 2-core CI machine six hashes have taken over 30 s. A passing test still returns at once.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: { LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'infra',
          root: './infra',
          include: ['test/**/*.test.ts', 'local/**/*.test.ts', 'lib/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: { LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          root: './web/e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          env: { LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
    ],
  },
});
