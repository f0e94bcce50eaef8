import { useDeferredValue, useId } from 'react';
import { PackageCard } from '../package-card.tsx';
import { PackageCardGrid } from '../package-card-grid.tsx';
import { PackageCardSkeleton } from '../package-card-skeleton.tsx';
import { packageDetailMessages } from './package-detail-messages.ts';
import styles from './related-deals.module.css';
import { useApi } from '../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

const RELATED_PLACEHOLDERS = 3;

/** Three deals like this one (`/packages/three`), preferring its travel styles. Nothing when there are none. */
export function RelatedDeals({ slug, travelStyleIds }: { slug: string; travelStyleIds: readonly number[] }) {
  const headingId = useId();
  const { data: answer, error } = useApi(catalogueReadRoutes.listRelatedPackages, { query: { id: slug, travelStyleIds } });
  // Below the package: its cards render in the background, in short slices, when the answer arrives.
  const data = useDeferredValue(answer);
  if (error || (data && data.length === 0)) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {packageDetailMessages.relatedHeading}
      </h2>
      {data ? (
        <PackageCardGrid>
          {data.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </PackageCardGrid>
      ) : (
        <PackageCardGrid placeholder>
          {Array.from({ length: RELATED_PLACEHOLDERS }, (_, position) => (
            <PackageCardSkeleton key={position} />
          ))}
        </PackageCardGrid>
      )}
    </section>
  );
}
