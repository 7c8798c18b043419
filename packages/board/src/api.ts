import type { Mark, MoveVertex, RecordInput, Stone, Vertex } from '@tengen/core';
import { estimateNow, setTerritory, setWinrates } from './analysis.ts';
import { click, playAt } from './click.ts';
import { type BoardConfig, configure, forgetGivenGame } from './config.ts';
import { adjustCandidate, confirmCandidate } from './confirm.ts';
import { baiziInfo, goto, loadGameRecord, next, playMove, prev } from './game-tree.ts';
import { confirmMultiChoice, startMultiChoice, stopMultiChoice } from './multi-choice.ts';
import { addRemoteBatch } from './pen.ts';
import type { PuzzleData } from './puzzle/format.ts';
import { loadPuzzle, playSolution, setPuzzleMode, showAnswerColors, viewAnswer } from './puzzle/session.ts';
import type { BoardState, PenBatch } from './state.ts';
import { applySymbol, clearSymbols } from './symbols.ts';
import { applySync, emit, playOp, type SyncOp } from './sync.ts';
import { enterTrial, leaveTrial } from './trial.ts';
import type { ActionResult, Direction, PuzzleMode, SymbolTool } from './types.ts';
import { setVoteCounts, startVote, stopVote } from './vote.ts';

/** The small public surface, like chessground's: everything else happens through config and events. */
export interface BoardApi {
  /** The whole state, for reading. Change it through `set` and the calls below. */
  readonly state: BoardState;
  set(config: BoardConfig): void;
  /** A click on a point, as the user's; on a remote-controlled board use controlledClick. */
  click(point: Vertex): ActionResult;
  controlledClick(point: Vertex): ActionResult;
  /** Plays a move for the side to move (null passes: only in play mode). */
  play(point: MoveVertex): ActionResult;
  prev(): ActionResult;
  next(): ActionResult;
  goto(moveNumber: number): ActionResult;
  toStart(): ActionResult;
  toEnd(): ActionResult;
  loadRecord(record: RecordInput): ActionResult;
  loadPuzzle(data: PuzzleData, mode?: PuzzleMode): ActionResult;
  setPuzzleMode(mode: PuzzleMode): ActionResult;
  viewAnswer(list: 'ok' | 'change' | 'fail', index?: number): ActionResult;
  showAnswerColors(on?: boolean): void;
  playSolution(onDone?: () => void): ActionResult;
  enterTrial(callback?: (move: { vertex: MoveVertex; color: Stone }) => void): ActionResult;
  leaveTrial(): ActionResult;
  /** Puts or takes away the user's symbol on a point of the current node, as a click in symbol mode. */
  setSymbol(point: Vertex, tool: SymbolTool): ActionResult;
  /** The user's symbols on the current node, by row-major point index (not the record's marks). */
  symbols(): ReadonlyMap<number, Mark>;
  /** Takes the user's symbols off the current node; the record's and the program's marks stay. */
  clearSymbols(): void;
  adjust(direction: Direction): ActionResult;
  confirm(): ActionResult;
  startVote(type: 'stu' | 'tea', callback?: (point: Vertex) => void): ActionResult;
  stopVote(): void;
  setVoteCounts(counts: Record<string, number>): void;
  startMultiChoice(chosen?: string[]): ActionResult;
  confirmMultiChoice(): ActionResult;
  stopMultiChoice(): void;
  setTerritory(estimate: { bs?: unknown; ws?: unknown } | null): boolean;
  estimate(): void;
  setWinrates(labels: Record<string, string | number>): void;
  /** Shows another client's pen batch; `from` keeps clients' stroke ids apart. */
  drawPen(batch: PenBatch, from?: string): void;
  clearPen(): void;
  applySync(op: SyncOp): ActionResult;
  baiziInfo(): ReturnType<typeof baiziInfo>;
  /** Repaints now (changes through the API repaint on the next frame by themselves). */
  redraw(): void;
  /** What the last repaint did (for tests and benchmarks). */
  renderStats(): { full: boolean; repainted: number };
  /** Says the host's news (the game's result) to screen readers, through the board's live region. */
  announce(text: string): void;
  destroy(): void;
}

