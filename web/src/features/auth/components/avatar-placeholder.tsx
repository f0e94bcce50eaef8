import { tokens } from '@fluentui/react-components';

/**
 * The picture shown for someone without a profile picture: a neutral head-and-shoulders silhouette,
 * drawn inline (no request, no external image). Decorative: the name is next to it.
 */
export function AvatarPlaceholder({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill={tokens.colorBrandBackground2} />
      <circle cx="24" cy="19" r="8" fill={tokens.colorBrandForeground2} />
      <path d="M9.5 39.5c2.6-6.6 8.3-10.5 14.5-10.5s11.9 3.9 14.5 10.5A23.9 23.9 0 0 1 24 48a23.9 23.9 0 0 1-14.5-8.5z" fill={tokens.colorBrandForeground2} />
    </svg>
  );
}
