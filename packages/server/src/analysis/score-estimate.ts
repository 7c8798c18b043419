/** Reading GNU Go's `estimate_score` answer as black's lead in points. */

/**
 * `estimate_score` answers `W+7.5 (upper bound: 7.5, lower: 7.5)`, `B+4.1 (…)` or `0`. The
 * lead is the first number, positive when black is ahead (komi included, as the engine was
 * given it). Null for any other text.
 */
export function readScoreEstimate(text: string): number | null {
  const trimmed = text.trim();
  if (/^0(\.0+)?(\s|$)/.test(trimmed)) return 0;
  const match = /^([BW])\+(\d+(?:\.\d+)?)/i.exec(trimmed);
  if (!match) return null;
  const points = Number(match[2]);
  return match[1].toUpperCase() === 'B' ? points : -points;
}
