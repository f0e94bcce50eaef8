import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** Props of {@link LinkButton}: a destination instead of `href`, and Fluent's button look. */
export interface LinkButtonProps {
  to: To;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A link that looks like a Fluent button ("Request a Quote", "View All"): a real `<a href>` that
 * navigates inside the SPA, so it still opens in a new tab and reads as a link to assistive technology.
 */
export function LinkButton({ to, children, onClick, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      as="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </Button>
  );
}
