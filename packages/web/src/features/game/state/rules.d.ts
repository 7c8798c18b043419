/**
 * What the viewer may do now (seed 000 sections 4–6), as pure functions of the state and the
 * page's clock. The server checks everything again; these decide what the page offers.
 */
import { type CountingBlock } from '@tengen/protocol';
import { type GameState } from './state.ts';
export declare function isOwnTurn(state: GameState): boolean;
/** The board takes the viewer's clicks: their own colour to play, no move already on its way. */
export declare function boardAcceptsInput(state: GameState): boolean;
/** Resign is enabled once 11 moves have been played. */
export declare function canResign(state: GameState): boolean;
/** Pass only on the viewer's own turn, never under the pre-start mask. */
export declare function canPass(state: GameState): boolean;
/**
 * The take-back to ask for: 1 takes back the viewer's last move (the opponent to play), 2 that
 * move and the reply (the viewer to play). Null when not allowed now.
 */
export declare function takeBackDepth(state: GameState): 1 | 2 | null;
/** Undo is offered only when the game allows take-backs (the undo permission). */
export declare function offersUndo(state: GameState): boolean;
/**
 * Why the viewer may not ask to count now (the four messages of seed 000 section 5), or null
 * when the request may go. Not a player, a request already under way: `NOT_NOW`.
 */
export declare function countingBlock(
  state: GameState,
  now: number,
):
  | CountingBlock
  | {
      code: 'NOT_NOW';
    }
  | null;
/** The situation judgement button: a free game (game id 0), or an audit man in a competition game. */
export declare function showsJudgement(state: GameState): boolean;
/** The pre-start countdown and its mask show until the game starts. */
export declare function showsPreStartMask(state: GameState): boolean;
/** Seconds left before the start (rounded up), 0 once started. */
export declare function secondsToStart(state: GameState, now: number): number;
/** A member may ask to start early when the game allows it, before the start, with nothing pending. */
export declare function canStartEarly(state: GameState): boolean;
/** The viewer is asked to start early and may still answer. */
export declare function earlyStartToAnswer(state: GameState, now: number): number | null;
/** The viewer is the opponent of whoever asked (take-back or counting), so it is theirs to answer. */
export declare function answersTakeBack(state: GameState): boolean;
export declare function answersCounting(state: GameState): 'request' | 'result' | null;
/** A player may call the referee when the game allows it and calls are left (2 per game). */
export declare function canCallReferee(state: GameState): boolean;
/** An unfinished game's page reloads after more than 300 s without anything happening. */
export declare function idleReloadDue(state: GameState, now: number): boolean;
