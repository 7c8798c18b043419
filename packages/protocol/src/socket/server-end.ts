/**
 * Server → client: the game ended. Every member carries the outcome as the play info writes
 * it (`result`, `wintype`, `winnumber`), so a client ends the game the same way whatever the
 * cause; the cause-specific fields say who and why.
 */
import { colorSchema, countResultSchema, finishFields, messageSchema } from './fields.ts';

export const endMessageSchemas = {
  /** `color` resigned. */
  sendfail_resp: messageSchema('sendfail_resp', { color: colorSchema, ...finishFields }),
  /**
   * A drawn game by agreement. The seed has no draw offer among the client messages, so
   * Tengen's server does not send this today; clients handle it like any ending.
   */
  sendheqi_resp: messageSchema('sendheqi_resp', finishFields),
  /** `color` accepted the counted result `count`. */
  calc_stone_yes_result_tip: messageSchema('calc_stone_yes_result_tip', {
    color: colorSchema,
    count: countResultSchema,
    ...finishFields,
  }),
  /** `color` forfeited (did not show up, or left the game unplayed). */
  qiquan_resp: messageSchema('qiquan_resp', { color: colorSchema, ...finishFields }),
  /** `color` ran out of time. */
  timeout_resp: messageSchema('timeout_resp', { color: colorSchema, ...finishFields }),
  /** Both sides passed: the server counted `count`. */
  autofinish: messageSchema('autofinish', { count: countResultSchema, ...finishFields }),
  /** The referee's verdict (wintype 5). */
  audit_resp: messageSchema('audit_resp', finishFields),
} as const;
