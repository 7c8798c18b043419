import { BLACK, Game, type GameNode, type MoveVertex, type Stone, type Vertex } from '@tengen/core';
import { type BoardLabels, DEFAULT_LABELS } from './labels.ts';
import type { NodeMarks } from './marks.ts';
import type { Puzzle } from './puzzle/format.ts';
import { fullRegion } from './region.ts';
import type { SyncOp } from './sync.ts';
import type { ThemeName } from './theme.ts';
import type {
  AnswerColor,
  BoardKind,
  ClickMode,
  ColoredPoint,
  Logger,
  PenMode,
  PuzzleMode,
  PuzzleResult,
  Region,
  Rotation,
  StonePlacement,
  SymbolTool,
} from './types.ts';

/** A pen point normalised to the board: x, y in 0–1 of the full unrotated board, colour c. */
export interface PenPoint {
  readonly x: number;
  readonly y: number;
  readonly c: string;
}

/** What the pen callback receives every 60 ms while a stroke is drawn. */
export interface PenBatch {
  /** Stroke id, unique on the drawing client. */
  readonly stroke: number;
  readonly mode: 'draw' | 'shape';
  readonly points: PenPoint[];
  /** The last batch of the stroke. */
  readonly end: boolean;
}

export interface PenStroke {
  readonly id: string;
  readonly mode: 'draw' | 'shape';
  readonly points: PenPoint[];
}

export interface PenState {
  mode: PenMode;
  color: string;
  width: number;
  strokes: PenStroke[];
}

export interface VoteState {
  /** stu: a student choosing one point; tea: a teacher seeing counts. */
  type: 'stu' | 'tea' | null;
  chosen: Vertex | null;
  counts: Map<number, number>;
  callback: ((v: Vertex) => void) | null;
}

export type ReplayState = 'default' | 'playingSolution' | 'doing';

export interface PuzzleSession {
  readonly puzzle: Puzzle;
  mode: PuzzleMode;
  result: PuzzleResult;
  /** Moves since the start position (the user's and the replies). */
  played: MoveVertex[];
  remainingTargets: Set<number>;
  replayState: ReplayState;
  replyTimer: ReturnType<typeof setTimeout> | null;
}

export interface TrialState {
  readonly origin: GameNode;
  readonly callback: (move: { vertex: MoveVertex; color: Stone }) => void;
}

/** Everything the host can be told. None of them is required. */
export interface BoardEvents {
  onPlay?(move: { vertex: MoveVertex; color: Stone }): void;
  onCandidate?(vertex: Vertex): void;
  onPlace?(vertex: Vertex, color: Stone | 0): void;
  onSymbol?(vertex: Vertex): void;
  onVote?(vertex: Vertex): void;
  onPen?(batch: PenBatch): void;
  onPuzzleResult?(result: PuzzleResult, code: 0 | 1 | 2): void;
  onMultiChoice?(points: Vertex[], confirmed: boolean): void;
  onSync?(op: SyncOp): void;
  onVersion?(text: string): void;
}

/** Effects the DOM layer attaches; headless boards leave them as no-ops. */
export interface Hooks {
  redraw(): void;
  moved(captured: number, first: boolean): void;
}

export interface BoardState {
  kind: BoardKind;
  game: Game;
  region: Region;
  rotation: Rotation;
  showCoor: boolean;
  starPointsOn9: boolean;
  theme: ThemeName;
  boardStyle: 1 | 2 | 3 | null;
  stoneStyle: 1 | 2 | 3 | null;
  boardColor: string | null;
  lineColor: string | null;
  assetBase: string;
  audioOn: boolean;
  width: number | null;
  height: number | null;
  scale: number;
  clickMode: ClickMode;
  symbolTool: SymbolTool;
  placeColor: StonePlacement;
  confirmMode: boolean;
  candidate: Vertex | null;
  cursor: Vertex | null;
  /** Keyboard play (arrows, a typed point, Enter) on the board; on by default. */
  keyboard: boolean;
  /** The keyboard's cursor; null until the keys first move it. */
  keyCursor: Vertex | null;
  /** The keys typed towards a point's name ("D1" on the way to "D16"). */
  typed: string;
  /** The board has the keyboard focus: the keyboard cursor is drawn only then. */
  keyFocus: boolean;
  /** Texts for screen readers. */
  labels: BoardLabels;
  ghost: ColoredPoint | null;
  remoteControlled: boolean;
  /** Move numbers on stones: none, all, or the last N moves. */
  moveNumbers: 'none' | 'all' | number;
  lastMoveMark: boolean;
  /** The user's symbols (setSymbol, the symbol click mode), per node; never written into the record. */
  symbols: NodeMarks;
  /** Marks the program shows (a puzzle's choice labels), per node, apart from the user's. */
  programMarks: NodeMarks;
  signs: Vertex[];
  answerColors: Map<number, AnswerColor>;
  territory: { bs: Vertex[]; ws: Vertex[] } | null;
  winrates: Map<number, string>;
  multiChoice: { active: boolean; points: Vertex[] };
  vote: VoteState;
  pen: PenState;
  puzzle: PuzzleSession | null;
  trial: TrialState | null;
  cornerTaps: number;
  versionShown: boolean;
  replyDelay: number;
  random: () => number;
  events: BoardEvents;
  log: Logger;
  hooks: Hooks;
}

export const DEFAULT_COLORS = {
  teacherVote: '#1e6fd9',
  studentVote: '#f28c28',
  number: '#fff8c6',
  pen: '#c04000',
  answer: { none: '', green: '#2e9d48', blue: '#1e6fd9', red: '#d0312d' },
} as const;

export const PEN_WIDTH = 6;

export function defaultLogger(fault: string, detail: string): void {
  console.warn(`[tengen board] ${fault}: ${detail}`);
}

export function defaultState(): BoardState {
  return {
    kind: 'plain',
    game: new Game(19, { firstColor: BLACK }),
    region: fullRegion(19),
    rotation: 0,
    showCoor: false,
    starPointsOn9: false,
    theme: 'wood',
    boardStyle: null,
    stoneStyle: null,
    boardColor: null,
    lineColor: null,
    assetBase: '/static/playnew/',
    audioOn: false,
    width: null,
    height: null,
    scale: 1,
    clickMode: 'disabled',
    symbolTool: 'triangle',
    placeColor: 'alternate',
    confirmMode: false,
    candidate: null,
    cursor: null,
    keyboard: true,
    keyCursor: null,
    typed: '',
    keyFocus: false,
    labels: { ...DEFAULT_LABELS },
    ghost: null,
    remoteControlled: false,
    moveNumbers: 'none',
    lastMoveMark: true,
    symbols: new WeakMap(),
    programMarks: new WeakMap(),
    signs: [],
    answerColors: new Map(),
    territory: null,
    winrates: new Map(),
    multiChoice: { active: false, points: [] },
    vote: { type: null, chosen: null, counts: new Map(), callback: null },
    pen: { mode: 'disabled', color: DEFAULT_COLORS.pen, width: PEN_WIDTH, strokes: [] },
    puzzle: null,
    trial: null,
    cornerTaps: 0,
    versionShown: false,
    replyDelay: 300,
    random: Math.random,
    events: {},
    log: defaultLogger,
    hooks: { redraw() {}, moved() {} },
  };
}

/** Row-major index of a vertex on the state's board. */
export function indexOf(state: BoardState, v: Vertex): number {
  return v.y * state.game.size + v.x;
}
