/**
 * Server → client: invitations to a new game. Every invitation has an id the server gives it;
 * `play_req` goes to both sides, so the inviter learns the id and shows the "sent" dialog
 * (it is `from`), the invitee the "received" one.
 */
import * as z from 'zod/mini';
import { BOARD_SIZES, COUNTDOWNS, INVITE, INVITE_COLORS } from '../constants/limits.ts';
import { idSchema, messageSchema } from './fields.ts';

export const inviteMessageSchemas = {
  play_req: messageSchema('play_req', {
    id: idSchema,
    from: z.string(),
    fromlevelname: z.string(),
    target: z.string(),
    targetlevelname: z.string(),
    /** The inviter's colour. */
    color: z.enum(INVITE_COLORS),
    size: z.literal(BOARD_SIZES),
    time: z.literal(INVITE.basicMinutes),
    byoyomi: z.literal(INVITE.byoyomiSeconds),
    handicap: z.int().check(z.minimum(INVITE.handicapMin), z.maximum(INVITE.handicapMax)),
    /** Present (true) only for a level challenge: the inviter sees dialog type 3, the target 4. */
    challenge: z.optional(z.literal(true)),
    /** Present (true) only when the game will have the move-choice panel (`stepselect`). */
    stepselect: z.optional(z.literal(true)),
    /** Seconds left to answer. */
    countdown: z.int().check(z.minimum(0), z.maximum(COUNTDOWNS.invitationSeconds)),
  }),
  /** The inviter withdrew invitation `id`. */
  cancel_play_resp: messageSchema('cancel_play_resp', { id: idSchema }),
  /** The invitee refused invitation `id`. */
  reject_play_resp: messageSchema('reject_play_resp', { id: idSchema }),
  /** Invitation `id` was accepted: both sides go to /play/p/{playid}/. */
  agree_play_resp: messageSchema('agree_play_resp', { id: idSchema, playid: idSchema }),
  /** Invitation `id` ran out its countdown unanswered. */
  play_timeout: messageSchema('play_timeout', { id: idSchema }),
} as const;
