/** A finished play as the engine sees it: the position before the first move, and every move. */
import { BLACK, err, ok, type Result, WHITE } from '@tengen/core';
import type { EnginePosition } from '../engines/gtp-position.ts';
import { enginePositionOf, type JudgeRequest, replay } from '../engines/judge.ts';
import type { Play } from '../storage/types.ts';

export interface EngineRecord {
  /** The position before move 1 (its `moves` are empty). */
  readonly start: EnginePosition;
  readonly moves: readonly string[];
  /** Board, setup, first colour and komi settings, for the rules core. */
  readonly rules: Omit<JudgeRequest, 'moves'>;
}

/** The play's record, checked move by move by the rules core; an error names the bad move. */
export function engineRecordOf(play: Play): Result<EngineRecord, string> {
  const rules = {
    size: play.boardSize,
    setup: play.presetStones,
    firstColor: play.blackFirst ? BLACK : WHITE,
    rangzi: play.handicap,
    daotiemu: play.komiShift,
  } as const;
  const legal = replay({ ...rules, moves: play.finalMoves });
  if (!legal.ok) return err(legal.error);
  return ok({ start: enginePositionOf({ ...rules, moves: [] }), moves: play.finalMoves, rules });
}

/** The position after the first `count` moves. */
export function enginePositionAfter(record: EngineRecord, count: number): EnginePosition {
  return { ...record.start, moves: record.moves.slice(0, count) };
}

/** Whether `moves` (from the start) are legal, as the rules core replays them. */
export function checkLine(record: EngineRecord, moves: readonly string[]): Result<unknown, string> {
  return replay({ ...record.rules, moves });
}
