import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** Props of {@link ButtonLink}: a destination, Fluent's button look and an optional accessible name. */
export interface ButtonLinkProps {
  to: To;
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  /** The link's name when the visible text is not enough on its own, e.g. "Edit Europe" for a card's "Edit". */
  'aria-label'?: string;
  title?: string;
}

/**
 * A link in a Fluent button's look that navigates inside the app: a real `<a href>` (opens in a new tab,
 * reads as a link) that can carry its own accessible name.
 */
export function ButtonLink({ to, children, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...buttonProps} as="a" href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
      {children}
    </Button>
  );
}
