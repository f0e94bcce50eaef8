import type { ReactNode } from 'react';
import { FluentProvider, type Theme } from '@fluentui/react-components';
import { AppToaster } from '../components/app-toaster.tsx';
import { appTheme } from './theme.ts';

/**
 * Fluent UI for the part of the app built with it: the admin dashboard, the agent portal, and the public
 * forms and sign-in pages. The public shell and its browsing pages use static CSS instead, so a visitor's
 * first page loads no Fluent code (docs/decisions/public-site-weight.md); this module is imported only by
 * the shells and pages that need it. `theme` defaults to the site theme; the admin and the portal pass it
 * with their corner radius. `toaster` adds the app's toaster (`useNotify`), which the admin uses.
 */
export function FluentScope({ theme = appTheme, toaster = false, children }: { theme?: Theme; toaster?: boolean; children: ReactNode }) {
  return (
    <FluentProvider theme={theme}>
      {children}
      {toaster && <AppToaster />}
    </FluentProvider>
  );
}
