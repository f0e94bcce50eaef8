import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import styles from './button.module.css';

/** How a button stands out: `primary` is the page's main action (brand green), `secondary` the default. */
export type ButtonAppearance = 'primary' | 'secondary' | 'outline' | 'subtle' | 'transparent';

/** Button heights: 24, 32 (default) and 40 px. */
export type ButtonSize = 'small' | 'medium' | 'large';

/** What every button-looking control takes besides its own element's props. */
export interface ButtonLookProps {
  appearance?: ButtonAppearance;
  size?: ButtonSize;
  /** A decorative icon (its text or `aria-label` names the control). */
  icon?: ReactNode;
  iconPosition?: 'before' | 'after';
  className?: string;
}

/** The class names of a button look, for an element that is neither a `<button>` nor an SPA link (a `tel:` link). */
export function buttonClassName({ appearance = 'secondary', size = 'medium', className, iconOnly = false }: ButtonLookProps & { iconOnly?: boolean }): string {
  return [
    styles.button,
    appearance === 'secondary' ? undefined : styles[appearance],
    size === 'medium' ? undefined : styles[size],
    iconOnly ? styles.iconOnly : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function ButtonContent({ icon, iconPosition = 'before', children }: { icon?: ReactNode; iconPosition?: 'before' | 'after'; children?: ReactNode }) {
  const iconSlot = icon ? <span className={styles.icon}>{icon}</span> : null;
  return (
    <>
      {iconPosition === 'before' && iconSlot}
      {children}
      {iconPosition === 'after' && iconSlot}
    </>
  );
}

/** Props of {@link Button}: a native `<button>` (type `button` unless said) with a button look. */
export type ButtonProps = ButtonLookProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** A native button in the site's look (the public pages' stand-in for Fluent's Button). */
export function Button({ appearance, size, icon, iconPosition, className, type = 'button', children, ...buttonProps }: ButtonProps) {
  return (
    <button {...buttonProps} type={type} className={buttonClassName({ appearance, size, className, iconOnly: !children })}>
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </button>
  );
}

/** Props of {@link ButtonLink}: a destination inside the site and a button look. */
export interface ButtonLinkProps extends ButtonLookProps {
  to: To;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-label'?: string;
}

/**
 * A link that looks like a button ("Request a Quote", "View All"): a real `<a href>` that navigates inside the
 * SPA, so it still opens in a new tab and reads as a link to assistive technology.
 */
export function ButtonLink({ to, children, onClick, appearance, size, icon, iconPosition, className, ...anchorProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...anchorProps}
      href={href}
      className={buttonClassName({ appearance, size, className })}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </a>
  );
}
