import type { Stone, Vertex } from '@tengen/core';

/** The board kinds of seed 001: what the widget is showing decides its defaults. */
export type BoardKind = 'puzzle' | 'puzzleThumbnail' | 'recordThumbnail' | 'plain' | 'game';

export type Rotation = 0 | 90 | 180 | 270;

/** The visible window, inclusive board coordinates (the seed's x1, x2, y1, y2). */
export interface Region {
  readonly x1: number;
  readonly x2: number;
  readonly y1: number;
  readonly y2: number;
}

/** What a click on a point does. */
export type ClickMode = 'disabled' | 'candidate' | 'play' | 'place' | 'symbol' | 'vote';

export type PenMode = 'disabled' | 'draw' | 'shape';

/** Puzzle modes, the seed's names: INVAL (invalid or none), PLAY, SHIXIA (free try, answer viewing), WATCH. */
export type PuzzleMode = 'INVAL' | 'PLAY' | 'SHIXIA' | 'WATCH';

/** What an action returns to the caller: the seed's catalogue. */
export type ActionResult = 'OK' | 'KO' | 'NOT_EMPTY' | 'SUICIDE' | 'NO_PT' | 'ERROR' | 'FAILED';

/** Faults that are only logged, never returned or thrown (seed 001, section 8). */
export type Fault =
  | 'NO_TRIAL_CALLBACK'
  | 'PLAY_MODE_ACTIVE'
  | 'PASS_NOT_IN_PLAY'
  | 'ADJUST_WITHOUT_CANDIDATE'
  | 'CONFIRM_WITHOUT_CANDIDATE'
  | 'BAD_MULTI_CHOICE'
  | 'BAD_ESTIMATE'
  | 'NO_PEN_RECT'
  | 'BAD_POINT'
  | 'MISSING_DATA'
  | 'WRONG_MODE'
  /** An image or sound that could not be loaded from `assetBase` (Tengen's). */
  | 'ASSET_MISSING';

export type Logger = (fault: Fault, detail: string) => void;

/**
 * The tool of the symbol click mode. `pt` and `vote` are cursor types that cannot place symbols.
 * `named` places a label with the given text (a named mark).
 */
export type SymbolTool =
  | 'triangle'
  | 'circle'
  | 'square'
  | 'number'
  | 'letter'
  | { readonly named: string }
  | 'pt'
  | 'vote';

export type AnswerColor = 'none' | 'green' | 'blue' | 'red';

/** Puzzle result; the wire codes are 0 (doing), 1 (correct), 2 (wrong). */
export type PuzzleResult = 'doing' | 'correct' | 'wrong';

export const RESULT_CODES: Record<PuzzleResult, 0 | 1 | 2> = { doing: 0, correct: 1, wrong: 2 };

export type Direction = 'up' | 'down' | 'left' | 'right';

export type StonePlacement = Stone | 'alternate';

export interface ColoredPoint {
  readonly vertex: Vertex;
  readonly color: Stone;
}
