import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isInPageClick } from './in-page-click.ts';
import { useNavigate } from './router-hooks.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site (`/play/p/12/`) or a full address elsewhere. */
  readonly to: string;
}

/**
 * An anchor with a real `href`: a plain left click on a path of this site changes the page in
 * place, anything else (modified clicks, another site, another tab) is the browser's.
 */
export function Link({ to, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const { button, metaKey, ctrlKey, shiftKey, altKey, currentTarget: a } = event;
    // React's `defaultPrevented` field misses a handler's preventDefault; the method does not.
    const click = {
      button,
      metaKey,
      ctrlKey,
      shiftKey,
      altKey,
      defaultPrevented: event.isDefaultPrevented(),
    };
    const link = { href: a.href, target: a.target, download: a.hasAttribute('download') };
    if (!isInPageClick(click, link, window.location.origin)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...anchor} href={to} onClick={follow} />;
}
