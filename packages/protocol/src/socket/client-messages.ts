/**
 * Every socket message a client sends (seed 000 section 7), one union member per `cmd`.
 * The server validates every inbound frame against `clientMessageSchema` (see
 * validate/frame.ts). Unknown extra keys are dropped, never passed on.
 */
import * as z from 'zod/mini';
import { BOARD_SIZES, INVITE, INVITE_COLORS } from '../constants/limits.ts';
import { COUNT_REFUSAL } from '../constants/results.ts';
import { classroomClientMessageSchemas } from './classroom-client.ts';
import { countProposalClientSchemas } from './count-proposal.ts';
import {
  type DeepReadonly,
  depthSchema,
  idSchema,
  messageSchema,
  pointSchema,
  stepSchema,
  usernameSchema,
} from './fields.ts';
import { lobbyClientMessageSchemas } from './lobby-client.ts';
import { PKEY_PATTERN } from './pkey.ts';
import { presenceClientMessageSchemas } from './presence-client.ts';

/** A number from `values`; a wrong one is refused with a message that lists them. */
function oneOf<const T extends readonly number[]>(values: T, what: string) {
  const message = `expected ${what}: one of ${values.join(', ')}`;
  return z.number().check(z.refine((n) => values.includes(n), message)) as z.ZodMiniType<T[number], number>;
}

export const clientMessageSchemas = {
  /** Join a game room: `pkey` is `play:{playid}`, `userkey` the play info's socket credential. */
  init_user: messageSchema('init_user', {
    pkey: z.string().check(z.regex(PKEY_PATTERN, "expected play:{playid}, class:{classid} or 'lobby'")),
    userkey: z.string().check(z.minLength(1), z.maxLength(512)),
  }),
  ping: messageSchema('ping'),
  getinitdata: messageSchema('getinitdata'),
  /** Resign. */
  send_fail: messageSchema('send_fail'),
  /** Ask to take back `depth` moves (1: the requester's last; 2: that and the reply). */
  restore_req: messageSchema('restore_req', { depth: depthSchema }),
  restore_yes_resp: messageSchema('restore_yes_resp'),
  restore_no_resp: messageSchema('restore_no_resp'),
  /** Ask to count. */
  calc_stone_req: messageSchema('calc_stone_req'),
  /** Agree to count. */
  calc_stone_yes_req: messageSchema('calc_stone_yes_req'),
  /** Refuse to count, with one of the canned reasons (0 = none given). */
  calc_stone_no_req: messageSchema('calc_stone_no_req', {
    reason: z.literal([
      COUNT_REFUSAL.none,
      COUNT_REFUSAL.finishEndgame,
      COUNT_REFUSAL.notOver,
      COUNT_REFUSAL.bothCount,
    ]),
  }),
  /** Accept the counted result: the game ends. */
  calc_stone_yes_result: messageSchema('calc_stone_yes_result'),
  /** Reject the counted result: play continues. */
  calc_stone_no_result: messageSchema('calc_stone_no_result'),
  /** Play a stone. `step` is the number this move will have (moves so far + 1); a replay is refused. */
  pos_stone: messageSchema('pos_stone', { pos: pointSchema, step: stepSchema }),
  call_judge_req: messageSchema('call_judge_req'),
  /** Pass. Carries `step` like pos_stone, so a replayed pass can never end a game. */
  pass_req: messageSchema('pass_req', { step: stepSchema }),
  /** Ask the machine opponent to play now. */
  machine_go: messageSchema('machine_go'),
  /** Ask to start before the scheduled time. */
  startnow: messageSchema('startnow'),
  startnow_yes: messageSchema('startnow_yes'),
  startnow_no: messageSchema('startnow_no'),
  /**
   * Invite `target` to a new game; `color` is the inviter's own colour. `challenge: true` makes
   * it a level challenge (dialog types 3/4): a ranked even game, so no handicap
   * (validateInvitation). Absent or false: an ordinary invitation.
   */
  playreq: messageSchema('playreq', {
    target: usernameSchema,
    color: z.enum(INVITE_COLORS),
    size: oneOf(BOARD_SIZES, 'a board size'),
    time: oneOf(INVITE.basicMinutes, 'a basic time in minutes'),
    byoyomi: oneOf(INVITE.byoyomiSeconds, 'byo-yomi seconds'),
    handicap: z.int().check(z.minimum(INVITE.handicapMin), z.maximum(INVITE.handicapMax)),
    challenge: z.optional(z.boolean()),
    /** The move-choice panel (A–E) in the game; absent or false: off. */
    stepselect: z.optional(z.boolean()),
  }),
  /** Withdraw one's own invitation. */
  cancelplayreq: messageSchema('cancelplayreq', { id: idSchema }),
  rejectplayreq: messageSchema('rejectplayreq', { id: idSchema }),
  agreeplayreq: messageSchema('agreeplayreq', { id: idSchema }),
  /**
   * A player allows or forbids chat in this game (`enable`, `disable`), or opens it to guests
   * and other non-players (`guestenable`) and closes it again (`guestdisable`).
   */
  change_chat_req: messageSchema('change_chat_req', {
    action: z.enum(['enable', 'disable', 'guestenable', 'guestdisable']),
  }),
  /** Chat text; the chat rules (validateChat) are checked by the server after parsing. */
  add_chat: messageSchema('add_chat', { content: z.string().check(z.maxLength(1000)) }),
  delete_chat: messageSchema('delete_chat', { id: idSchema }),
  forbid_chat: messageSchema('forbid_chat', { username: usernameSchema }),
  ...presenceClientMessageSchemas,
  ...countProposalClientSchemas,
  ...lobbyClientMessageSchemas,
  ...classroomClientMessageSchemas,
} as const;

type Schemas = typeof clientMessageSchemas;
export type ClientCmd = keyof Schemas;
export type ClientMessageOf<C extends ClientCmd> = DeepReadonly<z.infer<Schemas[C]>>;
export type ClientMessage = { [C in ClientCmd]: ClientMessageOf<C> }[ClientCmd];

export const CLIENT_CMDS = Object.keys(clientMessageSchemas) as ClientCmd[];

export const clientMessageSchema = z.discriminatedUnion(
  'cmd',
  Object.values(clientMessageSchemas) as unknown as [Schemas[ClientCmd], ...Schemas[ClientCmd][]],
);

export function isClientCmd(cmd: string): cmd is ClientCmd {
  return Object.hasOwn(clientMessageSchemas, cmd);
}
