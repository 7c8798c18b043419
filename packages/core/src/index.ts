export { boardFromRows, boardToRows } from './ascii.ts';
export { Board, type MoveEffect, type MoveError } from './board.ts';
export * from './coords.ts';
export { Game, type GameOptions, type NavigationError } from './game.ts';
export { type GameInfo, gameInfoProps, readGameInfo, readKomi } from './game-info.ts';
export { fixedHandicap } from './handicap.ts';
export { mulberry32, type PlayoutResult, playRandomMove, randomPlayout } from './playout.ts';
export {
  type LoadedRecord,
  loadRecord,
  type RecordError,
  type RecordInput,
  type RecordWarning,
} from './record.ts';
export { err, ok, type Result } from './result.ts';
export * from './score/index.ts';
export { readSetupLists, type SetupError } from './setup.ts';
export * from './sgf/index.ts';
export { gameFromSgf, gameToSgf, type SgfGame, type SgfGameError, type SgfReadOptions } from './sgf-game.ts';
export { GameNode, type Mark, type Move, type NodeEffect, type PointChange, type Setup } from './tree.ts';
export * from './types.ts';
