import { useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { infoPagesMessages } from '../messages.ts';
import { InfoPageLayout } from './info-page-layout.tsx';
import styles from './thank-you-page.module.css';

/** A reference as the leads API writes it (`TBB-7K4F-29`, `LEAD_REFERENCE_PATTERN`); anything else in the address is not shown. */
const REFERENCE_PATTERN = /^TBB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

type FormName = keyof typeof infoPagesMessages.thankYouByForm;

/** The form that was sent, from the router state a lead form leaves (`{reference, leadType}`). */
function formNameOf(state: unknown): FormName {
  const leadType = typeof state === 'object' && state !== null ? (state as { leadType?: unknown }).leadType : undefined;
  return leadType === 'quote' || leadType === 'application' || leadType === 'contact' ? leadType : 'other';
}

const neverChanges = () => () => {};

/**
 * A value of the address that the page shows only in the browser: the server renders the page without it (the edge
 * does not pass `reference` on, so every visitor's thank-you page is one cached page), and the browser adds it right
 * after hydration, without a mismatch (React hydrates with the server's value, then renders the browser's).
 */
function useInBrowserOnly(value: string | null): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => value,
    () => null,
  );
}

/**
 * `/thank-you`: shown after a lead form is sent. Forms come here with `?reference=<lead reference>` and the
 * router state `{reference, leadType}` (quote, application or contact), which picks the message; both are
 * optional, so the page also reads well when opened directly.
 */
export function ThankYouPage() {
  const { phone, hours } = useRuntimeConfig();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  usePageMeta({ title: pageTitle(infoPagesMessages.thankYouTitle), description: infoPagesMessages.thankYouDescription });
  const reference = useInBrowserOnly(searchParams.get('reference'));
  const formName = formNameOf(location.state);
  return (
    <InfoPageLayout title={infoPagesMessages.thankYouHeading}>
      <div className={styles.content} role="status">
        <p className={styles.lead}>{infoPagesMessages.thankYouByForm[formName]}</p>
        {reference && REFERENCE_PATTERN.test(reference) && <p className={styles.reference}>{formatMessage(infoPagesMessages.reference, { reference })}</p>}
      </div>
      <div className={styles.content}>
        <h2 className={styles.heading}>{infoPagesMessages.whatNextHeading}</h2>
        <p className={styles.text}>{formatMessage(infoPagesMessages.whatNext, { phone, hours })}</p>
        <div className={styles.actions}>
          <ButtonLink appearance="primary" to={PUBLIC_PATHS.deals}>
            {infoPagesMessages.browseDeals}
          </ButtonLink>
          <AppLink to={PUBLIC_PATHS.home}>{infoPagesMessages.backHome}</AppLink>
        </div>
      </div>
    </InfoPageLayout>
  );
}
