import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { routeTablePlugin } from './dev-server/route-table-plugin.ts';

export default defineProject({
  // The SPA's route table, as the build serves it (see dev-server/route-table-plugin.ts).
  plugins: [routeTablePlugin(), react()],
  test: {
    name: 'web',
    root: '.',
    include: ['src/**/*.test.{ts,tsx}', 'dev-server/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
