import { useId, useState } from 'react';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { Button } from '../ui/button.tsx';
import { formatMessage } from '../../lib/intl.ts';
import { useApi } from '../../lib/use-api.ts';
import { SharePanel, type ShareableDeal } from './share-panel.tsx';
import { sharePanelMessages as messages } from './share-panel-messages.ts';
import styles from './share-panel.module.css';

/** The panel once opened: the agent's slug from `GET /api/portal/me` (read only now), then the panel. */
function OpenSharePanel({ deal }: { deal: ShareableDeal }) {
  const { data, error, mutate } = useApi(peopleRoutes.getPortalAccount);
  if (error && !data) {
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.intro}>{messages.accountFailed}</p>
        <Button onClick={() => void mutate()}>{messages.retry}</Button>
      </div>
    );
  }
  if (!data) return <p className={styles.intro}>{messages.loadingAccount}</p>;
  const slug = data.data.profileSlug;
  if (!slug) return <p className={`${styles.panel} ${styles.intro}`}>{messages.noAgentPage}</p>;
  return <SharePanel deal={deal} agentSlug={slug} />;
}

/** "Share this deal": a disclosure button (keyboard operable, `aria-expanded`) showing the agent's share panel below it. */
export function ShareDeal({ deal, className }: { deal: ShareableDeal; className?: string }) {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <Button aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((was) => !was)}>
        {open ? messages.hideShare : messages.shareDeal}
      </Button>
      <section id={regionId} aria-label={formatMessage(messages.panelLabel, { title: deal.title })} hidden={!open}>
        {open ? <OpenSharePanel deal={deal} /> : null}
      </section>
    </div>
  );
}
