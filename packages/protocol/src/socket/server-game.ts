/** Server → client: moves, clocks, and the take-back, counting, referee and early-start flows. */
import * as z from 'zod/mini';
import { COUNTDOWNS, END_OF_GAME } from '../constants/limits.ts';
import {
  clockFields,
  colorSchema,
  countResultSchema,
  countSchema,
  depthSchema,
  messageSchema,
  moveSchema,
  scoreEntrySchema,
  stepSchema,
} from './fields.ts';

export const gameMessageSchemas = {
  /** A move was played (`tt` a pass): its number, who played it, and both clocks after it. */
  pos: messageSchema('pos', { pos: moveSchema, step: stepSchema, color: colorSchema, ...clockFields }),
  /** `color` asks to take back `depth` moves. Sent to both players. */
  restore_tip: messageSchema('restore_tip', { color: colorSchema, depth: depthSchema }),
  /**
   * The answer to a take-back request, to both players. Accepted: `depth` moves were removed,
   * `stepcount` and the clocks are the state after. Refused: `depth` is 0, nothing changed.
   */
  restore_ret: messageSchema('restore_ret', {
    agree: z.boolean(),
    depth: z.int().check(z.minimum(0)),
    stepcount: countSchema,
    nextcolor: colorSchema,
    ...clockFields,
  }),
  /** `color` entered byo-yomi or started a new period; `ducount` periods are left. */
  miao_tip: messageSchema('miao_tip', { color: colorSchema, ducount: countSchema }),
  /** `color` moved inside byo-yomi: its period countdown stops (and resets). */
  end_miao_tip: messageSchema('end_miao_tip', { color: colorSchema }),
  /** The counting request: `color` asked (to both players), or the opponent of `color` refused. */
  calcstone_tip: z.discriminatedUnion('state', [
    messageSchema('calcstone_tip', { state: z.literal('asked'), color: colorSchema }),
    messageSchema('calcstone_tip', {
      state: z.literal('refused'),
      color: colorSchema,
      reason: z.literal([0, 1, 2, 3]),
    }),
  ]),
  /** Counting was agreed: the result of `color`'s request, for its opponent to accept or reject. */
  calc_score_tip: messageSchema('calc_score_tip', { color: colorSchema, count: countResultSchema }),
  /** `color` rejected the counted result: play continues. */
  calc_stone_no_result_tip: messageSchema('calc_stone_no_result_tip', { color: colorSchema }),
  /**
   * Tengen's, to the whole room: both clocks stopped (`paused`) because a take-back or counting
   * request or a count proposal waits for its answer, which lapses in `lapse` seconds (or, after
   * a restart, the side to move is not back yet); or they run again (`paused` false, `lapse` 0).
   * The clock fields are the clocks at that moment.
   */
  clock_pause: messageSchema('clock_pause', {
    paused: z.boolean(),
    lapse: z.int().check(z.minimum(0), z.maximum(END_OF_GAME.maxSeconds)),
    ...clockFields,
  }),
  /** The win-rate / energy bar point after a move. */
  score_tip: messageSchema('score_tip', scoreEntrySchema.shape),
  /** Tengen's: `color` called the referee; `remaining` calls are left to that player. */
  call_judge_tip: messageSchema('call_judge_tip', { color: colorSchema, remaining: countSchema }),
  /** `color` asks to start now; the opponent has `countdown` seconds to answer. */
  start_now_tip: messageSchema('start_now_tip', {
    color: colorSchema,
    countdown: z.int().check(z.minimum(0), z.maximum(COUNTDOWNS.earlyStartSeconds)),
  }),
  /** The early start was accepted: the game starts now (clients reload after 2 s). */
  startnow_yes_resp: messageSchema('startnow_yes_resp'),
  /** `color` refused to start early (or let the countdown run out). */
  startnow_no_resp: messageSchema('startnow_no_resp', { color: colorSchema }),
} as const;
