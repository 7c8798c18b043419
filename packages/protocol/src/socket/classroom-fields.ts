/** Field schemas of the live classroom's socket messages (docs/classroom.md). */
import * as z from 'zod/mini';
import { CLASS_LIMITS } from '../http/classroom.ts';
import { type DeepReadonly, moveSchema, pointSchema } from './fields.ts';

const stoneSchema = z.literal([1, 2]);

/**
 * A record handed to the class, as the widget's `record` (RecordInput) takes it: the size, the
 * setup stones [black, white], the main line's moves (`tt` a pass), and who moves first.
 */
export const classRecordSchema = z.object({
  lu: z.int().check(z.minimum(2), z.maximum(19)),
  content: z.tuple([z.array(pointSchema), z.array(pointSchema)]),
  pos: z.array(moveSchema),
  blackfirst: z.boolean(),
});
export type ClassRecord = DeepReadonly<z.infer<typeof classRecordSchema>>;

/** The board a class starts on before anything is loaded: empty 19×19, black first. */
export const EMPTY_CLASS_RECORD: ClassRecord = { lu: 19, content: [[], []], pos: [], blackfirst: true };

/** A symbol the teacher puts on a point (the widget's SymbolTool, without named labels). */
export const CLASS_SYMBOLS = ['triangle', 'circle', 'square', 'number', 'letter'] as const;

/**
 * One change of the teacher's board, as every student's board repeats it: the widget's SyncOp
 * (play, place, prev, next, goto) plus the teacher's symbols on the current node.
 */
export const classOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('play'), point: moveSchema, color: stoneSchema }),
  z.object({ op: z.literal('place'), point: pointSchema, color: z.literal([0, 1, 2]) }),
  z.object({ op: z.literal('prev') }),
  z.object({ op: z.literal('next') }),
  z.object({ op: z.literal('goto'), move: z.int().check(z.minimum(0), z.maximum(CLASS_LIMITS.ops)) }),
  z.object({ op: z.literal('symbol'), point: pointSchema, tool: z.enum(CLASS_SYMBOLS) }),
  z.object({ op: z.literal('clear_symbols') }),
]);
export type ClassOp = DeepReadonly<z.infer<typeof classOpSchema>>;

/** A coordinate of the pen, normalised to the board (0–1, four decimals: the widget's PenPoint). */
const unit = z.number().check(z.minimum(0), z.maximum(1));

/** The widget's PenBatch: one 60 ms piece of a stroke. */
export const penBatchSchema = z.object({
  stroke: z.int().check(z.minimum(0), z.maximum(1_000_000_000)),
  mode: z.enum(['draw', 'shape']),
  points: z
    .array(z.object({ x: unit, y: unit, c: z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$|^$/)) }))
    .check(z.maxLength(CLASS_LIMITS.batchPoints)),
  end: z.boolean(),
});
export type ClassPenBatch = DeepReadonly<z.infer<typeof penBatchSchema>>;

/** An open or ended vote as a socket sees it. */
export const classVoteSchema = z.object({
  /** The vote's number in the class (1, 2, …). */
  no: z.int().check(z.minimum(1)),
  open: z.boolean(),
  /** The points a student may pick: the lettered choices, or every empty point at the start. */
  points: z.array(pointSchema),
  /** True when the points are lettered choices, false for any empty point. */
  lettered: z.boolean(),
  /** Votes per point: the teacher's live, everyone's once the vote ended; null otherwise. */
  counts: z.nullable(z.record(z.string(), z.int())),
  /** The receiving student's pick, '' before they vote (and for the teacher). */
  mine: z.string(),
  /** The point the teacher revealed when ending the vote, '' for none. */
  answer: z.string(),
});
export type ClassVote = DeepReadonly<z.infer<typeof classVoteSchema>>;
