import { BLACK, clampPlaySize, type RecordInput, type Stone, sgfToVertex, WHITE } from '@tengen/core';
import { loadGameRecord, resetGame, setupFromSgf } from './game-tree.ts';
import type { BoardLabels } from './labels.ts';
import type { PuzzleData } from './puzzle/format.ts';
import { loadPuzzle } from './puzzle/session.ts';
import { clampRegion } from './region.ts';
import { normalizeRotation } from './rotation.ts';
import type { BoardEvents, BoardState } from './state.ts';
import { resolveThemeName } from './theme.ts';
import type {
  BoardKind,
  ClickMode,
  Logger,
  PenMode,
  PuzzleMode,
  StonePlacement,
  SymbolTool,
} from './types.ts';

/**
 * Everything a host can set, all optional, merged into the state. Names are the seed's board config
 * (size, width, height, scale, rotation, x1, x2, y1, y2, whoPlayFirst, showCoor, audioOn,
 * isRemoteControlled, ab, aw) plus Tengen's.
 */
export interface BoardConfig {
  kind?: BoardKind;
  size?: number;
  width?: number | null;
  height?: number | null;
  scale?: number;
  rotation?: number;
  x1?: number;
  x2?: number;
  y1?: number;
  y2?: number;
  /** 1 or 'black': black first; 2 or 'white': white first. */
  whoPlayFirst?: 1 | 2 | 'black' | 'white';
  showCoor?: boolean;
  /** Five star points on a 9×9 board, as most boards draw them; off by default (the seed draws none). */
  starPointsOn9?: boolean;
  audioOn?: boolean;
  isRemoteControlled?: boolean;
  ab?: string[] | string;
  aw?: string[] | string;
  theme?: string;
  boardStyle?: 1 | 2 | 3 | null;
  stoneStyle?: 1 | 2 | 3 | null;
  boardColor?: string | null;
  lineColor?: string | null;
  /** Where images and sounds are served; the seed's /static/playnew/ by default. */
  assetBase?: string;
  clickMode?: ClickMode;
  symbolTool?: SymbolTool;
  placeColor?: StonePlacement;
  confirmMode?: boolean;
  penMode?: PenMode;
  penColor?: string;
  moveNumbers?: 'none' | 'all' | number;
  lastMoveMark?: boolean;
  /** Keyboard play: focus, a cursor moved by the arrows, Enter or a typed point to play; default on. */
  keyboard?: boolean;
  /** Texts for screen readers, in the page's language; English where one is not given. */
  labels?: Partial<BoardLabels>;
  /** A ghost (candidate) stone shown by the host: SGF point and colour, or null. */
  ghost?: { point: string; color: Stone } | null;
  /** A game record (qipu) to show. */
  record?: RecordInput;
  /** A puzzle (timu) to show, in `puzzleMode` (PLAY by default). */
  puzzle?: PuzzleData;
  puzzleMode?: PuzzleMode;
  /** Milliseconds before a puzzle's stored reply is played. */
  replyDelay?: number;
  random?: () => number;
  events?: BoardEvents;
  onLog?: Logger;
}

function firstColor(who: BoardConfig['whoPlayFirst']): Stone {
  return who === 2 || who === 'white' ? WHITE : BLACK;
}

/** The fields that replace the game, as last given to a board: `set` compares the next ones with them. */
interface GivenGame {
  ab: BoardConfig['ab'];
  aw: BoardConfig['aw'];
  record: RecordInput | undefined;
  puzzle: PuzzleData | undefined;
  puzzleMode: PuzzleMode | undefined;
}

const givenGames = new WeakMap<BoardState, GivenGame>();

/** After a game loaded through the API, the next config's record or puzzle loads even if it is the last one given. */
export function forgetGivenGame(state: BoardState): void {
  givenGames.delete(state);
}

function sameList(a: BoardConfig['ab'], b: BoardConfig['ab']): boolean {
  if (a === b) return true;
  const list = (l: BoardConfig['ab']) => (typeof l === 'string' ? [l] : (l ?? []));
  const x = list(a);
  const y = list(b);
  return x.length === y.length && x.every((p, i) => p === y[i]);
}

/**
 * Whether the config asks for another game than the board shows: a host that passes its whole
 * config again with one field changed (a toggled `showCoor`) keeps the game and the moves on it.
 */
