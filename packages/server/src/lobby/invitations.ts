import { fixedHandicap, vertexToSgf } from '@tengen/core';
import {
  type Invitation as CheckedInvitation,
  type ClientMessageOf,
  COUNTDOWNS,
  INVITE,
  type InvitationError,
  type ServerMessage,
  type SocketErrorCode,
  validateInvitation,
} from '@tengen/protocol';
import type { Store } from '../storage/store.ts';
import type { NewPlay } from '../storage/types.ts';

/** A signed-in user's socket, anywhere on the site (lobby or game page). */
export interface Reachable {
  readonly userId: number;
  readonly username: string;
  readonly levelname: string;
  send(message: ServerMessage): void;
}

interface Invitation {
  readonly id: number;
  readonly from: { readonly id: number; readonly name: string; readonly levelname: string };
  readonly to: { readonly id: number; readonly name: string; readonly levelname: string };
  /** Checked: `challenge` is true or absent. */
  readonly settings: CheckedInvitation;
  readonly timer: NodeJS.Timeout;
}

type Refusal = { code: SocketErrorCode; message: string };

const INVITE_ERRORS: Record<InvitationError, Refusal> = {
  BAD_TARGET: { code: 'INVITE_BAD_TARGET', message: 'no such player' },
  SELF_TARGET: { code: 'INVITE_BAD_TARGET', message: 'you cannot invite yourself' },
  GUEST_TARGET: { code: 'INVITE_BAD_TARGET', message: 'guests cannot be invited' },
  MACHINE_TARGET: { code: 'INVITE_MACHINE_TARGET', message: 'challenge a machine player with startgameka' },
  BAD_COLOR: { code: 'BAD_FIELD', message: 'the colour is not one of the choices' },
  BAD_SIZE: { code: 'BAD_FIELD', message: 'the board size is not one of the choices' },
  BAD_TIME: { code: 'BAD_FIELD', message: 'the basic time is not one of the choices' },
  BAD_BYOYOMI: { code: 'BAD_FIELD', message: 'the byo-yomi is not one of the choices' },
  BAD_HANDICAP: { code: 'BAD_FIELD', message: 'the handicap is not one of the choices' },
  CHALLENGE_HANDICAP: {
    code: 'BAD_FIELD',
    message: 'a level challenge is an even game: the handicap must be 0',
  },
};

export interface InvitationsOptions {
  readonly store: Store;
  readonly now: () => number;
  /** Picks black for the inviter in a `guess` (nigiri) game; random by default. */
  readonly nigiri?: () => boolean;
}

/**
 * Game invitations between signed-in users, from any socket of theirs: sent with a 10 s
 * countdown, then cancelled, rejected, accepted (a new play) or timed out. They live only in
 * memory: an invitation is ten seconds long; the game it becomes is stored. A level challenge
 * (`challenge: true`) is an invitation to a ranked even game; it runs the same way.
 */
export class Invitations {
  private readonly sockets = new Map<string, Set<Reachable>>();
  private readonly pending = new Map<number, Invitation>();
  private nextId = 1;

  constructor(private readonly options: InvitationsOptions) {}

  connect(socket: Reachable): void {
    const set = this.sockets.get(socket.username) ?? new Set();
    set.add(socket);
    this.sockets.set(socket.username, set);
  }

  disconnect(socket: Reachable): void {
    const set = this.sockets.get(socket.username);
    set?.delete(socket);
    if (set && set.size === 0) this.sockets.delete(socket.username);
  }

  isOnline(username: string): boolean {
    return this.sockets.has(username);
  }

