import { createContext, use } from 'react';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';

/** Holds the loaded runtime config; provided once in `app/providers.tsx`. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The runtime config (API address, phone, hours, support e-mail, CDN prefix, booking engine, stage). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() is used outside <AppProviders>');
  return config;
}
