/** Where a problem is played: the part of the board the engine may answer in. */
import { type Board, EMPTY, sgfToVertex, type Vertex } from '@tengen/core';
import type { ProblemData } from '@tengen/protocol';

export interface Area {
  readonly x1: number;
  readonly x2: number;
  readonly y1: number;
  readonly y2: number;
}

/**
 * The bounding box of the setup stones and every point of the answer lines, widened by `margin`
 * lines and clipped to the board.
 */
export function problemArea(data: ProblemData, margin: number): Area {
  const points = [
    ...data.content[0],
    ...data.content[1],
    ...data.ok_answers.flat(),
    ...data.change_answers.flat(),
    ...data.fail_answers.flat(),
  ];
  const vertices = points.flatMap((p) => {
    const v = sgfToVertex(p, data.lu);
    return v.ok ? [v.value] : [];
  });
  if (vertices.length === 0) return { x1: 0, x2: data.lu - 1, y1: 0, y2: data.lu - 1 };
  const xs = vertices.map((v) => v.x);
  const ys = vertices.map((v) => v.y);
  const clip = (n: number) => Math.min(data.lu - 1, Math.max(0, n));
  return {
    x1: clip(Math.min(...xs) - margin),
    x2: clip(Math.max(...xs) + margin),
    y1: clip(Math.min(...ys) - margin),
    y2: clip(Math.max(...ys) + margin),
  };
}

/** The area's empty points on `board`, row by row. */
export function emptyPointsIn(board: Board, area: Area): Vertex[] {
  const out: Vertex[] = [];
  for (let y = area.y1; y <= area.y2; y++)
    for (let x = area.x1; x <= area.x2; x++) if (board.get({ x, y }) === EMPTY) out.push({ x, y });
  return out;
}
