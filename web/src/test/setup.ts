// Test setup for component tests (jsdom).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom logs "not implemented" for scrollTo, which the router's scroll restoration calls on every page.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Vitest runs without globals, so Testing Library cannot register its own unmount after each test.
afterEach(() => {
  cleanup();
});
