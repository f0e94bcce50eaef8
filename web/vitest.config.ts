import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: '.',
    include: ['src/**/*.test.{ts,tsx}', 'dev-server/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
