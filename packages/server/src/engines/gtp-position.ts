/** A whole position for an engine: what every pool job starts from. */
import {
  BLACK,
  gtpToMove,
  type MoveVertex,
  moverOf,
  moveToGtp,
  type Stone,
  sgfToMove,
  WHITE,
} from '@tengen/core';
import { GtpError } from './gtp-errors.ts';

export interface EnginePosition {
  readonly size: number;
  /** Komi in points (GTP's unit), positive when black gives. */
  readonly komi: number;
  /** Stones placed before the first move (handicap, a problem), SGF points. */
  readonly setup: { readonly black: readonly string[]; readonly white: readonly string[] };
  /** Who plays the first move. */
  readonly firstColor: Stone;
  /** The moves in order, SGF points, `tt` a pass. */
  readonly moves: readonly string[];
}

/** What a position setup needs from an engine. */
export interface GtpSender {
  send(command: string, timeoutMs?: number): Promise<string>;
  knows(command: string): Promise<boolean>;
}

export const gtpColor = (color: Stone) => (color === BLACK ? 'black' : 'white');

/** The colour to move after the position's moves. */
export function colorToMove(position: EnginePosition): Stone {
  return moverOf(position.moves.length + 1, position.firstColor);
}

/** A GTP vertex (`D4`, `pass`) from an SGF point; throws on a point that is not one. */
export function sgfToGtp(point: string, size: number): string {
  const move = sgfToMove(point, size);
  if (!move.ok) throw new GtpError('ENGINE_REFUSED', `${point} is not a point of a ${size} board`, point);
  return moveToGtp(move.value, size);
}

/**
 * Sets the engine to exactly this position: board size, a cleared board, komi, the setup stones
 * (`set_free_handicap` when they are black stones only, as in a handicap game; else played),
 * then every move. An illegal move makes the engine refuse, and that refusal is thrown.
 */
export async function setUpPosition(engine: GtpSender, position: EnginePosition): Promise<void> {
  const { size, setup } = position;
  await engine.send(`boardsize ${size}`);
  await engine.send('clear_board');
  await engine.send(`komi ${position.komi}`);
  const black = setup.black.map((p) => sgfToGtp(p, size));
  const white = setup.white.map((p) => sgfToGtp(p, size));
  if (white.length === 0 && black.length >= 2 && (await engine.knows('set_free_handicap'))) {
    await engine.send(`set_free_handicap ${black.join(' ')}`);
  } else {
    for (const v of black) await engine.send(`play black ${v}`);
  }
  for (const v of white) await engine.send(`play white ${v}`);
  let color = position.firstColor;
  for (const point of position.moves) {
    await engine.send(`play ${gtpColor(color)} ${sgfToGtp(point, size)}`);
    color = color === BLACK ? WHITE : BLACK;
  }
}

/** A `genmove` answer: a point, a pass, or the engine resigning. */
export function readGenmove(text: string, size: number): MoveVertex | 'resign' {
  if (text.trim().toLowerCase() === 'resign') return 'resign';
  const move = gtpToMove(text, size);
  if (!move.ok) throw new GtpError('ENGINE_REFUSED', `not a move: ${text}`, 'genmove');
  return move.value;
}