function newGameAsked(state: BoardState, c: BoardConfig, given: GivenGame): boolean {
  return (
    (c.size !== undefined && clampPlaySize(c.size) !== state.game.size) ||
    (c.whoPlayFirst !== undefined && firstColor(c.whoPlayFirst) !== state.game.firstColor) ||
    (c.ab !== undefined && !sameList(c.ab, given.ab)) ||
    (c.aw !== undefined && !sameList(c.aw, given.aw))
  );
}

/** Merges a config into the state, in the order that lets later fields see earlier ones. */
export function configure(state: BoardState, c: BoardConfig): void {
  if (c.onLog) state.log = c.onLog;
  if (c.events) state.events = { ...state.events, ...c.events };
  if (c.random) state.random = c.random;
  if (c.replyDelay !== undefined) state.replyDelay = Math.max(0, c.replyDelay);
  if (c.kind) state.kind = c.kind;
  if (c.theme !== undefined || c.kind) state.theme = resolveThemeName(c.theme ?? state.theme, state.kind);

  const given = givenGames.get(state) ?? {
    ab: undefined,
    aw: undefined,
    record: undefined,
    puzzle: undefined,
    puzzleMode: undefined,
  };
  givenGames.set(state, given);
  if (newGameAsked(state, c, given)) {
    resetGame(state, c.size ?? state.game.size, {
      firstColor: firstColor(c.whoPlayFirst ?? state.game.firstColor),
    });
    const { black, white } = setupFromSgf(state, c.ab, c.aw);
    if (black.length + white.length > 0) state.game.setupRoot({ black, white, empty: [] });
    state.puzzle = null;
    given.ab = c.ab;
    given.aw = c.aw;
  }
  if (c.record && c.record !== given.record) {
    loadGameRecord(state, c.record);
    state.puzzle = null;
    given.record = c.record;
  }
  if (c.puzzle && (c.puzzle !== given.puzzle || c.puzzleMode !== given.puzzleMode)) {
    loadPuzzle(state, c.puzzle, c.puzzleMode);
    given.puzzle = c.puzzle;
    given.puzzleMode = c.puzzleMode;
  }
  if ([c.x1, c.x2, c.y1, c.y2].some((n) => n !== undefined)) {
    const r = state.region;
    state.region = clampRegion(
      { x1: c.x1 ?? r.x1, x2: c.x2 ?? r.x2, y1: c.y1 ?? r.y1, y2: c.y2 ?? r.y2 },
      state.game.size,
    );
  }

  if (c.width !== undefined) state.width = c.width;
  if (c.height !== undefined) state.height = c.height;
  if (c.scale !== undefined && c.scale > 0) state.scale = c.scale;
  if (c.rotation !== undefined) state.rotation = normalizeRotation(c.rotation);
  if (c.showCoor !== undefined) state.showCoor = c.showCoor;
  if (c.starPointsOn9 !== undefined) state.starPointsOn9 = c.starPointsOn9;
  if (c.audioOn !== undefined) state.audioOn = c.audioOn;
  if (c.isRemoteControlled !== undefined) state.remoteControlled = c.isRemoteControlled;
  if (c.boardStyle !== undefined) state.boardStyle = c.boardStyle;
  if (c.stoneStyle !== undefined) state.stoneStyle = c.stoneStyle;
  if (c.boardColor !== undefined) state.boardColor = c.boardColor;
  if (c.lineColor !== undefined) state.lineColor = c.lineColor;
  if (c.assetBase !== undefined)
    state.assetBase = c.assetBase.endsWith('/') ? c.assetBase : `${c.assetBase}/`;
  if (c.clickMode) state.clickMode = c.clickMode;
  if (c.symbolTool) state.symbolTool = c.symbolTool;
  if (c.placeColor) state.placeColor = c.placeColor;
  if (c.confirmMode !== undefined) {
    state.confirmMode = c.confirmMode;
    if (!c.confirmMode) state.candidate = null;
  }
  if (c.penMode) state.pen.mode = c.penMode;
  if (c.penColor) state.pen.color = c.penColor;
  if (c.moveNumbers !== undefined) state.moveNumbers = c.moveNumbers;
  if (c.lastMoveMark !== undefined) state.lastMoveMark = c.lastMoveMark;
  if (c.keyboard !== undefined) state.keyboard = c.keyboard;
  if (c.labels) state.labels = { ...state.labels, ...c.labels };
  if (c.ghost !== undefined) {
    const v = c.ghost ? sgfToVertex(c.ghost.point, state.game.size) : null;
    state.ghost = c.ghost && v?.ok ? { vertex: v.value, color: c.ghost.color } : null;
    if (c.ghost && !v?.ok) state.log('BAD_POINT', `ghost ${c.ghost.point}`);
  }
}
