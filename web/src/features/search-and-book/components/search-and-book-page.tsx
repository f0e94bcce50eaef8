import { linkClassName } from '../../../components/app-link.tsx';
import { ButtonLink, buttonClassName } from '../../../components/ui/button.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { searchAndBookMessages } from '../messages.ts';
import styles from './search-and-book-page.module.css';

/** Only a secure web address is embedded; anything else counts as "not configured". */
function secureAddress(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Which page: the general booking engine (`/search-and-book`) or its cruise entry (`/search-and-book/soft-voyage`). */
export type SearchAndBookVariant = 'general' | 'cruise';

/**
 * `/search-and-book` and `/search-and-book/soft-voyage`: the external booking engine whose address is
 * `bookingEngineUrl` in `/config.json`, in a titled frame (CSP `frame-src` allows that origin only). When
 * none is configured (or it is not https), the page says so and offers the phone and a quote request.
 */
export function SearchAndBookPage({ variant = 'general' }: { variant?: SearchAndBookVariant }) {
  const { bookingEngineUrl, phone, hours } = useRuntimeConfig();
  const isCruise = variant === 'cruise';
  const title = isCruise ? searchAndBookMessages.cruiseTitle : searchAndBookMessages.title;
  usePageMeta({
    title: pageTitle(title),
    description: isCruise ? searchAndBookMessages.cruiseDescription : searchAndBookMessages.description,
  });
  const engineUrl = secureAddress(bookingEngineUrl);

  return (
    <div className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.intro}>{isCruise ? searchAndBookMessages.cruiseIntro : searchAndBookMessages.intro}</p>
      {engineUrl ? (
        <>
          <iframe
            className={styles.frame}
            src={engineUrl}
            title={isCruise ? searchAndBookMessages.cruiseFrameTitle : searchAndBookMessages.frameTitle}
            // The engine runs its own scripts, forms and payment pop-ups, but may not navigate this page.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="payment"
          />
          <div className={styles.below}>
            <span>{formatMessage(searchAndBookMessages.help, { phone, hours })}</span>
            <a className={linkClassName({})} href={engineUrl} target="_blank" rel="noopener noreferrer">
              {searchAndBookMessages.openInNewTab}
            </a>
          </div>
        </>
      ) : (
        <section className={styles.fallback} aria-labelledby="booking-unavailable">
          <h2 id="booking-unavailable" className={styles.fallbackHeading}>
            {searchAndBookMessages.unavailableHeading}
          </h2>
          <p className={styles.fallbackText}>{formatMessage(searchAndBookMessages.unavailable, { phone, hours })}</p>
          <div className={styles.actions}>
            <a className={buttonClassName({ appearance: 'outline' })} href={phoneHref(phone)}>
              {formatMessage(searchAndBookMessages.callUs, { phone })}
            </a>
            <ButtonLink appearance="primary" to={PUBLIC_PATHS.requestQuote}>
              {searchAndBookMessages.requestQuote}
            </ButtonLink>
          </div>
        </section>
      )}
    </div>
  );
}

/** `/search-and-book/soft-voyage`: the booking engine, introduced for cruise shoppers. */
export function SoftVoyagePage() {
  return <SearchAndBookPage variant="cruise" />;
}
