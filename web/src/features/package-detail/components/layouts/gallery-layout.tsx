import { makeStyles, tokens } from '@fluentui/react-components';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { useRuntimeConfig } from '../../../../lib/runtime-config.ts';
import { imageListField, textField, type LayoutProps } from './layout-fields.ts';
import { useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  image: { display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** 'Layout 4', Gallery: photos with captions (the caption is the photo's text alternative). */
export function GalleryLayout({ fields }: LayoutProps) {
  const layout = useLayoutStyles();
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const intro = textField(fields, 'intro');
  return (
    <div className={layout.stack}>
      {intro ? <p className={layout.paragraph}>{intro}</p> : null}
      <ul className={styles.grid}>
        {imageListField(fields, 'images').map((photo, position) => (
          <li key={`${photo.image}-${position}`}>
            <figure className={styles.figure}>
              <img
                className={styles.image}
                src={resolveMediaUrl(photo.image, cdnPrefix)}
                alt={photo.caption}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
              {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
