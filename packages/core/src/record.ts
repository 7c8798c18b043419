import type { MoveError } from './board.ts';
import { sgfToMove, splitPointList } from './coords.ts';
import { Game } from './game.ts';
import { err, ok, type Result } from './result.ts';
import { readSetupLists, type SetupError } from './setup.ts';
import { BLACK, clampPlaySize, STANDARD_SIZE, WHITE } from './types.ts';

/** A game record (qipu) as the board engine receives it. All fields are untrusted. */
export interface RecordInput {
  /** Board size (`lu`). */
  lu?: unknown;
  /** `[black setup points, white setup points]`. */
  content?: unknown;
  /** The moves, SGF points, `tt` a pass. */
  pos?: unknown;
  blackfirst?: unknown;
  /** Optional: how many moves to show (thumbnails). */
  step?: unknown;
}

export interface RecordWarning {
  readonly field: keyof RecordInput;
  readonly message: string;
}

export type RecordError =
  | ({ readonly field: 'content' } & SetupError)
  | {
      readonly field: 'pos';
      readonly move: number;
      readonly code: MoveError | 'BAD_POINT';
      readonly point: string;
    };

export interface LoadedRecord {
  readonly game: Game;
  readonly warnings: RecordWarning[];
  /** Moves shown: all of them, or `step` when given. The game's cursor stands there. */
  readonly shown: number;
}

function isPointList(x: unknown): x is string | string[] {
  return typeof x === 'string' || (Array.isArray(x) && x.every((p) => typeof p === 'string'));
}

/**
 * Builds a game from a record. A malformed size, content list or a missing `blackfirst` is
 * repaired with defaults and a warning; a bad setup point or an illegal move is an error.
 */
export function loadRecord(input: RecordInput): Result<LoadedRecord, RecordError> {
  const warnings: RecordWarning[] = [];
  const warn = (field: keyof RecordInput, message: string) => warnings.push({ field, message });

  let size = STANDARD_SIZE;
  const lu = Number(input.lu);
  if (input.lu === undefined || !Number.isFinite(lu)) {
    warn('lu', `no usable board size; using ${size}`);
  } else {
    size = clampPlaySize(lu);
    if (size !== lu) warn('lu', `board size ${lu} clamped to ${size}`);
  }

  let blackFirst = true;
  if (typeof input.blackfirst === 'boolean') blackFirst = input.blackfirst;
  else if (input.blackfirst === 0 || input.blackfirst === 1) blackFirst = input.blackfirst === 1;
  else warn('blackfirst', 'missing or not a boolean; black plays first');

  let black: string | string[] = [];
  let white: string | string[] = [];
  const content = input.content;
  if (content === undefined || content === null) {
    // no setup stones: nothing to repair
  } else if (
    Array.isArray(content) &&
    content.length === 2 &&
    isPointList(content[0]) &&
    isPointList(content[1])
  ) {
    [black, white] = content as [string | string[], string | string[]];
  } else {
    warn('content', 'content is not [black points, white points]; no setup stones used');
  }
  const setup = readSetupLists(black, white, size);
  if (!setup.ok) return err({ field: 'content', ...setup.error });

  const game = new Game(size, { firstColor: blackFirst ? BLACK : WHITE });
  if (setup.value.black.length + setup.value.white.length > 0) {
    game.setupRoot({ ...setup.value, empty: [] });
  }

  let moves: string[] = [];
  if (input.pos === undefined || input.pos === null) moves = [];
  else if (isPointList(input.pos)) moves = splitPointList(input.pos);
  else warn('pos', 'pos is not a list of points; no moves used');
  for (let i = 0; i < moves.length; i++) {
    const v = sgfToMove(moves[i], size);
    if (!v.ok) return err({ field: 'pos', move: i + 1, code: 'BAD_POINT', point: moves[i] });
    const played = game.play(v.value);
    if (!played.ok) return err({ field: 'pos', move: i + 1, code: played.error, point: moves[i] });
  }

  let shown = moves.length;
  if (input.step !== undefined && input.step !== null) {
    const step = Number(input.step);
    if (!Number.isInteger(step) || step < 0)
      warn('step', `step ${String(input.step)} is not a move count; all moves shown`);
    else shown = Math.min(step, moves.length);
  }
  while (game.current.moveNumber > shown) game.back();
  return ok({ game, warnings, shown });
}
