/** Who may accept an open challenge (docs/lobby.md), for the lobby page and the server alike. */
import { rankValue } from '../constants/ranks.ts';
import type { Seek } from '../socket/lobby-server.ts';

export type SeekIneligibility = 'OWN' | 'OUT_OF_RANGE';

/** Why a player of rank `levelname` may not accept `seek`, or null if they may. */
export function seekIneligibility(
  seek: Pick<Seek, 'username' | 'minlevel' | 'maxlevel'>,
  username: string,
  levelname: string,
): SeekIneligibility | null {
  if (seek.username === username) return 'OWN';
  const level = rankValue(levelname);
  const min = rankValue(seek.minlevel);
  const max = rankValue(seek.maxlevel);
  if (level === null || min === null || max === null || level < min || level > max) return 'OUT_OF_RANGE';
  return null;
}

/** Whether a range's lowest rank is at or below its highest. */
export function isRankRange(minlevel: string, maxlevel: string): boolean {
  const min = rankValue(minlevel);
  const max = rankValue(maxlevel);
  return min !== null && max !== null && min <= max;
}
