/** Client → server: claiming the win against an opponent who has been away (docs/game-page.md). */
import { messageSchema } from './fields.ts';

export const presenceClientMessageSchemas = {
  /**
   * A player claims the win: the opponent has been away long enough and it is their turn. The
   * game ends by abstention (`qiquan_resp`, wintype 4); a claim not allowed now is refused.
   */
  claim_win: messageSchema('claim_win'),
} as const;
