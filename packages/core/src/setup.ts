import { sgfToVertex, splitPointList } from './coords.ts';
import { err, ok, type Result } from './result.ts';
import type { Vertex } from './types.ts';

export interface SetupError {
  readonly code: 'BAD_POINT' | 'DUPLICATE';
  readonly point: string;
}

/**
 * Setup stone lists in SGF points (the seed's `content` and `prepos`): each point exactly two
 * letters, inside the board, and no point listed twice in either list.
 */
export function readSetupLists(
  black: string | readonly string[],
  white: string | readonly string[],
  size: number,
): Result<{ black: Vertex[]; white: Vertex[] }, SetupError> {
  const seen = new Set<string>();
  const read = (list: string | readonly string[]): Result<Vertex[], SetupError> => {
    const out: Vertex[] = [];
    for (const point of splitPointList(list)) {
      const v = sgfToVertex(point, size);
      if (!v.ok) return err({ code: 'BAD_POINT', point });
      if (seen.has(point)) return err({ code: 'DUPLICATE', point });
      seen.add(point);
      out.push(v.value);
    }
    return ok(out);
  };
  const b = read(black);
  if (!b.ok) return b;
  const w = read(white);
  if (!w.ok) return w;
  return ok({ black: b.value, white: w.value });
}
