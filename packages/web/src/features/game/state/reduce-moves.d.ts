import type { ServerMessageOf } from '@tengen/protocol';
import { type Clocks, type GameState } from './state.ts';

type ClockMessage = Pick<
  ServerMessageOf<'pos'>,
  'blackthink' | 'whitethink' | 'bducount' | 'wducount' | 'bcost' | 'wcost' | 'elapsed'
>;
export declare function clocksFrom(m: ClockMessage, at: number): Clocks;
/** The whole live state: it replaces the moves, so a resync can neither duplicate nor lose one. */
export declare function onInitData(state: GameState, m: ServerMessageOf<'initdata'>, at: number): GameState;
/** A move: appended when it is the next one; a move already known is ignored; a gap asks for a resync. */
export declare function onPos(state: GameState, m: ServerMessageOf<'pos'>, at: number): GameState;
/** The answer to a take-back request: the moves rewound, or the request refused (or lapsed). */
export declare function onRestoreRet(
  state: GameState,
  m: ServerMessageOf<'restore_ret'>,
  at: number,
): GameState;
export declare function onMiaoTip(state: GameState, m: ServerMessageOf<'miao_tip'>, at: number): GameState;
