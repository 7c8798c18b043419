/**
 * Server → client: Tengen's lobby messages beyond the seed's invitations (docs/lobby.md): the
 * open challenges (seeks) every lobby shows, quick match, and the tip that a player's new game
 * started from another of their tabs.
 */
import * as z from 'zod/mini';
import { BOARD_SIZES, INVITE } from '../constants/limits.ts';
import { QUICK_MATCH_PRESETS, type QuickMatchPresetId } from '../constants/quick-match.ts';
import { idSchema, messageSchema } from './fields.ts';
import { rankLabelSchema } from './lobby-client.ts';

const presetSchema = z.enum(
  QUICK_MATCH_PRESETS.map((p) => p.id) as unknown as [QuickMatchPresetId, ...QuickMatchPresetId[]],
);

/** An open challenge as every lobby lists it. */
export const seekSchema = z.object({
  id: idSchema,
  /** Who posted it, and their rank label. */
  username: z.string(),
  levelname: z.string(),
  size: z.literal(BOARD_SIZES),
  time: z.literal(INVITE.basicMinutes),
  byoyomi: z.literal(INVITE.byoyomiSeconds),
  ranked: z.boolean(),
  minlevel: rankLabelSchema,
  maxlevel: rankLabelSchema,
});
export type Seek = z.infer<typeof seekSchema>;

export const lobbyServerMessageSchemas = {
  /** Every open challenge, oldest first; sent after `onlineuser` when a socket joins the lobby. */
  seek_list: messageSchema('seek_list', { seeks: z.array(seekSchema) }),
  /** A new open challenge, to every lobby. */
  seek_add: messageSchema('seek_add', { seek: seekSchema }),
  /** Open challenge `id` is gone from every lobby: withdrawn, accepted, or its poster left. */
  seek_remove: messageSchema('seek_remove', {
    id: idSchema,
    reason: z.enum(['cancel', 'accepted', 'left']),
  }),
  /** Open challenge `id` was accepted: to the accepting socket and the posting one, both go to /play/p/{playid}/. */
  seek_agree_resp: messageSchema('seek_agree_resp', { id: idSchema, playid: idSchema }),
  /** This socket waits in the quick-match queue of `preset`. */
  quick_match_wait: messageSchema('quick_match_wait', { preset: presetSchema }),
  /** This socket left the queue of `preset` (it asked to, or another of the player's tabs was paired). */
  quick_match_cancel_resp: messageSchema('quick_match_cancel_resp', { preset: presetSchema }),
  /** Quick match paired this socket with `opponent`: go to /play/p/{playid}/. */
  quick_match_resp: messageSchema('quick_match_resp', {
    preset: presetSchema,
    playid: idSchema,
    opponent: z.string(),
  }),
  /**
   * A new game of this player, against `opponent`, started from another of their tabs (an
   * invitation `id` accepted, a seek, a quick match): this tab stays where it is and may link to it.
   */
  play_start_tip: messageSchema('play_start_tip', {
    playid: idSchema,
    opponent: z.string(),
    id: z.optional(idSchema),
  }),
} as const;