export interface View {
  /** Repaint on the next animation frame. */
  schedule(): void;
  /** Repaint now. */
  render(): void;
  /** What the last repaint did: a full repaint, or how many points were repainted. */
  stats(): { full: boolean; repainted: number };
  /** Says a text through the live region. */
  announce(text: string): void;
  destroy(): void;
}

/** The API over a state and its view (headless boards have a view that does nothing). */
export function createApi(state: BoardState, view: View): BoardApi {
  const after = <T>(f: () => T): T => {
    const out = f();
    view.schedule();
    return out;
  };
  const step = (op: SyncOp, f: () => ActionResult) =>
    after(() => {
      const r = f();
      if (r === 'OK') emit(state, op);
      return r;
    });
  return {
    state,
    set: (config) => after(() => configure(state, config)),
    click: (p) => after(() => click(state, p)),
    controlledClick: (p) => after(() => click(state, p, { remote: true })),
    play: (p) =>
      after(() => {
        if (p !== null) return playAt(state, p);
        if (state.clickMode !== 'play') {
          state.log('PASS_NOT_IN_PLAY', 'a pass is allowed only in play mode');
          return 'ERROR';
        }
        const color = state.game.toPlay;
        const r = playMove(state, null, color);
        emit(state, playOp(state, null, color));
        return r;
      }),
    prev: () => step({ op: 'prev' }, () => prev(state)),
    next: () => step({ op: 'next' }, () => next(state)),
    goto: (n) => step({ op: 'goto', move: n }, () => goto(state, n)),
    toStart: () => step({ op: 'goto', move: 0 }, () => goto(state, 0)),
    toEnd: () =>
      after(() => {
        state.game.toEnd();
        emit(state, { op: 'goto', move: state.game.current.moveNumber });
        return 'OK';
      }),
    loadRecord: (r) =>
      after(() => {
        forgetGivenGame(state);
        return loadGameRecord(state, r);
      }),
    loadPuzzle: (d, mode) =>
      after(() => {
        forgetGivenGame(state);
        return loadPuzzle(state, d, mode);
      }),
    setPuzzleMode: (mode) => after(() => setPuzzleMode(state, mode)),
    viewAnswer: (list, i) => after(() => viewAnswer(state, list, i)),
    showAnswerColors: (on) => after(() => showAnswerColors(state, on)),
    playSolution: (onDone) => after(() => playSolution(state, onDone)),
    enterTrial: (cb) => after(() => enterTrial(state, cb)),
    leaveTrial: () => after(() => leaveTrial(state)),
    setSymbol: (p, tool) => after(() => applySymbol(state, p, tool)),
    symbols: () => new Map(state.symbols.get(state.game.current)),
    clearSymbols: () => after(() => clearSymbols(state)),
    adjust: (d) => after(() => adjustCandidate(state, d)),
    confirm: () => after(() => confirmCandidate(state, (p) => playAt(state, p))),
    startVote: (type, cb) => after(() => startVote(state, type, cb)),
    stopVote: () => after(() => stopVote(state)),
    setVoteCounts: (counts) => after(() => setVoteCounts(state, counts)),
    startMultiChoice: (chosen) => after(() => startMultiChoice(state, chosen)),
    confirmMultiChoice: () => after(() => confirmMultiChoice(state)),
    stopMultiChoice: () => after(() => stopMultiChoice(state)),
    setTerritory: (e) => after(() => setTerritory(state, e)),
    estimate: () => after(() => estimateNow(state)),
    setWinrates: (labels) => after(() => setWinrates(state, labels)),
    drawPen: (batch, from) => after(() => void addRemoteBatch(state, batch, from)),
    clearPen: () =>
      after(() => {
        state.pen.strokes = [];
      }),
    applySync: (op) => after(() => applySync(state, op)),
    baiziInfo: () => baiziInfo(state),
    redraw: () => view.render(),
    renderStats: () => view.stats(),
    announce: (text) => view.announce(text),
    destroy: () => view.destroy(),
  };
}
