import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** Props of {@link AppLink}: an anchor's attributes with a router destination instead of `href`. */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Fluent link look: `subtle` uses the neutral text colour. */
  appearance?: 'default' | 'subtle';
  /** Underlined, for links inside running text. */
  inline?: boolean;
};

/**
 * A Fluent UI link that navigates inside the SPA (no page reload) and still is a real `<a href>`,
 * so it opens in a new tab and works for crawlers and assistive technology.
 */
export function AppLink({ to, onClick, target, ...anchorProps }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <Link
      {...anchorProps}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
