/**
 * Server → client: who of the two players is away from the game room (no socket in it on any
 * server process), and since when; docs/game-page.md, "Start, clocks and absent players".
 */
import * as z from 'zod/mini';
import { colorSchema, messageSchema, msSchema } from './fields.ts';

export const presenceServerMessageSchemas = {
  /**
   * A player left the room (their last socket closed) or came back. Sent to everyone in the room
   * when it changes, and to a socket after each `initdata` it asks for, once per player.
   */
  away_tip: messageSchema('away_tip', {
    color: colorSchema,
    away: z.boolean(),
    /** How long the player has been away when the message is sent, ms; 0 when here. */
    awayms: msSchema,
    /**
     * Ms from when the message is sent until the opponent may claim the win, if it is then the
     * away player's turn; 0 once they may. 0 when the player is here.
     */
    claimms: msSchema,
  }),
} as const;
