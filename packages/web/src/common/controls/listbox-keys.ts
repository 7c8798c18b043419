/** What a key does in an open listbox (the dropdown's option list), as a value: no DOM here. */
export type ListboxAction =
  | { readonly type: 'move'; readonly index: number }
  | { readonly type: 'choose'; readonly index: number }
  | { readonly type: 'close' }
  | { readonly type: 'none' };

const PAGE_STEP = 5;

/**
 * The action of `key` with option `active` highlighted among `count` options. Movement stops at
 * the ends (it does not wrap), as in the WAI-ARIA select-only combobox pattern.
 */
export function listboxKeyAction(key: string, active: number, count: number): ListboxAction {
  if (count === 0) return key === 'Escape' || key === 'Tab' ? { type: 'close' } : { type: 'none' };
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: clamp(active + 1) };
    case 'ArrowUp':
      return { type: 'move', index: clamp(active - 1) };
    case 'PageDown':
      return { type: 'move', index: clamp(active + PAGE_STEP) };
    case 'PageUp':
      return { type: 'move', index: clamp(active - PAGE_STEP) };
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: count - 1 };
    case 'Enter':
    case ' ':
      return { type: 'choose', index: clamp(active) };
    case 'Escape':
    case 'Tab':
      return { type: 'close' };
    default:
      return { type: 'none' };
  }
}

/**
 * Type-ahead: the next option after `active` whose label starts with `typed` (case-insensitive),
 * wrapping around; `active` itself last. -1 when none matches.
 */
export function typeaheadIndex(labels: readonly string[], active: number, typed: string): number {
  const prefix = typed.toLocaleLowerCase();
  if (prefix === '') return -1;
  for (let offset = 1; offset <= labels.length; offset++) {
    const i = (active + offset) % labels.length;
    if (labels[i].toLocaleLowerCase().startsWith(prefix)) return i;
  }
  return -1;
}
