import type { VisitSource, VisitTouch } from '@tdp/shared/schemas/lead-forms';
import { formatMessage } from '../../lib/intl.ts';
import { adminLeadsMessages as messages } from './messages.ts';
import { sourcePageName } from './source-page.ts';

/** One line of the "Where it came from" panel. */
interface VisitFact {
  key: string;
  label: string;
  value: string;
}

/** A touch's campaign as "source / medium / campaign", or that it had none. */
function campaignOf(touch: VisitTouch): string {
  const parts = [touch.utmSource, touch.utmMedium, touch.utmCampaign].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' / ') : messages.visitNoCampaign;
}

/** The other site's host a touch came from (`news.example.com`), or that it came from none. */
function referrerHostOf(touch: VisitTouch): string {
  if (!touch.referrer) return messages.visitNoReferrer;
  try {
    return new URL(touch.referrer).host;
  } catch {
    return touch.referrer;
  }
}

/**
 * The first and last touch of the visit that sent a lead, in words: campaign (source / medium / campaign), the landing
 * page by name and the referring site's host. Nothing when the browser kept no record of the visit.
 */
export function visitFacts(visit: VisitSource | undefined, packageTitle: (slug: string) => string | undefined): VisitFact[] {
  if (!visit) return [];
  const touches: Array<['first' | 'last', VisitTouch]> = [['first', visit.first], ...(visit.last ? [['last', visit.last] as ['last', VisitTouch]] : [])];
  return touches.flatMap(([which, touch]) => {
    const touchName = which === 'first' ? messages.visitFirstTouch : messages.visitLastTouch;
    return [
      { key: `${which}-campaign`, label: formatMessage(messages.visitCampaign, { touch: touchName }), value: campaignOf(touch) },
      { key: `${which}-landing`, label: formatMessage(messages.visitLanding, { touch: touchName }), value: sourcePageName(touch.landingPage, packageTitle) },
      { key: `${which}-referrer`, label: formatMessage(messages.visitReferrer, { touch: touchName }), value: referrerHostOf(touch) },
    ];
  });
}
