// Test setup for component tests (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// jsdom has no window.scrollTo (it logs an error), yet the router calls it to restore scroll on every page.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom lays nothing out, and leaves out what the rich-text editor (ProseMirror) measures: the rectangles of a range
// (to scroll the cursor into view) and the element under a point (on a click in the text). Empty answers, as a
// browser gives for text that is not shown, let typing and clicking in the editor run.
if (typeof document !== 'undefined') {
  const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= noRect;
  Range.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
}

// Pages are lazily loaded chunks: on a busy 2-core CI machine their first import can take seconds, so
// `findBy…` waits up to 15 s instead of Testing Library's default 1 s (a passing wait returns at once).
//
// Role queries also match elements marked aria-hidden. Fluent's focus manager (Tabster) sets and clears
// aria-hidden around modal dialogs on timers; under jsdom on a loaded machine it can leave an open dialog
// marked hidden, and a query for a control inside it then fails although a user would see it. Whether the
// right things are hidden from assistive technology is checked where it is real: in Chromium, with axe
// (web/e2e).
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });

// Every component test renders inside <StrictMode>, as the app does (main.tsx): development React mounts,
// unmounts and mounts each component once more, so an effect whose clean-up leaves it unusable (a
// cancelled controller never made anew) fails here as it does on `npm start`.
// Set before each test: a test file's own `configure({...})` call resets options it does not name.
beforeEach(() => configure({ reactStrictMode: true }));

// Vitest runs without globals, so Testing Library cannot register its own unmount after each test.
afterEach(() => {
  cleanup();
});
