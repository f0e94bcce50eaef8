import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** Props of {@link LinkButton}: a destination instead of `href`, Fluent's button look, and an anchor's other attributes. */
export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Navigation state handed to the page it opens (e.g. the list address to come back to). */
  state?: unknown;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a Fluent button ("Add promotion", "Back to Promotions"), for the Fluent screens (the public
 * CSS-module pages have `ButtonLink` in `components/ui/button.tsx`): a real `<a href>` that navigates inside the SPA,
 * so it still opens in a new tab and reads as a link to assistive technology. It takes an anchor's attributes, e.g.
 * `aria-label="Edit Europe"` on a card's "Edit", and works as a Tooltip's trigger.
 */
export function LinkButton({ to, state, onClick, ...anchorProps }: LinkButtonProps) {
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
