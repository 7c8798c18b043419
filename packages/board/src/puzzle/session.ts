import { EMPTY, type MoveVertex, type Vertex } from '@tengen/core';
import { makeMainLine, playMove, resetGame } from '../game-tree.ts';
import { marksOf } from '../marks.ts';
import type { BoardState, PuzzleSession } from '../state.ts';
import { emit, playOp } from '../sync.ts';
import { type ActionResult, type PuzzleMode, type PuzzleResult, RESULT_CODES } from '../types.ts';
import { judgeAnswer } from './answers.ts';
import { type Line, type PuzzleData, readPuzzle } from './format.ts';

const key = (v: Vertex, size: number) => v.y * size + v.x;

/** Shows a puzzle at its start position and starts a session in `mode`. Bad data is logged. */
export function loadPuzzle(state: BoardState, data: PuzzleData, mode: PuzzleMode = 'PLAY'): ActionResult {
  stopTimer(state);
  const read = readPuzzle(data, state.game.size);
  if (!read.ok) {
    state.log('MISSING_DATA', `puzzle: ${read.error}`);
    state.puzzle = null;
    return 'ERROR';
  }
  const puzzle = read.value;
  const start = puzzle.replay ?? puzzle;
  resetGame(state, puzzle.size, { firstColor: puzzle.firstColor, black: start.black, white: start.white });
  state.region = puzzle.region;
  state.signs = puzzle.signs;
  state.answerColors = new Map();
  const labels = marksOf(state.programMarks, state.game.root);
  for (const c of puzzle.choices) labels.set(key(c.vertex, puzzle.size), { kind: 'label', text: c.name });
  state.puzzle = {
    puzzle,
    mode,
    result: 'doing',
    played: [],
    remainingTargets: new Set(puzzle.targets.map((t) => key(t, puzzle.size))),
    replayState: 'default',
    replyTimer: null,
  };
  state.clickMode = mode === 'WATCH' ? 'disabled' : 'play';
  return 'OK';
}

function stopTimer(state: BoardState): void {
  const s = state.puzzle;
  if (s?.replyTimer) clearTimeout(s.replyTimer);
  if (s) s.replyTimer = null;
}

function setResult(state: BoardState, session: PuzzleSession, result: PuzzleResult): void {
  if (session.result === result) return;
  session.result = result;
  emit(state, { op: 'result', result });
  state.events.onPuzzleResult?.(result, RESULT_CODES[result]);
}

/** Plays the user's move; answers the move's legality, the judgement goes to onPuzzleResult. */
function userMove(state: BoardState, session: PuzzleSession, v: MoveVertex): ActionResult {
  const color = state.game.toPlay;
  const result = playMove(state, v, color);
  if (result !== 'OK') return result;
  session.played.push(v);
  emit(state, playOp(state, v, color));
  return 'OK';
}

function reply(state: BoardState, session: PuzzleSession, move: MoveVertex, after: PuzzleResult): void {
  const play = () => {
    session.replyTimer = null;
    if (state.puzzle !== session) return;
    const color = state.game.toPlay;
    if (playMove(state, move, color) === 'OK') {
      session.played.push(move);
      emit(state, playOp(state, move, color));
    }
    setResult(state, session, after);
    state.hooks.redraw();
  };
  if (state.replyDelay > 0) session.replyTimer = setTimeout(play, state.replyDelay);
  else play();
}

function answerClick(state: BoardState, session: PuzzleSession, v: Vertex): ActionResult {
  const result = userMove(state, session, v);
  if (result !== 'OK') return result;
  const j = judgeAnswer(session.puzzle.answers, session.played, state.random);
  setResult(state, session, j.now);
  if (j.reply !== undefined) reply(state, session, j.reply, j.afterReply);
  return 'OK';
}

function choiceClick(state: BoardState, session: PuzzleSession, v: Vertex): ActionResult {
  const choice = session.puzzle.choices.find((c) => c.vertex.x === v.x && c.vertex.y === v.y);
  if (!choice) return 'ERROR';
  setResult(state, session, choice.score >= 10 ? 'correct' : 'wrong');
  return 'OK';
}

function placementClick(state: BoardState, session: PuzzleSession, v: Vertex): ActionResult {
  const k = key(v, session.puzzle.size);
  if (!session.remainingTargets.has(k)) {
    if (state.game.board.get(v) !== EMPTY) return 'NOT_EMPTY';
    setResult(state, session, 'wrong');
    return 'OK';
  }
  const result = playMove(state, v, session.puzzle.firstColor);
  if (result !== 'OK') return result;
  session.remainingTargets.delete(k);
  if (session.remainingTargets.size === 0) setResult(state, session, 'correct');
  return 'OK';
}

