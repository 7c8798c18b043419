/** z of a two-sided 95% interval. */
const Z95 = 1.959964;

/**
 * Wilson's score interval of a proportion (95%): better than the normal approximation when the
 * wins are near all or none of a few games, and never outside [0, 1].
 */
export function wilsonInterval(wins: number, games: number, z = Z95): { low: number; high: number } {
  if (!Number.isInteger(games) || games < 1)
    throw new RangeError(`games ${games} must be a positive integer`);
  if (!Number.isInteger(wins) || wins < 0 || wins > games)
    throw new RangeError(`wins ${wins} must be an integer from 0 to ${games}`);
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
