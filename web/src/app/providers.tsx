import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { RuntimeConfigContext } from '../lib/runtime-config.ts';
import { swrDefaults } from '../lib/swr-defaults.ts';

/**
 * Everything every page relies on: the runtime config (`useRuntimeConfig`) and SWR with the product's defaults
 * (`useApi`: fresh for 5 minutes, refetched on focus, 2 retries). Styling is static CSS (styles/); the areas built with Fluent UI wrap themselves in `FluentScope`.
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext value={config}>
      <SWRConfig value={swrDefaults}>{children}</SWRConfig>
    </RuntimeConfigContext>
  );
}
