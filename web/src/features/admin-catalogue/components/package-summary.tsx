import { makeStyles, tokens } from '@fluentui/react-components';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { quotedPriceText } from '../../../components/admin-form/quoted-price.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  image: {
    width: '96px',
    height: '64px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  placeholder: {
    width: '96px',
    height: '64px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    flexShrink: 0,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * A package as the homepage screens show it: banner, title, destination and the price visitors see today (and how many
 * open departures it comes from); a dashed frame when empty.
 */
export function PackageSummary({ card, emptyText }: { card: PackageCard | null; emptyText: string }) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  if (!card) {
    return (
      <div className={styles.root}>
        <span className={styles.placeholder} aria-hidden />
        <span className={styles.meta}>{emptyText}</span>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <img className={styles.image} src={resolveMediaUrl(card.banner_image, cdnPrefix)} alt="" width={96} height={64} loading="lazy" />
      <div className={styles.text}>
        <span className={styles.title}>{card.title}</span>
        <span className={styles.meta}>{[card.destinationName, quotedPriceText(card)].filter(Boolean).join(' · ')}</span>
      </div>
    </div>
  );
}
