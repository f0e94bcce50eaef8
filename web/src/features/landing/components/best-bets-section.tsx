import { useDeferredValue } from 'react';
import { PackageCard } from '../../../components/package-card.tsx';
import { PackageCardGrid } from '../../../components/package-card-grid.tsx';
import { PackageCardSkeleton } from '../../../components/package-card-skeleton.tsx';
import { landingMessages } from '../messages.ts';
import { LandingSection, SectionLoadFailed } from './landing-section.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

const PLACEHOLDERS = 3;

/** The top best bets (`/top-best-bets`): package cards with the bet's badge and pitch. */
export function BestBetsSection() {
  const { data: answer, error, mutate } = useApi(catalogueReadRoutes.listBestBets);
  // The answer's cards render in the background, in short slices, so its arrival never blocks a phone's main thread.
  const data = useDeferredValue(answer);
  const bets = data?.filter((bet) => bet.package !== null);
  if (bets && bets.length === 0) return null;
  return (
    <LandingSection heading={landingMessages.bestBetsHeading} lead={landingMessages.bestBetsLead} tinted>
      {bets ? (
        <PackageCardGrid>
          {bets.map((bet) => (
            <PackageCard key={bet.id} pkg={bet.package!} badge={bet.label}>
              {bet.blurb || null}
            </PackageCard>
          ))}
        </PackageCardGrid>
      ) : error ? (
        <SectionLoadFailed onRetry={() => void mutate()} />
      ) : (
        <PackageCardGrid placeholder>
          {Array.from({ length: PLACEHOLDERS }, (_, position) => (
            <PackageCardSkeleton key={position} />
          ))}
        </PackageCardGrid>
      )}
    </LandingSection>
  );
}