  invite(from: Reachable, message: ClientMessageOf<'playreq'>): Refusal | null {
    const checked = validateInvitation(message, from.username);
    if (!checked.ok) return INVITE_ERRORS[checked.error];
    const targetSockets = this.sockets.get(checked.value.target);
    const target = targetSockets ? [...targetSockets][0] : undefined;
    if (!target) return { code: 'INVITE_TARGET_OFFLINE', message: `${checked.value.target} is not online` };
    const id = this.nextId++;
    const invitation: Invitation = {
      id,
      from: { id: from.userId, name: from.username, levelname: from.levelname },
      to: { id: target.userId, name: target.username, levelname: target.levelname },
      settings: checked.value,
      timer: setTimeout(() => this.end(id, 'play_timeout'), COUNTDOWNS.invitationSeconds * 1000),
    };
    this.pending.set(id, invitation);
    const { color, size, time, byoyomi, handicap, challenge } = checked.value;
    this.tell(invitation, {
      cmd: 'play_req',
      id,
      from: from.username,
      fromlevelname: from.levelname,
      target: target.username,
      targetlevelname: target.levelname,
      color,
      size,
      time,
      byoyomi,
      handicap,
      ...(challenge ? { challenge } : {}),
      countdown: COUNTDOWNS.invitationSeconds,
    });
    return null;
  }

  cancel(by: Reachable, id: number): Refusal | null {
    const invitation = this.pending.get(id);
    if (!invitation || invitation.from.name !== by.username) return noSuchInvitation(id);
    this.end(id, 'cancel_play_resp');
    return null;
  }

  reject(by: Reachable, id: number): Refusal | null {
    const invitation = this.pending.get(id);
    if (!invitation || invitation.to.name !== by.username) return noSuchInvitation(id);
    this.end(id, 'reject_play_resp');
    return null;
  }

  /** The invitee accepts: the game is created, both go to it, their other invitations end. */
  async agree(by: Reachable, id: number): Promise<Refusal | null> {
    const invitation = this.pending.get(id);
    if (!invitation || invitation.to.name !== by.username) return noSuchInvitation(id);
    this.pending.delete(id);
    clearTimeout(invitation.timer);
    const play = await this.options.store.createPlay(this.newPlay(invitation));
    this.tell(invitation, { cmd: 'agree_play_resp', id, playid: play.id });
    const players = [invitation.from.name, invitation.to.name];
    for (const other of [...this.pending.values()]) {
      if (players.includes(other.from.name)) this.end(other.id, 'cancel_play_resp');
      else if (players.includes(other.to.name)) this.end(other.id, 'reject_play_resp');
    }
    return null;
  }

  /** Ends all timers (server shutdown). */
  close(): void {
    for (const invitation of this.pending.values()) clearTimeout(invitation.timer);
    this.pending.clear();
  }

  private end(id: number, cmd: 'cancel_play_resp' | 'reject_play_resp' | 'play_timeout'): void {
    const invitation = this.pending.get(id);
    if (!invitation) return;
    this.pending.delete(id);
    clearTimeout(invitation.timer);
    this.tell(invitation, { cmd, id });
  }

  private tell(invitation: Invitation, message: ServerMessage): void {
    for (const name of [invitation.from.name, invitation.to.name]) {
      for (const socket of this.sockets.get(name) ?? []) socket.send(message);
    }
  }

  /**
   * The play an accepted invitation becomes: colours, handicap stones, the chosen clock. A level
   * challenge's play is ranked and has no take-backs: its result is the game as played.
   */
  private newPlay(invitation: Invitation): NewPlay {
    const { color, size, time, byoyomi, handicap, challenge } = invitation.settings;
    const ranked = challenge === true;
    const inviterBlack =
      color === 'black' || (color === 'guess' && (this.options.nigiri ?? (() => Math.random() < 0.5))());
    const [black, white] = inviterBlack ? [invitation.from, invitation.to] : [invitation.to, invitation.from];
    const stones = handicap >= 2 ? (fixedHandicap(size, handicap) ?? []) : [];
    const now = this.options.now();
    return {
      blackId: black.id,
      whiteId: white.id,
      boardSize: size,
      mainMinutes: time,
      byoyomiSeconds: byoyomi,
      byoyomiPeriods: INVITE.byoyomiPeriods,
      handicap,
      blackFirst: stones.length === 0,
      presetStones: { black: stones.map(vertexToSgf), white: [] },
      undoAllowed: !ranked,
      ranked,
      earlyStartAllowed: false,
      judgeCallsAllowed: false,
      chatEnabled: true,
      guestsMayChat: true,
      startsAt: now,
      createdAt: now,
    };
  }
}

function noSuchInvitation(id: number): Refusal {
  return { code: 'NO_SUCH_INVITATION', message: `no invitation ${id} for you` };
}