function replayClick(state: BoardState, session: PuzzleSession, v: Vertex): ActionResult {
  if (session.replayState === 'playingSolution') return 'ERROR';
  session.replayState = 'doing';
  const moves = session.puzzle.replay!.moves;
  const expected = moves[session.played.length];
  const result = userMove(state, session, v);
  if (result !== 'OK') return result;
  const matches = expected !== undefined && expected !== null && expected.x === v.x && expected.y === v.y;
  if (!matches) setResult(state, session, 'wrong');
  else if (session.played.length === moves.length) setResult(state, session, 'correct');
  return 'OK';
}

/** A click on the board while a puzzle is shown. */
export function puzzleClick(state: BoardState, v: Vertex): ActionResult {
  const session = state.puzzle!;
  if (session.mode === 'SHIXIA') return playMove(state, v);
  if (session.mode !== 'PLAY') {
    state.log('WRONG_MODE', `click in puzzle mode ${session.mode}`);
    return 'ERROR';
  }
  if (session.replyTimer) return 'ERROR';
  // A replay puzzle judges extra moves after a full match, so it keeps taking moves.
  if (session.result !== 'doing' && session.puzzle.kind !== 'replay') return 'ERROR';
  switch (session.puzzle.kind) {
    case 'choice':
      return choiceClick(state, session, v);
    case 'placement':
      return placementClick(state, session, v);
    case 'replay':
      return replayClick(state, session, v);
    default:
      return answerClick(state, session, v);
  }
}

/** Changes the puzzle mode; entering PLAY starts over from the start position. */
export function setPuzzleMode(state: BoardState, mode: PuzzleMode): ActionResult {
  const session = state.puzzle;
  if (!session) {
    state.log('MISSING_DATA', 'no puzzle loaded');
    return 'ERROR';
  }
  if (mode === 'PLAY' && session.mode === 'PLAY') {
    state.log('PLAY_MODE_ACTIVE', 'the puzzle is already in play mode');
    return 'ERROR';
  }
  stopTimer(state);
  session.mode = mode;
  if (mode === 'PLAY') restart(state, session);
  state.clickMode = mode === 'WATCH' || mode === 'INVAL' ? 'disabled' : 'play';
  emit(state, { op: 'mode', mode });
  return 'OK';
}

function restart(state: BoardState, session: PuzzleSession): void {
  state.game.toStart();
  session.played = [];
  session.result = 'doing';
  session.replayState = 'default';
  session.remainingTargets = new Set(session.puzzle.targets.map((t) => key(t, session.puzzle.size)));
}

/** The answer viewer: the stored line in SHIXIA mode at its start; step it with prev/next/goto. */
export function viewAnswer(state: BoardState, list: 'ok' | 'change' | 'fail', index = 0): ActionResult {
  const session = state.puzzle;
  const line: Line | undefined = session?.puzzle.answers[list][index];
  if (!session || !line) {
    state.log('MISSING_DATA', `no ${list} answer ${index}`);
    return 'ERROR';
  }
  stopTimer(state);
  session.mode = 'SHIXIA';
  state.game.toStart();
  for (const move of line) if (!state.game.play(move).ok) break;
  // A line viewed before, or the user's own tries, may already start from the same position.
  makeMainLine(state.game);
  state.game.toStart();
  state.moveNumbers = 'all';
  return 'OK';
}

/** Colours the first move of every stored line: blue correct, green variation, red wrong. */
export function showAnswerColors(state: BoardState, on = true): void {
  state.answerColors = new Map();
  const answers = state.puzzle?.puzzle.answers;
  if (!on || !answers) return;
  const size = state.game.size;
  const colour = [
    [answers.fail, 'red'],
    [answers.change, 'green'],
    [answers.ok, 'blue'],
  ] as const;
  for (const [lines, c] of colour)
    for (const l of lines) if (l[0]) state.answerColors.set(key(l[0], size), c);
}

/** A replay (mofang) puzzle shows its moves one by one, then waits at the start for the user. */
export function playSolution(state: BoardState, onDone?: () => void): ActionResult {
  const session = state.puzzle;
  if (!session?.puzzle.replay) {
    state.log('WRONG_MODE', 'not a replay puzzle');
    return 'ERROR';
  }
  stopTimer(state);
  restart(state, session);
  session.replayState = 'playingSolution';
  const moves = session.puzzle.replay.moves;
  let i = 0;
  const step = () => {
    // The timer that called this step has fired: clear it, or every later click waits on it.
    session.replyTimer = null;
    if (state.puzzle !== session || session.replayState !== 'playingSolution') return;
    if (i >= moves.length) {
      restart(state, session);
      state.hooks.redraw();
      onDone?.();
      return;
    }
    playMove(state, moves[i++]);
    state.hooks.redraw();
    session.replyTimer = setTimeout(step, Math.max(state.replyDelay, 1));
  };
  step();
  return 'OK';
}
