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
export function changeValues(change: PlayRatingChange) {
  return {
    name: change.username,
    before: change.before.gamelevelname,
    after: change.after.gamelevelname,
    delta: deltaText(change.delta),
    rating: change.after.rating,
  };
}
