import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationProgress } from '../components/navigation-progress.tsx';

/** Top route of the app: page-load progress, scroll to top on a new page (restored on back/forward). */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
