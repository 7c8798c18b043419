/** Areas of a count as plain numbers; margins and komi in words are in common/words. */

/** An area in hundredths of a point, as a plain number: 18450 → "184.5". */
export function formatArea(hundredths: number): string {
  return String(Math.round(hundredths) / 100);
}
