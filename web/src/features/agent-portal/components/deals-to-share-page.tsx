import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { allInPriceText } from '../../../components/all-in-price.tsx';
import { packagePath } from '../../../components/package-card.tsx';
import { ShareDeal } from '../../../components/share-panel/share-deal.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { dealsToShareMessages as messages } from '../deals-to-share-messages.ts';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** The current deals (the homepage's six), each with its title, all-in price, a link to its page and Share. */
function DealsList() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(catalogueReadRoutes.listHomepagePackages);
  if (error && !data) return <PortalLoadError error={error} thing={messages.dealsThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  if (data.length === 0) return <PortalEmpty>{messages.empty}</PortalEmpty>;
  return (
    <ul className={styles.list}>
      {data.map((deal) => (
        <li key={deal.package_url}>
          <Card className={styles.card}>
            <Text as="h2" weight="semibold" size={400}>
              {deal.title}
            </Text>
            <Text className={styles.meta}>
              {[deal.destinationName, allInPriceText(deal)].filter(Boolean).join(' · ')}{' '}
              <a href={packagePath(deal.package_url)} target="_blank" rel="noopener noreferrer">
                {messages.viewDeal}
              </a>
            </Text>
            <ShareDeal deal={deal} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** `/agent-dashboard/DealsToShare`: current deals, each with the agent's share panel (link with their name, intents, QR). */
export function DealsToSharePage() {
  return (
    <PortalPageFrame title={messages.title} lead={messages.intro}>
      <DealsList />
    </PortalPageFrame>
  );
}
