/**
 * Situation judgement: who is ahead and by how much, counted the way the game room counts.
 * Two methods, chosen by the position:
 * - **final** — the moves end with two passes: dead stones from `final_status_list dead`
 *   (fast once a game is played out), then exactly the room's area count. If the engine does
 *   not answer within `finalTimeoutMs` (the players passed early), the estimate is used.
 * - **estimate** — a game in play: dead stones from GNU Go's dragon analysis (dead dragons,
 *   and critical ones the side to move can kill), empty points shared by its territory values
 *   (judge-score.ts).
 */
import { type MuScore, type Position, type Result, type Stone } from '@tengen/core';
import { type Dragon } from './dead-stones.ts';
import type { EngineLane } from './fair-queue.ts';
import type { EnginePool } from './pool.ts';
import type { EnginePosition } from './position.ts';
export interface JudgeRequest {
    readonly size: number;
    readonly setup: {
        readonly black: readonly string[];
        readonly white: readonly string[];
    };
    readonly firstColor: Stone;
    /** SGF points, `tt` a pass. */
    readonly moves: readonly string[];
    /** Handicap stones and komi shift, as the play info has them (they decide komi). */
    readonly rangzi: number;
    readonly daotiemu: number;
}
export interface Judgement {
    readonly score: MuScore;
    /** The stones counted as dead, SGF points. */
    readonly dead: readonly string[];
    readonly method: 'final' | 'estimate';
}
export interface JudgeOptions {
    readonly owner: string;
    readonly lane: EngineLane;
    /** GNU Go's level for the analysis (lower is faster). */
    readonly level: number;
    /** How long `final_status_list` may take before the estimate is used instead. */
    readonly finalTimeoutMs: number;
}
/** The position after the moves, replayed by the rules core; a bad setup or an illegal move is an error. */
export declare function replay(request: JudgeRequest): Result<Position, string>;
/** The position as the engine gets it: komi in points (the site's komi is in stones). */
export declare function enginePositionOf(request: JudgeRequest): EnginePosition;
export declare function endsWithTwoPasses(moves: readonly string[]): boolean;
/**
 * Judges a position. Answers an error (never touching the engine) for a position that is not
 * legal; engine failures (busy, died, timed out) are thrown as EngineBusyError / GtpError.
 */
export declare function judge(pool: EnginePool, request: JudgeRequest, options: JudgeOptions): Promise<Result<Judgement, string>>;
/** Dead dragons, and critical dragons of the side not to move: its opponent moves first and kills. */
export declare function deadInPlay(pos: Position, dragons: readonly Dragon[], toMove: Stone): string[];
/**
 * The dead stones for a count that ends a game (two passes, or counting agreed): the engine's
 * `final_status_list dead`; if that takes longer than `finalTimeoutMs` (the players stopped
 * before the end), the estimate's dead stones. Throws what the engine throws.
 */
export declare function deadStonesForCount(pool: EnginePool, request: JudgeRequest, options: JudgeOptions): Promise<string[]>;
