import { type Board, EMPTY, opponent } from '@tengen/core';
import { PASS_POINT } from '../position/pass-point.ts';
import type { PositionState } from '../position/position-state.ts';
import { GLOBAL_FEATURES, type NetInput, SPATIAL_FEATURES } from '../types.ts';
import { type Chains, labelChains } from './chains.ts';
import { independentLifeArea } from './independent-life.ts';
import { forEachLadderedStone } from './ladders.ts';
import { areaWithPassAlive } from './pass-alive.ts';
import { planesToNet, type Symmetry } from './symmetry.ts';

/** KataGo bounds the komi input to the board area plus this. */
const KOMI_CLIP_RADIUS = 20;

/** The spatial planes of model version 8 (KataGo's fillRowV7), by number. */
export const SpatialFeature = {
  onBoard: 0,
  own: 1,
  opponent: 2,
  oneLiberty: 3,
  twoLiberties: 4,
  threeLiberties: 5,
  koBan: 6,
  /** 9–13: where the last five moves were played, the latest first. */
  lastMove: 9,
  ladderable: 14,
  ladderablePrevious: 15,
  ladderablePreviousPrevious: 16,
  workingLadderMove: 17,
  ownArea: 18,
  opponentArea: 19,
} as const;

/** The global inputs of model version 8, by number. */
export const GlobalFeature = {
  /** 0–4: whether each of the last five moves was a pass, the latest first. */
  lastPass: 0,
  selfKomi: 5,
  koRuleNotSimple: 6,
  koRulePositionalOrSituational: 7,
  suicide: 8,
  territoryScoring: 9,
  taxSeki: 10,
  taxAll: 11,
  passWouldEndPhase: 14,
  button: 17,
  komiParityWave: 18,
} as const;

/** A pass would end the game but the rules say it would not (friendly pass): the network sees no history. */
function hidesPassEnding(state: PositionState): boolean {
  return state.rules.scoring === 'AREA' && state.passWouldEndPhase() && state.friendlyPassSuppressesEnd();
}

/** How many of the last moves the network is shown, as fillRowV7 decides it. */
function turnsOfHistoryShown(state: PositionState): number {
  if (hidesPassEnding(state)) return 0;
  const max = state.isFinished ? 1 : 5;
  const available = Math.min(max, state.validTurns, state.recentMoves.length);
  const recent = state.recentMoves;
  const toMove = state.toMove;
  let shown = 0;
  // The moves must alternate back from the side to move's opponent.
  for (let k = 1; k <= available; k++) {
    const expected = k % 2 === 1 ? opponent(toMove) : toMove;
    if (recent[recent.length - k]?.color !== expected) break;
    shown = k;
  }
  return shown;
}

/** Which points each colour counts for the area features, or null when the rules show none. */
function areaOf(state: PositionState, board: Board, chains: Chains): Uint8Array | null {
  const { rules } = state;
  if (rules.scoring !== 'AREA') return null;
  if (rules.tax === 'NONE') return areaWithPassAlive(board, rules.suicide, chains);
  return independentLifeArea(board, rules.suicide, chains).area;
}

/** The komi parity wave of global input 18: where komi sits between the komis that allow a draw. */
export function komiParityWave(selfKomi: number, boardArea: number): number {
  const f = Math.fround;
  const k = f(selfKomi);
  const floor = boardArea % 2 === 0 ? f(Math.floor(f(k / 2)) * 2) : f(f(Math.floor(f(f(k - 1) / 2)) * 2) + 1);
  const delta = Math.min(2, Math.max(0, f(k - floor)));
  if (delta < 0.5) return delta;
  if (delta < 1.5) return f(1 - delta);
  return f(delta - 2);
}

