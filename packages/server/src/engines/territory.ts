/** The engine's idea of who owns each point in the middle of a game. */
import { BLACK, type Stone, WHITE } from '@tengen/core';
import { type GtpSender, gtpColor } from './gtp-position.ts';

/**
 * GNU Go's territory values for one colour to move (`initial_influence <color> territory_value`):
 * row-major from the top left like the core's boards; on an empty point about -1 (black's) to +1
 * (white's), on a stone up to ±2 (the point and the captured stone: -2 a dead white stone in
 * black's territory, +2 a dead black one). Null from engines without the command.
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

/**
 * The mean of the territory values with black to move and with white to move. GNU Go's values
 * for one colour favour it (its critical groups live, the other side's die, its moyo counts),
 * so one colour's map alone misjudges the margin far more than the mean of both (measured in
 * docs/engines.md, "Why this estimator").
 * Asking both makes the judgement the same whoever is to move. Null from engines without it.
 */
export async function meanTerritoryValues(engine: GtpSender, size: number): Promise<Float64Array | null> {
  const black = await territoryValues(engine, size, BLACK);
  const white = black && (await territoryValues(engine, size, WHITE));
  if (!black || !white) return null;
  return black.map((v, i) => (v + white[i]) / 2);
}
