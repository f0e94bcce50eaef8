import { ResponsivePicture } from '../../responsive-picture.tsx';
import { imageListField, textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './gallery-layout.module.css';

/** Photos in columns of 240 px or more in the page's main column (gallery-layout.module.css). */
const GALLERY_SIZES = '(min-width: 960px) 260px, (min-width: 560px) 50vw, 100vw';

/** 'Layout 4', Gallery: photos with captions (the caption is the photo's text alternative). */
export function GalleryLayout({ fields }: LayoutProps) {
  const intro = textField(fields, 'intro');
  return (
    <div className={layout.stack}>
      {intro ? <p className={layout.paragraph}>{intro}</p> : null}
      <ul className={styles.grid}>
        {imageListField(fields, 'images').map((photo, position) => (
          <li key={`${photo.image}-${position}`}>
            <figure className={styles.figure}>
              <ResponsivePicture className={styles.image} reference={photo.image} alt={photo.caption} width={400} height={300} sizes={GALLERY_SIZES} />
              {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
