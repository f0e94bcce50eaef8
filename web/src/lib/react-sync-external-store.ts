/**
 * What the production build serves for `use-sync-external-store/shim` (SWR's import): React's own hook. The shim
 * exists for React before 18; with React 18 and later it answers `React.useSyncExternalStore` (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
