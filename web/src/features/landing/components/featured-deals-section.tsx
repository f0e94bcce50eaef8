import { useDeferredValue } from 'react';
import { PackageCard } from '../../../components/package-card.tsx';
import { PackageCardGrid } from '../../../components/package-card-grid.tsx';
import { PackageCardSkeleton } from '../../../components/package-card-skeleton.tsx';
import { AppLink } from '../../../components/app-link.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { landingMessages } from '../messages.ts';
import { LandingSection, SectionLoadFailed } from './landing-section.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

const HOMEPAGE_DEALS = 6;

/** The six homepage deals (`/packages/six`) with a link to every deal. */
export function FeaturedDealsSection() {
  const { data: answer, error, mutate } = useApi(catalogueReadRoutes.listHomepagePackages);
  // The answer's cards render in the background, in short slices, so its arrival never blocks a phone's main thread.
  const data = useDeferredValue(answer);
  if (data && data.length === 0) return null;
  return (
    <LandingSection
      heading={landingMessages.featuredHeading}
      lead={landingMessages.featuredLead}
      action={<AppLink to={PUBLIC_PATHS.deals}>{landingMessages.viewAllDeals}</AppLink>}
    >
      {data ? (
        <PackageCardGrid>
          {data.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </PackageCardGrid>
      ) : error ? (
        <SectionLoadFailed onRetry={() => void mutate()} />
      ) : (
        <PackageCardGrid placeholder>
          {Array.from({ length: HOMEPAGE_DEALS }, (_, position) => (
            <PackageCardSkeleton key={position} />
          ))}
        </PackageCardGrid>
      )}
    </LandingSection>
  );
}
