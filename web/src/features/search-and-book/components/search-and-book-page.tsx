import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { LinkButton } from '../../../components/link-button.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { searchAndBookMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: { maxWidth: '1200px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  heading: { margin: 0, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  intro: { maxWidth: '760px', margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXL}`, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  frame: {
    display: 'block',
    width: '100%',
    height: '80vh',
    minHeight: '640px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  below: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, marginTop: tokens.spacingVerticalM, fontSize: tokens.fontSizeBase200 },
  fallback: {
    maxWidth: '760px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
  },
  fallbackHeading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  fallbackText: { margin: `0 0 ${tokens.spacingVerticalL}`, lineHeight: tokens.lineHeightBase400 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  phoneButton: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

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
  const styles = useStyles();
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
            <Link href={engineUrl} target="_blank" rel="noopener noreferrer">
              {searchAndBookMessages.openInNewTab}
            </Link>
          </div>
        </>
      ) : (
        <section className={styles.fallback} aria-labelledby="booking-unavailable">
          <h2 id="booking-unavailable" className={styles.fallbackHeading}>
            {searchAndBookMessages.unavailableHeading}
          </h2>
          <p className={styles.fallbackText}>{formatMessage(searchAndBookMessages.unavailable, { phone, hours })}</p>
          <div className={styles.actions}>
            <a className={styles.phoneButton} href={phoneHref(phone)}>
              {formatMessage(searchAndBookMessages.callUs, { phone })}
            </a>
            <LinkButton appearance="primary" to={SITE_PATHS.requestQuote}>
              {searchAndBookMessages.requestQuote}
            </LinkButton>
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
