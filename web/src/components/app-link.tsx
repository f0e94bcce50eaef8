import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import styles from './app-link.module.css';

/** Props of {@link AppLink}: an anchor's attributes with a router destination instead of `href`. */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Link look: `subtle` uses the neutral text colour. */
  appearance?: 'default' | 'subtle';
  /** Underlined, for links inside running text. */
  inline?: boolean;
};

/** The class names of the link look, for a plain `<a>` that leaves the SPA (an external address). */
export function linkClassName({ appearance = 'default', inline = false, className }: Pick<AppLinkProps, 'appearance' | 'inline' | 'className'>): string {
  return [styles.root, appearance === 'subtle' && styles.subtle, inline && styles.inline, className].filter(Boolean).join(' ');
}

/**
 * A link in the site's link look that navigates inside the SPA (no page reload) and still is a real
 * `<a href>`, so it opens in a new tab and works for crawlers and assistive technology.
 */
export function AppLink({ to, onClick, target, appearance = 'default', inline = false, className, ...anchorProps }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...anchorProps}
      href={href}
      target={target}
      className={linkClassName({ appearance, inline, className })}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
