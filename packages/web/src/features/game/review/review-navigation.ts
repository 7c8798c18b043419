/**
 * Review navigation after the game, as a pure reducer: a place on the main line, and with
 * try-variation on, the moves tried from that place. The record is never changed; tried moves
 * are checked by replaying them on a fresh game.
 */
import { type Move, type MoveError, type MoveVertex, sameVertex } from '@tengen/core';
import { REVIEW } from '@tengen/protocol';
import { type ReviewRecord, replayReview } from './review-record.ts';

export interface ReviewState {
  readonly record: ReviewRecord;
  /** Main-line moves shown; with a variation, the move it branches from. */
  readonly step: number;
  readonly trying: boolean;
  /** Moves tried after `step` (kept while stepping back and forth inside them). */
  readonly variation: readonly Move[];
  /** How many of `variation` are shown. */
  readonly shown: number;
  /** Why the last tried move was refused; cleared by the next action that changes the position. */
  readonly error: MoveError | null;
}

export type ReviewAction =
  | { readonly type: 'toStart' }
  | { readonly type: 'back'; readonly by: number }
  | { readonly type: 'forward'; readonly by: number }
  | { readonly type: 'toEnd' }
  | { readonly type: 'goTo'; readonly step: number }
  | { readonly type: 'setTrying'; readonly on: boolean }
  /** A move tried on the board (null: a pass); only while trying. */
  | { readonly type: 'play'; readonly vertex: MoveVertex }
  | { readonly type: 'setRecord'; readonly record: ReviewRecord };

/** The review buttons, as actions. */
export const NAVIGATION = {
  toStart: { type: 'toStart' },
  back5: { type: 'back', by: REVIEW.jumpSteps },
  back1: { type: 'back', by: 1 },
  forward1: { type: 'forward', by: 1 },
  forward5: { type: 'forward', by: REVIEW.jumpSteps },
  toEnd: { type: 'toEnd' },
} as const satisfies Record<string, ReviewAction>;

export function startReview(record: ReviewRecord, options: { atEnd?: boolean } = {}): ReviewState {
  return {
    record,
    step: options.atEnd === false ? 0 : record.mainLine.length,
    trying: false,
    variation: [],
    shown: 0,
    error: null,
  };
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, Math.trunc(n)));

function onMainLine(state: ReviewState, step: number): ReviewState {
  return { ...state, step: clamp(step, state.record.mainLine.length), variation: [], shown: 0, error: null };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  const main = state.record.mainLine.length;
  switch (action.type) {
    case 'toStart':
      return onMainLine(state, 0);
    case 'goTo':
      return onMainLine(state, action.step);
    case 'back': {
      const by = Math.max(0, Math.trunc(action.by));
      if (state.variation.length > 0 && by <= state.shown)
        return { ...state, shown: state.shown - by, error: null };
      return onMainLine(state, state.step - (by - state.shown));
    }
    case 'forward': {
      const by = Math.max(0, Math.trunc(action.by));
      if (state.variation.length > 0) {
        return { ...state, shown: Math.min(state.variation.length, state.shown + by), error: null };
      }
      return { ...state, step: clamp(state.step + by, main), error: null };
    }
    case 'toEnd':
      if (state.variation.length > 0) return { ...state, shown: state.variation.length, error: null };
      return { ...state, step: main, error: null };
    case 'setTrying':
      if (action.on === state.trying) return state;
      return action.on ? { ...state, trying: true } : { ...onMainLine(state, state.step), trying: false };
    case 'play':
      return tryMove(state, action.vertex);
    case 'setRecord':
      return { ...onMainLine({ ...state, record: action.record }, state.step) };
  }
}

function tryMove(state: ReviewState, vertex: MoveVertex): ReviewState {
  if (!state.trying) return state;
  const shownMoves = positionMoves(state);
  const position = replayReview(state.record, shownMoves);
  if (!position.ok) return state; // the record itself is broken here: nothing can be tried
  const move: Move = { color: position.value.toPlay, vertex };
  const next = state.record.mainLine[state.step];
  // The main line's own next move is followed, not copied into a variation.
  if (state.shown === 0 && next && next.color === move.color && sameVertex(next.vertex, vertex)) {
    return onMainLine(state, state.step + 1);
  }
  const played = position.value.play(vertex, move.color);
  if (!played.ok) return { ...state, error: played.error };
  const variation = [...state.variation.slice(0, state.shown), move];
  return { ...state, variation, shown: variation.length, error: null };
}

/** The moves of the position on screen: the main line to `step`, then the shown tried moves. */
export function positionMoves(state: ReviewState): Move[] {
  return [...state.record.mainLine.slice(0, state.step), ...state.variation.slice(0, state.shown)];
}

/** The move number on screen. */
export function moveNumber(state: ReviewState): number {
  return state.step + state.shown;
}

export function atStart(state: ReviewState): boolean {
  return moveNumber(state) === 0;
}

/** At the last move: of the variation when there is one, else of the main line. */
export function atEnd(state: ReviewState): boolean {
  return state.variation.length > 0
    ? state.shown === state.variation.length
    : state.step === state.record.mainLine.length;
}
