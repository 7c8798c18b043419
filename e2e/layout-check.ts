/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What a person would notice about a page's layout, measured from element boxes inside the page
 * (`page.evaluate(measureLayout, …)`): controls on top of each other, things cut off at the
 * sides or a sideways scroll, touch targets too small for a finger, and where the board is.
 *
 * `measureLayout` is sent to the page as its source text, so it uses nothing from outside itself.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LayoutReport {
  readonly viewport: { readonly width: number; readonly height: number };
  /** The document's width; more than the viewport's means a sideways scroll. */
  readonly scrollWidth: number;
  /** How many visible controls were measured. */
  readonly controls: number;
  /** Pairs of controls whose boxes overlap, each named `tag "text"`. */
  readonly overlaps: readonly string[];
  /** Controls and text reaching past the left or right edge of the window. */
  readonly cutOff: readonly string[];
  /** Text that runs out of its own box (sticking out, or cut without an ellipsis). */
  readonly overflowingText: readonly string[];
  /** Boxes that scroll sideways: a dialog or a panel a person must pan. */
  readonly sidewaysScrollers: readonly string[];
  /** Controls narrower or lower than `minTarget` (inline links in running text excepted). */
  readonly smallTargets: readonly string[];
  /** The game board's box, when the page has one. */
  readonly board: Box | null;
}

export interface LayoutOptions {
  /** The least width and height of a touch target in CSS px; 0 checks none. */
  readonly minTarget: number;
}

export function measureLayout({ minTarget }: LayoutOptions): LayoutReport {
  const CONTROLS =
    'button, a[href], input, select, textarea, [role="switch"], [role="combobox"], [role="option"]';
  const TEXT = 'h1, h2, h3, p, li, dt, dd, label, legend';
  const width = window.innerWidth;
  const height = window.innerHeight;

  // With a modal open, only what is in it can be reached.
  const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')];
  const scope: ParentNode = modals.length > 0 ? modals[modals.length - 1] : document;

  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const name = (el: Element): string => {
    const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '';
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} "${text}"`;
  };
  // An element inside a sideways scroller may pass the window's edge by design.
  const inScroller = (el: Element): boolean => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const overflow = getComputedStyle(p).overflowX;
      if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
    }
    return false;
  };
  // A link in a sentence is exempt from the target size (WCAG 2.5.8).
  const inlineInText = (el: Element): boolean => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const parentText = (el.parentElement?.textContent ?? '').trim();
    return parentText.length > (el.textContent ?? '').trim().length;
  };

  // A sticky bar that is stuck (the review's board and step buttons on a phone, once the page
  // scrolls) lies over what scrolls under it by design, and so does an open list: their
  // controls are compared only with each other.
  const stuckBar = (el: Element): Element | null => {
    if (window.scrollY <= 0) return null;
    for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.position !== 'sticky') continue;
      return Math.abs(p.getBoundingClientRect().top - Number.parseFloat(style.top)) < 1 ? p : null;
    }
    return null;
  };
  const layerOf = (el: Element): Element | null => el.closest('[role="listbox"]') ?? stuckBar(el);

  const controls = [...scope.querySelectorAll(CONTROLS)].filter(shown);
  const overlaps: string[] = [];
  for (let i = 0; i < controls.length; i++) {
    const a = controls[i];
    const ra = a.getBoundingClientRect();
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j];
      if (a.contains(b) || b.contains(a) || layerOf(a) !== layerOf(b)) continue;
      const rb = b.getBoundingClientRect();
      const across = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const down = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (across > 1 && down > 1) overlaps.push(`${name(a)} × ${name(b)}`);
    }
  }

  const cutOff: string[] = [];
  for (const el of [...controls, ...[...scope.querySelectorAll(TEXT)].filter(shown)]) {
    const r = el.getBoundingClientRect();
    if ((r.left < -1 || r.right > width + 1) && !inScroller(el)) {
      cutOff.push(`${name(el)} at ${Math.round(r.left)}…${Math.round(r.right)}`);
    }
  }

  // Text wider than its box: it sticks out (overflow visible) or is cut, unless an ellipsis
  // shows the cut (which needs a block-like box: a flex box's text is cut without one).
  const overflowingText: string[] = [];
  const sidewaysScrollers: string[] = [];
  for (const el of [...controls, ...[...scope.querySelectorAll(TEXT)].filter(shown)]) {
    if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
    const style = getComputedStyle(el);
    const ellipsis =
      style.textOverflow === 'ellipsis' &&
      ['block', 'inline-block', 'flow-root', 'list-item'].includes(style.display);
    if (
      style.overflowX === 'visible' ||
      ((style.overflowX === 'hidden' || style.overflowX === 'clip') && !ellipsis)
    ) {
      overflowingText.push(`${name(el)} ${el.scrollWidth} in ${el.clientWidth}`);
    }
  }
  const boxes =
    scope === document ? document.querySelectorAll('body *') : (scope as Element).querySelectorAll('*');
  for (const el of [...(scope === document ? [] : [scope as Element]), ...boxes]) {
    if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
    const overflow = getComputedStyle(el).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && shown(el)) {
      sidewaysScrollers.push(
        `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth} in ${el.clientWidth}`,
      );
    }
  }

  const smallTargets: string[] = [];
  if (minTarget > 0) {
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if ((r.width < minTarget - 0.5 || r.height < minTarget - 0.5) && !inlineInText(el)) {
        smallTargets.push(`${name(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
  }

  // The board widget draws on stacked canvases: the board is the box around them all.
  const canvases = [...document.querySelectorAll('.tg-game-board canvas')].map((c) =>
    c.getBoundingClientRect(),
  );
  const board =
    canvases.length === 0
      ? null
      : {
          x: Math.min(...canvases.map((r) => r.left)),
          y: Math.min(...canvases.map((r) => r.top)),
          width: Math.max(...canvases.map((r) => r.right)) - Math.min(...canvases.map((r) => r.left)),
          height: Math.max(...canvases.map((r) => r.bottom)) - Math.min(...canvases.map((r) => r.top)),
        };
  return {
    viewport: { width, height },
    scrollWidth: document.documentElement.scrollWidth,
    controls: controls.length,
    overlaps,
    cutOff,
    overflowingText,
    sidewaysScrollers,
    smallTargets,
    board,
  };
}
