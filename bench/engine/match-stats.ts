/** Wilson's 95% score interval of a win rate: wins of n games. */
export function wilsonInterval(wins: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/** A GTP vertex ("D4", "pass") as an SGF point ("df", "" for a pass) on a board of `size`. */
export function gtpToSgfPoint(vertex: string, size: number): string {
  const v = vertex.trim().toUpperCase();
  if (v === 'PASS') return '';
  const x = COLUMNS.indexOf(v[0] as string);
  const row = Number(v.slice(1));
  if (x < 0 || x >= size || !Number.isInteger(row) || row < 1 || row > size)
    throw new RangeError(`not a vertex of a ${size}×${size} board: ${vertex}`);
  const letters = 'abcdefghijklmnopqrs';
  return `${letters[x]}${letters[size - row]}`;
}
