import cardStyles from './package-card.module.css';
import styles from './package-card-skeleton.module.css';

const join = (...classNames: string[]) => classNames.join(' ');

/**
 * Stand-in for a {@link PackageCard} while deals load: same frame, image shape and about the same height,
 * so the page does not jump when the cards arrive. Hidden from assistive technology; the list announces
 * its own loading state.
 */
export function PackageCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true" data-testid="package-card-skeleton">
      <div className={cardStyles.media} />
      <div className={join(cardStyles.body, styles.body)}>
        <div className={join(styles.bar, styles.short)} />
        <div className={join(styles.bar, styles.title)} />
        <div className={join(styles.bar, styles.medium)} />
        <div className={join(styles.bar, styles.medium)} />
        <div className={join(styles.bar, styles.price)} />
      </div>
    </div>
  );
}
