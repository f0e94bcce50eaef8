import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { usePackageCardStyles } from './package-card.tsx';

const useStyles = makeStyles({
  body: { minHeight: '212px' },
  bar: {
    height: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground4,
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } },
    animationDuration: '1.6s',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  short: { width: '40%' },
  title: { height: '20px', width: '90%' },
  medium: { width: '70%' },
  price: { marginTop: 'auto', height: '24px', width: '45%' },
});

/**
 * Stand-in for a {@link PackageCard} while deals load: same frame, image shape and about the same height,
 * so the page does not jump when the cards arrive. Hidden from assistive technology; the list announces
 * its own loading state.
 */
export function PackageCardSkeleton() {
  const shared = usePackageCardStyles();
  const styles = useStyles();
  return (
    <div className={shared.card} aria-hidden="true" data-testid="package-card-skeleton">
      <div className={shared.media} />
      <div className={mergeClasses(shared.body, styles.body)}>
        <div className={mergeClasses(styles.bar, styles.short)} />
        <div className={mergeClasses(styles.bar, styles.title)} />
        <div className={mergeClasses(styles.bar, styles.medium)} />
        <div className={mergeClasses(styles.bar, styles.medium)} />
        <div className={mergeClasses(styles.bar, styles.price)} />
      </div>
    </div>
  );
}
