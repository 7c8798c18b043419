/** Column or row of an SGF point letter: a–z are 0–25, A–Z are 26–51; -1 for anything else. */
function letterIndex(c: number): number {
  if (c >= 97 && c <= 122) return c - 97;
  if (c >= 65 && c <= 90) return c - 65 + 26;
  return -1;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Expands the compressed point lists of FF[4] (`aa:cc`, a rectangle given by two opposite
 * corners, row by row) and drops repeated points, keeping the first. Values that are not a
 * rectangle of two-letter points are kept as they are.
 */
export function expandPointList(values: string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const corners = value.length === 5 && value[2] === ':' ? rectangle(value) : null;
    if (corners === null) {
      seen.add(value);
      continue;
    }
    const [left, top, right, bottom] = corners;
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) seen.add(LETTERS[x] + LETTERS[y]);
    }
  }
  return [...seen];
}

function rectangle(value: string): [number, number, number, number] | null {
  const x1 = letterIndex(value.charCodeAt(0));
  const y1 = letterIndex(value.charCodeAt(1));
  const x2 = letterIndex(value.charCodeAt(3));
  const y2 = letterIndex(value.charCodeAt(4));
  if (x1 < 0 || y1 < 0 || x2 < 0 || y2 < 0) return null;
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}
