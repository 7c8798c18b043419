/**
 * The class board in the widget (docs/classroom.md): a class state or change applied to a
 * BoardApi exactly as the server replays it, and the position read back for the page.
 */
import type { BoardApi, SyncOp } from '@tengen/board';
import { type ClassOp, type ClassRecord, type ClassVote, EMPTY_CLASS_RECORD } from '@tengen/protocol';
import { pointLabel } from './point-label.ts';

const vertexOf = (point: string) => ({ x: point.charCodeAt(0) - 97, y: point.charCodeAt(1) - 97 });

export function applyClassOp(api: BoardApi, op: ClassOp): void {
  if (op.op === 'symbol') api.setSymbol(vertexOf(op.point), op.tool);
  else if (op.op === 'clear_symbols') api.clearSymbols();
  else api.applySync(op as SyncOp);
}

export function loadClassRecord(api: BoardApi, record: ClassRecord | null): void {
  const r = record ?? EMPTY_CLASS_RECORD;
  api.loadRecord({
    lu: r.lu,
    content: [[...r.content[0]], [...r.content[1]]],
    pos: [...r.pos],
    blackfirst: r.blackfirst,
  });
  // A record opens at its last move, as the server's replay does.
  api.toEnd();
}

/** The vote on the board: a student picks while it is open and they have not; counts once shown. */
export function showVote(
  api: BoardApi,
  vote: ClassVote | null,
  pick: ((point: string) => void) | null,
): void {
  api.stopVote();
  // The teacher's board keeps the teacher's own click mode; a student's clicks only vote.
  if (!vote) {
    if (pick) api.set({ clickMode: 'disabled' });
    return;
  }
  // The teacher sees the counts live (and clicks the answer); everyone sees them once it ended.
  if (vote.counts || (!pick && vote.open)) {
    api.startVote('tea');
    api.setVoteCounts({ ...(vote.counts ?? {}) });
    return;
  }
  if (vote.open && vote.mine === '' && pick) {
    api.set({ clickMode: 'vote' });
    api.startVote('stu', (v) => pick(String.fromCharCode(97 + v.x, 97 + v.y)));
    return;
  }
  if (pick) api.set({ clickMode: 'disabled' });
}

/** The stones shown, `B:pd W:dd …` in point order, for tests and screen readers' checks. */
export function stonesOf(api: BoardApi): string {
  const { board, size } = api.state.game;
  const out: string[] = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const s = board.get({ x, y });
      if (s !== 0) out.push(`${s === 1 ? 'B' : 'W'}:${String.fromCharCode(97 + x, 97 + y)}`);
    }
  return out.join(' ');
}

/** The points the teacher lettered on the current node: a vote's choices. */
export function letteredPoints(api: BoardApi): string[] {
  const size = api.state.game.size;
  return [...api.symbols()]
    .filter(([, mark]) => mark.kind === 'label')
    .map(([k]) => String.fromCharCode(97 + (k % size), 97 + Math.floor(k / size)));
}

/**
 * How the page names a point of a vote: the letter the teacher put on it in a vote on letters
 * (as the students see it on the board), else its coordinate.
 */
export function choiceName(api: BoardApi | null, vote: ClassVote, point: string): string {
  const size = api?.state.game.size ?? 19;
  if (vote.lettered && api) {
    const x = point.charCodeAt(0) - 97;
    const y = point.charCodeAt(1) - 97;
    const mark = api.symbols().get(y * size + x);
    if (mark?.kind === 'label') return mark.text;
  }
  return pointLabel(point, size);
}
