import { useEffect, useState, type RefObject } from 'react';
import type { PriceParts } from '@tdp/shared/pricing/all-in-price';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { allInPriceText } from '../all-in-price.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { packageDetailMessages } from './package-detail-messages.ts';
import { quoteRequestPath } from './package-price-card.tsx';
import styles from './quote-bar.module.css';

/** Props of {@link QuoteBar}. */
export interface QuoteBarProps {
  pkg: PublicPackage;
  /** The price card: while it is on screen the bar steps aside (its own "Request a quote" is in view). */
  priceCard: RefObject<HTMLElement | null>;
  /** The from-price of the departures chosen on the page, when they are (as the price card shows it). */
  price?: PriceParts | null | undefined;
}

/**
 * "Request a quote" kept at the bottom of a phone's screen (below 960 px, where the price card scrolls away with
 * the page): the all-in "from" price and the quote link, hidden while the price card itself is in view. A real link, so it
 * works before the app starts. From 960 px the price card stays beside the trip and the bar is not shown.
 */
export function QuoteBar({ pkg, priceCard, price }: QuoteBarProps) {
  const cardInView = useInView(priceCard);
  return (
    <div className={cardInView ? `${styles.bar} ${styles.aside}` : styles.bar} role="region" aria-label={packageDetailMessages.quoteBar} data-quote-bar="">
      <p className={styles.price}>{allInPriceText(price ?? pkg)}</p>
      <ButtonLink appearance="primary" size="large" to={quoteRequestPath(pkg.package_url)}>
        {packageDetailMessages.requestQuote}
      </ButtonLink>
    </div>
  );
}

/** Whether an element is on screen (false until known, and where the browser cannot tell). */
function useInView(target: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}
