import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/**
 * A grey shimmering block that holds the place of content still loading, at the content's size so that
 * nothing shifts when it arrives. Decorative: the region around it says it is busy (`aria-busy`).
 */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span aria-hidden="true" className={className ? `${styles.block} ${className}` : styles.block} style={style} />;
}
