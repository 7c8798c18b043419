export type { BoardApi } from './api.ts';
export type { BoardConfig } from './config.ts';
export { createHeadlessBoard, TengenBoard } from './create-board.ts';
export { type BoardLabels, DEFAULT_LABELS } from './labels.ts';
export { MULTI_CHOICE_LIMIT } from './multi-choice.ts';
export { normalizePen, PEN_BATCH_MS, PEN_MIN_DISTANCE_SQUARED, truncate4 } from './pen.ts';
export { type CorpusProblem, puzzleFromCorpus } from './puzzle/corpus.ts';
export type { Choice, Line, Puzzle, PuzzleData, PuzzleKind } from './puzzle/format.ts';
export { readPuzzle } from './puzzle/format.ts';
export { type ScrambleLevel, scrambleField, unscrambleField } from './puzzle/scramble.ts';
export { fullRegion, puzzleWindow } from './region.ts';
export { drawThumbnail, type ThumbnailOptions, type ThumbnailSource } from './render/thumbnail.ts';
export { SOUND_FILES, type SoundKind, type SoundState } from './sound.ts';
export {
  type BoardEvents,
  type BoardState,
  DEFAULT_COLORS,
  PEN_WIDTH,
  type PenBatch,
  type PenPoint,
  type PenStroke,
} from './state.ts';
export type { SyncOp } from './sync.ts';
export { GAME_THEMES, THEMES, type ThemeName } from './theme.ts';
export * from './types.ts';
export { VERSION } from './version.ts';
