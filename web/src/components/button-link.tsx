import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** Props of {@link ButtonLink}: a destination, Fluent's button look, and an anchor's other attributes. */
export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Navigation state handed to the page it opens (e.g. the list address to come back to). */
  state?: unknown;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link in a Fluent button's look that navigates inside the app: a real `<a href>` (opens in a new tab,
 * reads as a link) that takes an anchor's attributes, e.g. `aria-label="Edit Europe"` on a card's "Edit",
 * and works as a Tooltip's trigger.
 */
export function ButtonLink({ to, state, onClick, ...anchorProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Button
      {...anchorProps}
      as="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
