// Test setup for component tests (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no window.scrollTo (it logs an error), yet the router calls it to restore scroll on every page.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Pages are lazily loaded chunks: on a busy 2-core CI machine their first import can take seconds, so
// `findBy…` waits up to 15 s instead of Testing Library's default 1 s (a passing wait returns at once).
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own unmount after each test.
afterEach(() => {
  cleanup();
});
