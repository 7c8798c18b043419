/** Server → client: the connection, who is in the room, the starting state, and chat. */
import * as z from 'zod/mini';
import { ROLES } from '../constants/users.ts';
import { countProposalSchema } from './count-proposal.ts';
import { SOCKET_ERROR_CODES } from './errors.ts';
import {
  chatEntrySchema,
  clockFields,
  colorSchema,
  countResultSchema,
  countSchema,
  idSchema,
  messageSchema,
  moveSchema,
  msSchema,
  onlineUserSchema,
  pendingCountingSchema,
  pendingTakeBackSchema,
  scoreEntrySchema,
  seatSchema,
} from './fields.ts';

export const roomMessageSchemas = {
  /** The answer to init_user: who the server takes this socket for, and its clock (Unix ms). */
  connected: messageSchema('connected', {
    username: z.string(),
    role: z.enum(ROLES),
    /** The seat: 1 black, 2 white, 0 not a player. */
    color: seatSchema,
    now: msSchema,
  }),
  ping_resp: messageSchema('ping_resp'),
  /** Everyone in the room; sent after `connected`. */
  onlineuser: messageSchema('onlineuser', { userlist: z.array(onlineUserSchema) }),
  /** The answer to getinitdata: the whole live state of the game. */
  initdata: messageSchema('initdata', {
    /** Every move so far, SGF points, `tt` a pass. */
    pos: z.array(moveSchema),
    chats: z.array(chatEntrySchema),
    scorelist: z.array(scoreEntrySchema),
    /** 0 in progress, 1 finished. */
    status: z.literal([0, 1]),
    /** The take-back request waiting for an answer, if any. */
    restore: z.nullable(pendingTakeBackSchema),
    /** The counting negotiation under way, if any. */
    calcscore: z.nullable(pendingCountingSchema),
    /** Tengen's: the count proposed after two passes, while it waits for the players. */
    proposal: z.optional(z.nullable(countProposalSchema)),
    nextcolor: colorSchema,
    stepcount: countSchema,
    /** Seconds before the scheduled start; 0 once started. */
    unstart: countSchema,
    /** The outcome once finished; all 0 while in progress. */
    result: z.literal([0, 1, 2, 3]),
    wintype: z.literal([0, 1, 2, 3, 4, 5]),
    winnumber: countSchema,
    /**
     * Tengen's: the count that ended the game (dead stones and territory), so a page opened on
     * a finished game shows the counted position; null when the game did not end by a count.
     */
    count: z.optional(z.nullable(countResultSchema)),
    /**
     * Tengen's: the seconds before the open request that stopped the clocks lapses (see
     * `clock_pause`); null while the clocks run.
     */
    paused: z.optional(z.nullable(countSchema)),
    /** Whether each player allows chat. */
    black_chat: z.boolean(),
    white_chat: z.boolean(),
    /** Tengen's: whether guests and other non-players may chat now (a player may change it). */
    guestenable: z.optional(z.boolean()),
    ...clockFields,
  }),
  /** Someone joined the room. */
  user_login: messageSchema('user_login', { user: onlineUserSchema }),
  /**
   * Someone left the room. Sent to a socket about its own user with reason `elsewhere`: the
   * account logged in on another device in a single-login game; the server then closes it.
   */
  exit: messageSchema('exit', { username: z.string(), reason: z.enum(['left', 'elsewhere']) }),
  addchat: messageSchema('addchat', { chat: chatEntrySchema }),
  deletechat: messageSchema('deletechat', { id: idSchema }),
  /** `username` may no longer chat in this room. */
  forbid_resp: messageSchema('forbid_resp', { username: z.string() }),
  /** The chat permissions after a change_chat_req; `guestenable`: non-players may chat (Tengen sends it always). */
  change_chat_resp: messageSchema('change_chat_resp', {
    black_chat: z.boolean(),
    white_chat: z.boolean(),
    guestenable: z.optional(z.boolean()),
  }),
  /** Tengen's: a command was refused. `replyTo` is the refused `cmd` when known. */
  error: messageSchema('error', {
    code: z.enum(SOCKET_ERROR_CODES),
    message: z.string(),
    replyTo: z.optional(z.string()),
  }),
} as const;
