/** Field schemas shared by socket messages of both directions. */
import * as z from 'zod/mini';
import { MAX_TAKE_BACK_DEPTH } from '../constants/limits.ts';

/** Messages are values: read-only all the way down, so producers may pass read-only arrays. */
export type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** One message's schema: `cmd` as a literal plus its fields. */
export function messageSchema<const C extends string, S extends z.core.$ZodLooseShape = Record<never, never>>(
  cmd: C,
  shape?: S,
) {
  return z.object({ cmd: z.literal(cmd), ...(shape ?? ({} as S)) });
}

/** 1 black, 2 white — as the rules core's BLACK and WHITE. */
export const colorSchema = z.literal([1, 2]);
/** A colour, or 0 for "not a player". */
export const seatSchema = z.literal([0, 1, 2]);

/** A board point in SGF letters on boards up to 19×19 (`aa` … `ss`); never a pass. */
export const POINT_PATTERN = /^[a-s]{2}$/;
export const pointSchema = z.string().check(z.regex(POINT_PATTERN, 'expected an SGF point aa…ss'));
/** A played move: a point, or `tt` for a pass. */
export const moveSchema = z.string().check(z.regex(/^(?:[a-s]{2}|tt)$/, 'expected an SGF point aa…ss or tt'));

export const countSchema = z.int().check(z.minimum(0));
/** A move number: the first move of a game is step 1. */
export const stepSchema = z.int().check(z.minimum(1));
export const msSchema = z.int().check(z.minimum(0));
export const idSchema = z.int().check(z.minimum(1));
export const usernameSchema = z.string().check(z.minLength(1), z.maxLength(40));
export const depthSchema = z.int().check(z.minimum(1), z.maximum(MAX_TAKE_BACK_DEPTH));

/**
 * Both clocks, banked at the start of the current turn; `elapsed` is how far into the turn
 * the side to move was when the message was sent. See clock.ts for how to read them.
 */
export const clockFields = {
  /** Main time left, ms. */
  blackthink: msSchema,
  whitethink: msSchema,
  /** Byo-yomi periods left, the current one included. */
  bducount: countSchema,
  wducount: countSchema,
  /** Time used so far, ms. */
  bcost: msSchema,
  wcost: msSchema,
  /** Ms the side to move had spent on this move when the message was sent. */
  elapsed: msSchema,
} as const;

/** How a finished game ended: the play info's `result`, `wintype`, `winnumber`. */
export const finishFields = {
  /** Winner: 1 black, 2 white, 3 draw. */
  result: z.literal([1, 2, 3]),
  /** 1 resignation, 2 points, 3 timeout, 4 abstention, 5 referee verdict (Tengen's). */
  wintype: z.literal([1, 2, 3, 4, 5]),
  /** Margin in hundredths of a stone for a win by points (375 = 3¾ stones); 0 otherwise. */
  winnumber: countSchema,
} as const;

/**
 * A room chat entry. The capitalised keys are the seed's; `id` is Tengen's (delete_chat
 * names it). `Level` is the sender's user level (3 moderates); `T` is Unix time in ms.
 */
export const chatEntrySchema = z.object({
  id: idSchema,
  User: z.string(),
  Content: z.string(),
  Level: countSchema,
  T: msSchema,
});
export type ChatEntry = DeepReadonly<z.infer<typeof chatEntrySchema>>;

/** An online-user list entry. `level` is the rank value, `usertype` the membership tier. */
export const onlineUserSchema = z.object({
  username: z.string(),
  levelname: z.string(),
  level: z.int(),
  usertype: countSchema,
  win: countSchema,
  fail: countSchema,
});
export type OnlineUser = DeepReadonly<z.infer<typeof onlineUserSchema>>;

/**
 * One point of the score list (energy bar) after move `step`: `score` is black's estimated
 * lead, `b` and `w` each side's estimated area — all in tenths of a point.
 */
export const scoreEntrySchema = z.object({
  step: countSchema,
  score: z.int(),
  b: countSchema,
  w: countSchema,
});
export type ScoreEntry = DeepReadonly<z.infer<typeof scoreEntrySchema>>;

/**
 * A counted position (area counting). Scores are hundredths of a point of area; `winnumber`
 * is the margin in hundredths of a stone (half the point margin); `dead` lists the dead
 * stones removed; the territory lists are the empty points counted for each side.
 */
export const countResultSchema = z.object({
  result: finishFields.result,
  winnumber: countSchema,
  bscore: countSchema,
  wscore: countSchema,
  dead: z.array(pointSchema),
  bterritory: z.array(pointSchema),
  wterritory: z.array(pointSchema),
});
export type CountResult = DeepReadonly<z.infer<typeof countResultSchema>>;

/** A take-back request waiting for an answer. */
export const pendingTakeBackSchema = z.object({ color: colorSchema, depth: depthSchema });

/** Where a counting negotiation stands: asked (waiting for yes/no), or a result waiting for acceptance. */
export const pendingCountingSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('asked'), color: colorSchema }),
  z.object({ state: z.literal('result'), color: colorSchema, count: countResultSchema }),
]);
export type PendingCounting = DeepReadonly<z.infer<typeof pendingCountingSchema>>;
