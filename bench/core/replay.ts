import GoBoard from '@sabaki/go-board';
import { Board, Game } from '@tengen/core';
import type { MainLine } from './corpus.ts';
import type { Step } from './measure.ts';

/** Replays main lines one game per step, round the corpus; each step answers its moves. */
function roundRobin(lines: readonly MainLine[], replay: (line: MainLine) => void): Step {
  let i = 0;
  return () => {
    const line = lines[i];
    i = (i + 1) % lines.length;
    replay(line);
    return line.moves.length;
  };
}

function tengenBoard(line: MainLine): Board {
  const board = new Board(line.size);
  if (line.black.length + line.white.length === 0) return board;
  board.setStones([
    ...line.black.map((vertex) => ({ vertex, sign: 1 as const })),
    ...line.white.map((vertex) => ({ vertex, sign: 2 as const })),
  ]);
  return board;
}

const sabakiOptions = { preventOverwrite: true, preventSuicide: true, preventKo: true };

/** Replaying the corpus's main lines, legality checked on every move. */
export function replaySteps(lines: readonly MainLine[]): { board: Step; game: Step; sabaki: Step } {
  return {
    /** Tengen's `Board.play`: captures and ko, answering a Result per move. */
    board: roundRobin(lines, (line) => {
      const board = tengenBoard(line);
      for (const { color, vertex } of line.moves)
        if (!board.play(vertex, color).ok) throw new Error(line.file);
    }),
    /** Tengen's `Game.play`: the move tree, with each node's undo record, on top of the board. */
    game: roundRobin(lines, (line) => {
      const game = new Game(line.size);
      if (line.black.length + line.white.length > 0)
        game.setupRoot({ black: line.black, white: line.white, empty: [] });
      for (const { color, vertex } of line.moves)
        if (!game.play(vertex, color).ok) throw new Error(line.file);
    }),
    /** @sabaki/go-board `makeMove`: immutable, each move answers a new board. */
    sabaki: roundRobin(lines, (line) => {
      let board = GoBoard.fromDimensions(line.size);
      for (const { vertex, sign } of line.sabakiSetup) board.set(vertex, sign);
      for (const { vertex, sign } of line.sabakiMoves) board = board.makeMove(sign, vertex, sabakiOptions);
    }),
  };
}
