/**
 * Ask-a-move: from a position of a finished game (its first `step` moves, then the variation
 * the asker tried), the engine plays a few moves on in turn (`genmove`). The line is legal by
 * construction, and checked again by the rules core before it is answered.
 */
import { err, moveToSgf, ok, type Result } from '@tengen/core';
import { GtpError } from '../engines/gtp-errors.ts';
import { gtpColor, readGenmove } from '../engines/gtp-position.ts';
import type { EnginePool } from '../engines/pool.ts';
import { checkLine, type EngineRecord } from './engine-record.ts';

export interface AskRequest {
  readonly record: EngineRecord;
  /** Moves of the game before the variation. */
  readonly step: number;
  /** The variation tried after `step`, SGF points. */
  readonly testpos: readonly string[];
  /** Moves the engine plays on. */
  readonly length: number;
  readonly owner: string;
  readonly level: number;
}

/** A step past the game's end or an illegal variation is an error, before any engine work. */
export function askPosition(request: AskRequest): Result<readonly string[], string> {
  const { record, step, testpos } = request;
  if (step > record.moves.length) return err(`step ${step} is past the game's ${record.moves.length} moves`);
  const moves = [...record.moves.slice(0, step), ...testpos];
  const legal = checkLine(record, moves);
  if (!legal.ok) return err(`testpos: ${legal.error}`);
  return ok(moves);
}

/** The engine's line; engine failures are thrown (GtpError, EngineBusyError). */
export async function askMove(
  pool: EnginePool,
  request: AskRequest,
  moves: readonly string[],
): Promise<string[]> {
  const { size } = request.record.start;
  const position = { ...request.record.start, moves };
  const line = await pool.run({
    owner: request.owner,
    lane: 'background',
    level: request.level,
    position,
    work: async (engine) => {
      const out: string[] = [];
      let color = engine.toMove;
      for (let i = 0; i < request.length; i++) {
        const move = readGenmove(await engine.send(`genmove ${gtpColor(color)}`), size);
        if (move === 'resign') break;
        out.push(moveToSgf(move, size));
        if (out.length >= 2 && out.at(-1) === 'tt' && out.at(-2) === 'tt') break;
        color = color === 1 ? 2 : 1;
      }
      return out;
    },
  });
  const checked = checkLine(request.record, [...moves, ...line]);
  if (!checked.ok)
    throw new GtpError('ENGINE_REFUSED', `the engine's line is not legal: ${checked.error}`, 'genmove');
  return line;
}
