import spriteUrl from './icons.svg?no-inline';

/** Props of an icon component. */
export interface IconProps {
  className?: string;
}

/**
 * One icon of the public pages' sprite (`icons.svg`): the symbol `id` at `size` px, in the text's colour. The shapes
 * live in that one cached file rather than in the JavaScript, which a first visit downloads before the page works.
 * Decorative (`aria-hidden`): the control or text beside it carries the name.
 */
export function SpriteIcon({ id, size, className }: { id: string; size: number; className?: string | undefined }) {
  return (
    <svg className={className} width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}

/** The component of one icon of the sprite. */
export function spriteIcon(id: string, size: number) {
  return function Icon({ className }: IconProps) {
    return <SpriteIcon id={id} size={size} className={className} />;
  };
}
