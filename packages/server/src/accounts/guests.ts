/** Guest names: `guest_` and nine random digits (seed 000: guest names are of that form). */
import { randomInt } from 'node:crypto';
import { GUEST_NAME_PREFIX } from '@tengen/protocol';

export function newGuestName(random: (max: number) => number = randomInt): string {
  return `${GUEST_NAME_PREFIX}${String(random(1_000_000_000)).padStart(9, '0')}`;
}
