import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that render, true from the first render after:
 * what depends on the app running (an enabled submit button) can differ without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
