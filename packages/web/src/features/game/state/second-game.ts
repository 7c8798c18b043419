/**
 * Multi-game rounds (seed 000 section 4, "On finish"): when a game of a round of several ends,
 * the page waits 3 s, asks GET /jwt/querysecondp/{playid}/, and moves to the second game when
 * the answer's result is 0.
 */
import { COUNTDOWNS, type PlayInfo, RESULT_CODE, type SecondPlayResponse } from '@tengen/protocol';

/** Rounds of more than one game; a free game (game id 0) on a board of 9 or larger is excluded. */
export function secondGameApplies(play: PlayInfo): boolean {
  if (play.maxplaycount <= 1) return false;
  return !(play.gameid === 0 && play.lu >= 9);
}

export const SECOND_GAME_DELAY_MS = COUNTDOWNS.secondGameQueryMs;

/** Where to go after the answer, or null to stay (no second game yet, or it is this one). */
export function secondGamePath(answer: SecondPlayResponse, currentPlayId: number): string | null {
  if (answer.result !== RESULT_CODE.ok || answer.secondid <= 0 || answer.secondid === currentPlayId)
    return null;
  return `/play/p/${answer.secondid}/`;
}
