import {
  Game,
  gameInfoProps,
  gameToSgf,
  komi,
  type Sign,
  sgfToMove,
  sgfToVertex,
  stringifySgf,
} from '@tengen/core';
import type { CountResult } from '@tengen/protocol';
import type { PlayOutcome } from '../storage/types.ts';
import type { RoomState } from './room/room-state.ts';

/**
 * The game record of a room: setup, moves, players, komi and result, as SGF; a game that ended by
 * a count has its counted areas on the last node (TB, TW), as KGS and OGS write them.
 */
export function recordSgf(state: RoomState): string {
  const { size, blackFirst, prepos, blackName, whiteName, handicap, daotiemu } = state.config;
  const game = new Game(size, { firstColor: blackFirst ? 1 : 2 });
  if (prepos.black.length + prepos.white.length > 0) {
    const read = (points: readonly string[]) =>
      points.flatMap((p) => {
        const v = sgfToMove(p, size);
        return v.ok && v.value ? [v.value] : [];
      });
    game.setupRoot({ black: read(prepos.black), white: read(prepos.white), empty: [] });
  }
  for (const point of state.moves) {
    const v = sgfToMove(point, size);
    if (v.ok) game.play(v.value);
  }
  const count = state.finish?.count;
  if (count)
    Object.assign(
      game.current.extra,
      territoryProps(count, size, (p) => game.board.get(p)),
    );
  Object.assign(
    game.root.extra,
    gameInfoProps({
      blackName,
      whiteName,
      // komi in points: hundredths of a stone, two points a stone
      komi: (komi(handicap, daotiemu) * 2) / 100,
      handicap,
      result: state.finish?.text ?? '',
      rules: 'Chinese',
      date: new Date(state.startAt).toISOString().slice(0, 10),
    }),
  );
  return stringifySgf([gameToSgf(game)]);
}

/** What the play row records once the game is over; null while it goes on. */
export function outcomeOf(state: RoomState, now: number): PlayOutcome | null {
  const f = state.finish;
  if (!f) return null;
  return {
    result: f.winner,
    winType: f.wintype,
    winNumber: f.winnumber,
    resultText: f.text,
    finalMoves: state.moves,
    sgf: recordSgf(state),
    finishedAt: now,
  };
}

/**
 * SGF's territory properties of a count: each side's surrounded empty points and the points of
 * the other side's dead stones (SGF counts those as territory too).
 */
export function territoryProps(
  count: CountResult,
  size: number,
  stoneAt: (v: { x: number; y: number }) => Sign,
): { TB?: string[]; TW?: string[] } {
  const TB = [...count.bterritory];
  const TW = [...count.wterritory];
  for (const point of count.dead) {
    const v = sgfToVertex(point, size);
    const color = v.ok ? stoneAt(v.value) : 0;
    if (color === 1) TW.push(point);
    else if (color === 2) TB.push(point);
  }
  return { ...(TB.length > 0 ? { TB } : {}), ...(TW.length > 0 ? { TW } : {}) };
}
