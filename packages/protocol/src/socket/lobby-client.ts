/**
 * Client → server: Tengen's lobby messages beyond the seed's invitations (docs/lobby.md): open
 * challenges (seeks) anyone eligible may accept, and quick match by time control.
 */
import * as z from 'zod/mini';
import { BOARD_SIZES, INVITE } from '../constants/limits.ts';
import { QUICK_MATCH_PRESETS, type QuickMatchPresetId } from '../constants/quick-match.ts';
import { RANKS } from '../constants/ranks.ts';
import { idSchema, messageSchema } from './fields.ts';

const RANK_LABELS = RANKS.map(([label]) => label) as unknown as readonly [string, ...string[]];

/** A rank label of the rank table (`15K` … `9D`, `Auto`). */
export const rankLabelSchema = z.enum(RANK_LABELS);

export const lobbyClientMessageSchemas = {
  /**
   * Post an open challenge: an even game (nigiri) of this size and clock, ranked or free, that
   * any player whose rank is from `minlevel` to `maxlevel` (labels, both included) may accept.
   */
  seek_req: messageSchema('seek_req', {
    size: z.literal(BOARD_SIZES),
    time: z.literal(INVITE.basicMinutes),
    byoyomi: z.literal(INVITE.byoyomiSeconds),
    ranked: z.boolean(),
    minlevel: rankLabelSchema,
    maxlevel: rankLabelSchema,
    /** The game gets the move-choice panel (absent: off). */
    stepselect: z.optional(z.boolean()),
  }),
  /** Withdraw one's own open challenge. */
  cancel_seek_req: messageSchema('cancel_seek_req', { id: idSchema }),
  /** Accept an open challenge: the game starts at once. */
  accept_seek_req: messageSchema('accept_seek_req', { id: idSchema }),
  /** Wait for an opponent of close rank with this time control (QUICK_MATCH_PRESETS). */
  quick_match_req: messageSchema('quick_match_req', {
    preset: z.enum(
      QUICK_MATCH_PRESETS.map((p) => p.id) as unknown as [QuickMatchPresetId, ...QuickMatchPresetId[]],
    ),
  }),
  /** Leave the quick-match queue. */
  cancel_quick_match_req: messageSchema('cancel_quick_match_req'),
} as const;
