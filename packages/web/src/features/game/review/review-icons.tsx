/**
 * The review buttons' icons, drawn as inline SVG in the text colour: symbol characters such as
 * ⏮ and ⏭ are missing from many fonts and showed as empty boxes. Decorative only; the buttons
 * carry the words as their accessible names.
 */

export type ReviewIconName = 'toStart' | 'back5' | 'back1' | 'forward1' | 'forward5' | 'toEnd';

/** Paths on a 24×24 grid, pointing left; the forward icons are the same paths mirrored. */
const LEFT: Readonly<Record<'start' | 'double' | 'single', string>> = {
  start: 'M6 5v14 M18 5l-9 7 9 7z',
  double: 'M12 6l-6 6 6 6 M19 6l-6 6 6 6',
  single: 'M15 6l-6 6 6 6',
};

const SHAPE: Readonly<Record<ReviewIconName, { readonly d: string; readonly mirrored: boolean }>> = {
  toStart: { d: LEFT.start, mirrored: false },
  back5: { d: LEFT.double, mirrored: false },
  back1: { d: LEFT.single, mirrored: false },
  forward1: { d: LEFT.single, mirrored: true },
  forward5: { d: LEFT.double, mirrored: true },
  toEnd: { d: LEFT.start, mirrored: true },
};

export function ReviewIcon({ name }: { readonly name: ReviewIconName }) {
  const { d, mirrored } = SHAPE[name];
  return (
    <svg
      className="tg-review__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path
        d={d}
        transform={mirrored ? 'matrix(-1 0 0 1 24 0)' : undefined}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
