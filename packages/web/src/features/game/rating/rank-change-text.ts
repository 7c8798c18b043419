/** A rating change in words: the sign always shown, as the rank's own label on either side. */
import type { PlayRatingChange } from '@tengen/protocol';

/** `+38`, `-12`, `±0`. */
export function deltaText(delta: number): string {
  if (delta === 0) return '±0';
  return delta > 0 ? `+${delta}` : `${delta}`;
}

/** Up, down or level: the change's modifier class. */
export function changeDirection(delta: number): 'up' | 'down' | 'same' {
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
}

/** The values of the `rating:result.change` text. */
export function changeValues(
  change: PlayRatingChange,
  /** A level as shown (common/level-name.ts); as it is by default. */
  level: (label: string) => string = (label) => label,
) {
  return {
    name: change.username,
    before: level(change.before.gamelevelname),
    after: level(change.after.gamelevelname),
    delta: deltaText(change.delta),
    rating: change.after.rating,
  };
}
