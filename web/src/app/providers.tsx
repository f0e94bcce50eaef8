import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { RuntimeConfigContext } from '../lib/runtime-config.ts';
import { swrDefaults } from '../lib/swr-defaults.ts';

/**
 * Everything every page relies on: the runtime config (`useRuntimeConfig`) and SWR with the spec's defaults
 * (`useApi`). Styling is static CSS (styles/); the areas built with Fluent UI wrap themselves in `FluentScope`.
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext value={config}>
      <SWRConfig value={swrDefaults}>{children}</SWRConfig>
    </RuntimeConfigContext>
  );
}
