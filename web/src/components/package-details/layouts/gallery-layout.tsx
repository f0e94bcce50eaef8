import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { imageListField, textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './gallery-layout.module.css';

/** 'Layout 4', Gallery: photos with captions (the caption is the photo's text alternative). */
export function GalleryLayout({ fields }: LayoutProps) {
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
