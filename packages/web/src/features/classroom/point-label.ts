/** An SGF point as players read it: a column letter (no I) and a row counted from the bottom. */
export function pointLabel(point: string, size: number): string {
  const x = point.charCodeAt(0) - 97;
  const y = point.charCodeAt(1) - 97;
  return `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x] ?? '?'}${size - y}`;
}
