/**
 * The second game of a multi-game round (maxplaycount above 1): asked for by the page 3 s
 * after the first game ends (GET /jwt/querysecondp/). Tengen creates it on that first ask,
 * once: the same settings with colours swapped (each player keeps their own chat choice),
 * the next play index, and a start one minute later so both players can arrive (they may
 * start early if the settings allow it).
 */
import { DEFAULT_PLAY_SETTINGS } from '../storage/rows.ts';
import type { Competition, NewPlay, Play, PlaySettings } from '../storage/types.ts';

export const SECOND_GAME_START_DELAY_MS = 60_000;

/** What to create as the second game of `first`, or null when there is none to create. */
export function secondPlayFor(first: Play, competition: Competition | null, now: number): NewPlay | null {
  if (competition === null || competition.maxPlayCount < 2) return null;
  if (first.firstPlayId !== 0 || first.status !== 1) return null;
  return {
    ...settingsOf(first),
    gameId: first.gameId,
    round: first.round,
    playIndex: first.playIndex + 1,
    blackId: first.whiteId,
    whiteId: first.blackId,
    blackChat: first.whiteChat,
    whiteChat: first.blackChat,
    startsAt: now + SECOND_GAME_START_DELAY_MS,
    createdAt: now,
  };
}

function settingsOf(play: Play): PlaySettings {
  const keys = Object.keys(DEFAULT_PLAY_SETTINGS) as (keyof PlaySettings)[];
  return Object.fromEntries(keys.map((key) => [key, play[key]])) as unknown as PlaySettings;
}
