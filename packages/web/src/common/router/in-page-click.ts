/** What a click on a link says about how it was made (the fields of a DOM `MouseEvent`). */
export interface LinkClick {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

/** The link's own say in where it goes. */
export interface LinkTarget {
  /** The resolved address (`anchor.href`). */
  readonly href: string;
  /** `anchor.target`: '' or `_self` open in this tab. */
  readonly target: string;
  readonly download: boolean;
}

/**
 * Whether the router follows a click itself (history.pushState) rather than the browser: only a
 * plain left click, nobody handled it already, the link opens in this tab, is no download, and
 * stays on this site. A ctrl/meta/shift/alt or middle click keeps its usual meaning (new tab,
 * new window, save).
 */
export function isInPageClick(click: LinkClick, link: LinkTarget, pageOrigin: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((link.target !== '' && link.target !== '_self') || link.download) return false;
  return new URL(link.href, pageOrigin).origin === pageOrigin;
}