/** The features in the board's own frame (symmetry 0). */
export function boardFrameInputs(state: PositionState): NetInput {
  const { size, board, toMove } = state;
  const area = size * size;
  const spatial = new Float32Array(SPATIAL_FEATURES * area);
  const global = new Float32Array(GLOBAL_FEATURES);
  const set = (feature: number, point: number) => {
    spatial[feature * area + point] = 1;
  };
  const pointOf = (p: number) => (Math.floor(p / board.stride) - 1) * size + (p % board.stride) - 1;
  const opp = opponent(toMove);
  const chains = labelChains(board);

  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const point = y * size + x;
      const p = (y + 1) * board.stride + x + 1;
      set(SpatialFeature.onBoard, point);
      const stone = board.color[p];
      if (stone === EMPTY) continue;
      set(stone === toMove ? SpatialFeature.own : SpatialFeature.opponent, point);
      const libs = chains.liberties[chains.chain[p] as number] as number;
      if (libs >= 1 && libs <= 3) set(SpatialFeature.oneLiberty + libs - 1, point);
    }
  }

  const ko = state.koPoint;
  if (ko) set(SpatialFeature.koBan, ko.y * size + ko.x);
  if (state.rules.ko !== 'SIMPLE') {
    const bans = state.superkoBanned();
    for (let i = 0; i < area; i++) if (bans[i]) set(SpatialFeature.koBan, i);
  }

  const owned = areaOf(state, board, chains);
  if (owned) {
    for (let i = 0; i < area; i++) {
      if (owned[i] === toMove) set(SpatialFeature.ownArea, i);
      else if (owned[i] === opp) set(SpatialFeature.opponentArea, i);
    }
  }

  const shown = turnsOfHistoryShown(state);
  const recent = state.recentMoves;
  for (let k = 1; k <= shown; k++) {
    const move = recent[recent.length - k];
    if (!move) break;
    if (move.point === PASS_POINT) global[GlobalFeature.lastPass + k - 1] = 1;
    else set(SpatialFeature.lastMove + k - 1, move.point);
  }

  forEachLadderedStone(board, (p, working) => {
    set(SpatialFeature.ladderable, pointOf(p));
    if (board.color[p] === opp && chains.liberties[chains.chain[p] as number] > 1) {
      for (const w of working) set(SpatialFeature.workingLadderMove, pointOf(w));
    }
  });
  const previous = shown < 1 ? board : (state.previousBoard ?? board);
  forEachLadderedStone(previous, (p) => set(SpatialFeature.ladderablePrevious, pointOf(p)));
  const previousPrevious = shown < 2 ? previous : (state.previousPreviousBoard ?? previous);
  forEachLadderedStone(previousPrevious, (p) => set(SpatialFeature.ladderablePreviousPrevious, pointOf(p)));

  const clip = area + KOMI_CLIP_RADIUS;
  const selfKomi = Math.min(clip, Math.max(-clip, Math.fround(state.selfKomi())));
  global[GlobalFeature.selfKomi] = selfKomi / 20;
  const { rules } = state;
  if (rules.ko !== 'SIMPLE') {
    global[GlobalFeature.koRuleNotSimple] = 1;
    global[GlobalFeature.koRulePositionalOrSituational] = rules.ko === 'POSITIONAL' ? 0.5 : -0.5;
  }
  if (rules.suicide) global[GlobalFeature.suicide] = 1;
  if (rules.scoring === 'TERRITORY') global[GlobalFeature.territoryScoring] = 1;
  if (rules.tax !== 'NONE') global[GlobalFeature.taxSeki] = 1;
  if (rules.tax === 'ALL') global[GlobalFeature.taxAll] = 1;
  if (!hidesPassEnding(state) && state.passWouldEndPhase()) global[GlobalFeature.passWouldEndPhase] = 1;
  if (state.hasButton) global[GlobalFeature.button] = 1;
  if (rules.scoring === 'AREA') global[GlobalFeature.komiParityWave] = komiParityWave(selfKomi, area);
  return { size, spatial, global };
}

/** The network's input for a position in one of the eight symmetries. */
export function netInputs(state: PositionState, symmetry: Symmetry): NetInput {
  const plain = boardFrameInputs(state);
  if (symmetry === 0) return plain;
  return {
    size: plain.size,
    spatial: planesToNet(plain.spatial, SPATIAL_FEATURES, plain.size, symmetry),
    global: plain.global,
  };
}
