/**
 * Multi-game rounds (seed 000 section 4, "On finish"): when a game of a round of several ends,
 * the page waits 3 s, asks GET /jwt/querysecondp/{playid}/, and moves to the second game when
 * the answer's result is 0.
 */
import { type PlayInfo, type SecondPlayResponse } from '@tengen/protocol';
/** Rounds of more than one game; a free game (game id 0) on a board of 9 or larger is excluded. */
export declare function secondGameApplies(play: PlayInfo): boolean;
export declare const SECOND_GAME_DELAY_MS: 3000;
/** Where to go after the answer, or null to stay (no second game yet, or it is this one). */
export declare function secondGamePath(answer: SecondPlayResponse, currentPlayId: number): string | null;
