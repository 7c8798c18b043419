/**
 * What the HTTP routes ask of the live game rooms. The live rooms (live-rooms.ts) implement it;
 * until it is wired, `liveRoomsNotRunning` answers every call with NOT_RUNNING (HTTP 503).
 */
import type { Result } from '@tengen/core';
import type { FinalWinner } from '@tengen/protocol';
import type { User } from '../storage/types.ts';

export type RoomError =
  /** No live room host is running in this process (503). */
  'NOT_RUNNING' | 'NO_SUCH_PLAY' | 'NOT_STARTED' | 'GAME_FINISHED';

export interface RoomGateway {
  /**
   * The referee's verdict (POST /jwt/audit_play/): the room ends the game with win type 5,
   * sends `audit_resp` to everyone in it, and records the outcome. The caller has checked
   * that `byUser` is an audit man and the play a competition game.
   */
  auditVerdict(playId: number, winner: FinalWinner, byUser: User): Promise<Result<void, RoomError>>;
  /**
   * A finished game's result changed by an appeal man, already stored: the room takes the new
   * result and sends `audit_resp` to everyone in it, so open pages show it.
   */
  amendVerdict(playId: number, winner: FinalWinner): Promise<Result<void, RoomError>>;
}

export const liveRoomsNotRunning: RoomGateway = {
  async auditVerdict() {
    return { ok: false, error: 'NOT_RUNNING' };
  },
  async amendVerdict() {
    return { ok: false, error: 'NOT_RUNNING' };
  },
};
