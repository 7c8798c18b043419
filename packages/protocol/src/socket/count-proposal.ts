/**
 * Tengen's end of a game after two passes (docs/game-page.md, "The count after two passes"): the
 * server's count is a proposal, shown to the whole room; both players accept it (the game ends
 * with `autofinish`), or either refuses and play goes on; silence accepts when `lapse` runs out.
 */
import * as z from 'zod/mini';
import { END_OF_GAME } from '../constants/limits.ts';
import { clockFields, colorSchema, countResultSchema, messageSchema } from './fields.ts';

/** The open proposal as the room shows it: the count, its seconds left, and who accepted it. */
export const countProposalSchema = z.object({
  count: countResultSchema,
  lapse: z.int().check(z.minimum(0), z.maximum(END_OF_GAME.maxSeconds)),
  black: z.boolean(),
  white: z.boolean(),
});

export const countProposalClientSchemas = {
  /** The player accepts the proposed count. */
  count_proposal_yes: messageSchema('count_proposal_yes'),
  /** The player refuses it: play goes on, with the side whose turn it is after the passes. */
  count_proposal_no: messageSchema('count_proposal_no'),
} as const;

export const countProposalServerSchemas = {
  /** To the room: the count proposed after two passes, or a player's acceptance of it. */
  count_proposal: messageSchema('count_proposal', countProposalSchema.shape),
  /** To the room: `color` refused the proposal; `nextcolor` plays on, on the clocks given. */
  count_proposal_refused: messageSchema('count_proposal_refused', {
    color: colorSchema,
    nextcolor: colorSchema,
    ...clockFields,
  }),
} as const;
