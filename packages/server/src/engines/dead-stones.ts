/** Which stones are dead, as the engine sees them. */
import { gtpToMove, vertexToSgf } from '@tengen/core';
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

export interface Dragon {
  readonly status: 'dead' | 'critical';
  /** Every stone of the dragon, SGF points. */
  readonly stones: readonly string[];
}

/**
 * The dragons (groups of stones that belong together) GNU Go's position analysis calls dead or
 * critical (`dragon_status`, then `dragon_stones` for each). One static analysis, no reading to
 * the end, so it stays quick in a middle game (docs/engines.md). Engines without these commands
 * answer none.
 */
export async function weakDragons(engine: GtpSender, size: number): Promise<Dragon[]> {
  if (!(await engine.knows('dragon_status')) || !(await engine.knows('dragon_stones'))) return [];
  const out: Dragon[] = [];
  for (const line of (await engine.send('dragon_status')).split('\n')) {
    const m = /^\s*([A-Z]\d+):\s*(dead|critical)\b/i.exec(line);
    if (!m) continue;
    const stones = verticesIn(await engine.send(`dragon_stones ${m[1]}`), size);
    out.push({ status: m[2].toLowerCase() as Dragon['status'], stones });
  }
  return out;
}
