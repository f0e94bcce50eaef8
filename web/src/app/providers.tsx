import type { ReactNode } from 'react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { SWRConfig } from 'swr';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { AppToaster } from '../components/app-toaster.tsx';
import { RuntimeConfigContext } from '../lib/runtime-config.ts';
import { swrDefaults } from '../lib/swr-defaults.ts';
import { appTheme } from './theme.ts';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
  '*, *::before, *::after': { boxSizing: 'border-box' },
});

/** Theme for everything outside the providers' tree (the start-up error screen). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useGlobalStyles();
  return <FluentProvider theme={appTheme}>{children}</FluentProvider>;
}

/**
 * Everything a page relies on: the runtime config (`useRuntimeConfig`), Fluent UI with the brand theme,
 * SWR with the spec's defaults (`useApi`), and the toaster (`useNotify`).
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext value={config}>
      <ThemeProvider>
        <SWRConfig value={swrDefaults}>
          {children}
          <AppToaster />
        </SWRConfig>
      </ThemeProvider>
    </RuntimeConfigContext>
  );
}
