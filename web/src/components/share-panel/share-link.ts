import { renderSVG } from 'uqr';
import { AGENT_QUERY_PARAMETER } from '../../lib/agent-attribution.ts';
import { packagePath } from '../package-card.tsx';

/** A deal's address carrying the agent's attribution: `{origin}/deals/{slug}?agent={agentSlug}`. */
export function agentDealLink(origin: string, packageUrl: string, agentSlug: string): string {
  const url = new URL(packagePath(packageUrl), origin);
  url.searchParams.set(AGENT_QUERY_PARAMETER, agentSlug);
  return url.href;
}

/** One share intent: a network's address that opens its "share" screen with the link. */
export interface ShareIntent {
  network: 'whatsApp' | 'facebook' | 'email' | 'sms';
  href: string;
}

/** The WhatsApp, Facebook, e-mail and SMS intents of `link`, described by `text` (the deal's title and price). */
export function shareIntents(link: string, subject: string, text: string): ShareIntent[] {
  const message = `${text} ${link}`;
  return [
    { network: 'whatsApp', href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}` },
    { network: 'email', href: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n\n${link}`)}` },
    { network: 'sms', href: `sms:?&body=${encodeURIComponent(message)}` },
  ];
}

/** The QR code of `link` as an SVG data URL (the site's CSP allows `data:` images). */
export function qrCodeDataUrl(link: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2, ecc: 'M' }))}`;
}
