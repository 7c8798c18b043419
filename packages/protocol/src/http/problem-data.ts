/**
 * A problem as the site stores and sends it: the board widget's puzzle format (seed 001), with
 * concrete types. Points are SGF two-letter points; a line is the moves of both sides in turn,
 * starting with the side to play. Correct lines are `ok_answers` (and `change_answers`, another
 * way to succeed); `fail_answers` are wrong first moves with the opponent's refutation.
 */
export interface ProblemData {
  /** Board size. */
  lu: number;
  blackfirst: boolean;
  /** Setup stones: [black, white]. */
  content: [string[], string[]];
  ok_answers: string[][];
  change_answers: string[][];
  fail_answers: string[][];
  /** The visible window (0-based, inclusive); absent: fitted to the stones. */
  pos_x1?: number;
  pos_x2?: number;
  pos_y1?: number;
  pos_y2?: number;
  /** A choice problem: the lettered points and what each is worth (the best scores 100). */
  xds?: { pt: string; name: string; score: number }[];
  /** A placement problem: the points to fill. */
  luozis?: string[];
  /** Permanent triangle marks. */
  signs?: string[];
  /** A replay (mofang) problem: the moves to copy and the [black, white] stones they start from. */
  clone_pos?: string[];
  clone_prepos?: [string[], string[]];
}

/** What a problem asks for, read from its data as the board reads it. */
export type ProblemKind = 'answer' | 'choice' | 'placement' | 'replay';

export function problemKind(data: ProblemData): ProblemKind {
  if (data.xds && data.xds.length > 0) return 'choice';
  if (data.luozis && data.luozis.length > 0) return 'placement';
  if (data.clone_pos) return 'replay';
  return 'answer';
}
