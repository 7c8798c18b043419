/** The engine's idea of who owns each point in the middle of a game. */
import type { Stone } from '@tengen/core';
import { type GtpSender, gtpColor } from './gtp-position.ts';

/**
 * GNU Go's territory values for the side to move (`initial_influence <color> territory_value`):
 * row-major from the top left like the core's boards, about -1 (black's) to +1 (white's), 0
 * where nobody's influence decides; null from engines without the command.
 */
export async function territoryValues(
  engine: GtpSender,
  size: number,
  toMove: Stone,
): Promise<Float64Array | null> {
  if (!(await engine.knows('initial_influence'))) return null;
  const text = await engine.send(`initial_influence ${gtpColor(toMove)} territory_value`);
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== size * size || values.some((v) => !Number.isFinite(v))) return null;
  return Float64Array.from(values);
}
