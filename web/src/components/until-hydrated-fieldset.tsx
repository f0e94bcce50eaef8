import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import styles from './until-hydrated.module.css';

/**
 * A form's fields and buttons, disabled until the page has hydrated. A server-rendered form shows at once, but
 * before the app runs a submit would be the browser's own (a GET with the fields in the address, a password
 * included) and text typed into a field would be lost to hydration; disabled, it waits a moment instead.
 */
export function UntilHydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fields} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
