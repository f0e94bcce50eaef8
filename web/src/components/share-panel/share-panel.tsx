import { useId, useMemo, useRef, useState } from 'react';
import { allInPriceText } from '../all-in-price.tsx';
import { Button } from '../ui/button.tsx';
import { formatMessage } from '../../lib/intl.ts';
import { agentDealLink, qrCodeDataUrl, shareIntents } from './share-link.ts';
import { sharePanelMessages as messages } from './share-panel-messages.ts';
import styles from './share-panel.module.css';

/** What a share names of a deal: its address slug, title and the parts of its all-in price. */
export interface ShareableDeal {
  package_url: string;
  title: string;
  price: number;
  tax: number;
}

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  deal: ShareableDeal;
  /** The signed-in agent's profile slug, carried by the link as `?agent=`. */
  agentSlug: string;
  /** The site's address; the browser's by default. */
  origin?: string;
}

/**
 * An agent's share panel for one deal: the link carrying their attribution, a Copy button (the clipboard, else the
 * text is selected to copy by hand; either is announced), WhatsApp / Facebook / e-mail / SMS intents in a new tab and
 * the link's QR code. Rendered in the browser only (never on the server).
 */
export function SharePanel({ deal, agentSlug, origin = window.location.origin }: SharePanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const link = agentDealLink(origin, deal.package_url, agentSlug);
  const text = formatMessage(messages.shareText, { title: deal.title, price: allInPriceText(deal) });
  const intents = shareIntents(link, deal.title, text);
  const qr = useMemo(() => qrCodeDataUrl(link), [link]);

  const selectLink = () => {
    input.current?.focus();
    input.current?.select();
    setAnnouncement(messages.selected);
  };
  const copy = async () => {
    if (!navigator.clipboard?.writeText) return selectLink();
    try {
      await navigator.clipboard.writeText(link);
      setAnnouncement(messages.copied);
    } catch {
      selectLink();
    }
  };

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{messages.intro}</p>
      <label className={styles.label} htmlFor={inputId}>
        {messages.linkLabel}
      </label>
      <div className={styles.linkRow}>
        <input ref={input} id={inputId} className={styles.link} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button appearance="primary" onClick={() => void copy()}>
          {messages.copy}
        </Button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.shareRow}>
        <ul className={styles.intents} aria-label={messages.shareOn}>
          {intents.map(({ network, href }) => (
            <li key={network}>
              <a
                className={styles.intent}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={formatMessage(messages.opensInNewTab, { network: messages[network] })}
              >
                {messages[network]}
              </a>
            </li>
          ))}
        </ul>
        <img className={styles.qr} src={qr} alt={formatMessage(messages.qrAlt, { title: deal.title })} width={160} height={160} />
      </div>
    </div>
  );
}
