/** Which stones are dead, as the engine sees them. */
import { gtpToMove, vertexToSgf } from '@tengen/core';
import { isGtpError } from './gtp-errors.ts';
import type { GtpSender } from './gtp-position.ts';

/** Every GTP vertex in an engine's text, as SGF points, in order, once each. */
export function verticesIn(text: string, size: number): string[] {
  const out = new Set<string>();
  for (const word of text.split(/\s+/)) {
    const move = gtpToMove(word, size);
    if (move.ok && move.value !== null) out.add(vertexToSgf(move.value));
  }
  return [...out];
}

/**
 * The standard `final_status_list dead`: exact and fast once a game is played out, but it reads
 * the whole board to the end first, so before the end it takes very long (docs/engines.md has
 * the times). Give it a time limit.
 */
export async function finalDeadStones(
  engine: GtpSender,
  size: number,
  timeoutMs?: number,
): Promise<string[]> {
  return verticesIn(await engine.send('final_status_list dead', timeoutMs), size);
}

/** A played-out position as the engine reads it to the end: the dead stones and the dame. */
export interface FinalMarks {
  readonly dead: readonly string[];
  /**
   * The empty points nobody owns once the position is played out (GNU Go's `final_status_list
   * dame`): the unfilled dame, and a point a side would have to fill because of one (a stone in
   * atari once the opponent takes that dame). None from an engine without this status.
   */
  readonly dame: readonly string[];
}

/**
 * `finalDeadStones`, then the dame from the same reading (it costs next to nothing once the dead
 * stones are known, docs/performance.md). The time limit is the dead stones'.
 */
export async function finalMarks(engine: GtpSender, size: number, timeoutMs?: number): Promise<FinalMarks> {
  const dead = await finalDeadStones(engine, size, timeoutMs);
  try {
    return { dead, dame: verticesIn(await engine.send('final_status_list dame', timeoutMs), size) };
  } catch (error) {
    // `dame` is GNU Go's status, beyond the standard `alive`, `dead` and `seki`
    if (isGtpError(error, 'ENGINE_REFUSED')) return { dead, dame: [] };
    throw error;
  }
}

/**
 * The stones of the dragons (groups that belong together) GNU Go's position analysis calls dead
 * (`dragon_status`, then `dragon_stones` for each), SGF points. Dead means dead whoever moves
 * first (critical groups are left out), so the answer does not depend on the side to move. One
 * static analysis without reading to the end: quick in a middle game (docs/engines.md). Engines
 * without these commands answer none.
 */
export async function deadDragonStones(engine: GtpSender, size: number): Promise<string[]> {
  if (!(await engine.knows('dragon_status')) || !(await engine.knows('dragon_stones'))) return [];
  const out: string[] = [];
  for (const line of (await engine.send('dragon_status')).split('\n')) {
    const m = /^\s*([A-Z]\d+):\s*dead\b/i.exec(line);
    if (m) out.push(...verticesIn(await engine.send(`dragon_stones ${m[1]}`), size));
  }
  return out;
}
