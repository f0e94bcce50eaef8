import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { useContinents } from '../api/list-continents.ts';
import { legacyDestinationHref, legacyRedirectRule } from '../legacy-redirects.ts';

/**
 * Route element of every legacy path: replaces the old address in the history with its deals list. An old
 * destination page first reads the destination tree (a spinner meanwhile); if that fails the visitor
 * still lands on the deals list, unfiltered, rather than on an error.
 */
export function LegacyRedirect() {
  const { pathname } = useLocation();
  const rule = legacyRedirectRule(pathname);
  const continents = useContinents(rule !== null && 'destination' in rule);
  if (!rule) return <Navigate to={SITE_PATHS.deals} replace />;
  if ('to' in rule) return <Navigate to={rule.to} replace />;
  if (continents.error) return <Navigate to={SITE_PATHS.deals} replace />;
  if (!continents.data) return <PageSpinner />;
  return <Navigate to={legacyDestinationHref(rule.destination, continents.data)} replace />;
}
