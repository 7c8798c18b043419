import { fixedHandicap, vertexToSgf } from '@tengen/core';
import {
  type ClientMessageOf,
  COUNTDOWNS,
  INVITE,
  type InvitationError,
  type OnlineUser,
  rankLabelFor,
  type ServerMessage,
  type SocketErrorCode,
  validateInvitation,
} from '@tengen/protocol';
import type { SocketFilter } from '../cluster/cluster.ts';
import type { InvitationBook, PendingInvitation } from '../cluster/invitation-book.ts';
import { type PresenceBoard, SITE_PLACE } from '../cluster/presence-board.ts';
import type { Store } from '../storage/store.ts';
import type { NewPlay } from '../storage/types.ts';
import { passes, tellGameStarted } from './game-start.ts';
import { InvitationLimits } from './invitation-limits.ts';

/** A signed-in user's socket, anywhere on the site (lobby or game page). */
export interface Reachable {
  /** Unique on the site (the process's node and a number). */
  readonly socketId: string;
  readonly userId: number;
  readonly username: string;
  readonly levelname: string;
  /** The user as the lobby lists them (level, record); the site's online list shows it. */
  readonly profile?: OnlineUser | null;
  send(message: ServerMessage): void;
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
  /** Who is on the site, on any process: an invitation needs its target there (SITE_PLACE). */
  readonly presence: PresenceBoard;
  /** Sends a message to these users' sockets on the other processes (their `deliver`). */
  readonly mail: (usernames: readonly string[], message: ServerMessage, filter?: SocketFilter) => void;
  /** Where the pending invitations are kept, for every process to answer. */
  readonly book: InvitationBook;
  /**
   * A failure nobody waits for (the book unreachable when a countdown ends, or when a new game
   * ends the players' other invitations); those invitations then expire by themselves.
   */
  readonly onError?: (error: unknown) => void;
}

/**
 * How much longer the book keeps an invitation than its countdown: the inviting process's timer
 * must still find it to tell both sides it timed out. If that process is gone, nobody is told,
 * the pages count down by themselves, and the invitation expires from the book.
 */
const BOOK_GRACE_MS = 2_000;

/**
 * Every signed-in user's sockets on this process (`connect`, `deliver`, `tellUsers`: the lobby's
 * seeks and quick match reach players through them too), and game invitations between them, from any socket of theirs on any process: sent with
 * a 10 s countdown, then cancelled, rejected, accepted (a new play) or timed out. A pending
 * invitation is kept in the book (cluster/invitation-book.ts), so a reply may reach any process;
 * the game it becomes is stored. Each message about an invitation goes to both users' sockets
 * here and, by `mail`, on the other processes. A level challenge (`challenge: true`) is an
 * invitation to a ranked even game; it runs the same way.
 */
export class Invitations {
  /** This process's sockets of each user. */
  private readonly sockets = new Map<string, Set<Reachable>>();
  /** The countdowns of the invitations sent from this process. */
  private readonly timers = new Map<number, NodeJS.Timeout>();
  /** Told of the players of each game an invitation became (their open seeks and waits end: lobby-services.ts). */
  afterGame: ((usernames: readonly string[]) => Promise<void>) | null = null;

  /** How many invitations a sender may send and a target may have waiting (invitation-limits.ts). */
  private readonly limits: InvitationLimits;

  constructor(private readonly options: InvitationsOptions) {
    this.limits = new InvitationLimits((name) => this.pendingWith(name));
  }

  /** A user's socket opened here; their first one here puts them on the site (SITE_PLACE). */
  async connect(socket: Reachable): Promise<void> {
    const set = this.sockets.get(socket.username);
    if (set) {
      set.add(socket);
      return;
    }
    this.sockets.set(socket.username, new Set([socket]));
    await this.options.presence.arrive(SITE_PLACE, siteEntry(socket));
  }

  /** Puts this process's users on the site again (the presence board forgot them: a Redis restart). */
  async rejoin(): Promise<void> {
    for (const sockets of this.sockets.values()) {
      const [socket] = sockets;
      if (socket) await this.options.presence.arrive(SITE_PLACE, siteEntry(socket));
    }
  }

  /** A user's socket closed here; with their last one here, this process no longer holds them on the site. */
  async disconnect(socket: Reachable): Promise<void> {
    const set = this.sockets.get(socket.username);
    if (!set?.delete(socket) || set.size > 0) return;
    this.sockets.delete(socket.username);
    await this.options.presence.depart(SITE_PLACE, socket.username);
  }

  async invite(from: Reachable, message: ClientMessageOf<'playreq'>): Promise<Refusal | null> {
    const checked = validateInvitation(message, from.username);
    if (!checked.ok) return INVITE_ERRORS[checked.error];
    const target = checked.value.target;
    const offline = { code: 'INVITE_TARGET_OFFLINE', message: `${target} is not online` } as const;
    if (!(await this.options.presence.isPresent(SITE_PLACE, target))) return offline;
    // The site knows users by their exact names; the store finds them without regard to case.
    const user = await this.options.store.userByName(target);
    if (!user || user.username !== target) return offline;
    if (await this.options.store.social.eitherBlocked(from.userId, user.id))
      return { code: 'INVITE_BLOCKED', message: `${target} does not take invitations from you` };
    const limited = await this.limits.check(from.username, target, this.options.now());
    if (limited) return { code: 'INVITE_LIMIT', message: limited };
    const invitation = await this.options.book.add(
      {
        from: { id: from.userId, name: from.username, levelname: from.levelname },
        socket: from.socketId,
        to: { id: user.id, name: user.username, levelname: rankLabelFor(user.rank) },
        settings: checked.value,
      },
      COUNTDOWNS.invitationSeconds * 1000 + BOOK_GRACE_MS,
    );
    const { id } = invitation;
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        this.end(id, 'play_timeout').catch((error: unknown) => this.options.onError?.(error));
      }, COUNTDOWNS.invitationSeconds * 1000),
    );
    const { color, size, time, byoyomi, handicap, challenge, stepselect } = checked.value;
    this.tell(invitation, {
      cmd: 'play_req',
      id,
      from: invitation.from.name,
      fromlevelname: invitation.from.levelname,
      target: invitation.to.name,
      targetlevelname: invitation.to.levelname,
      color,
      size,
      time,
      byoyomi,
      handicap,
      ...(challenge ? { challenge } : {}),
      ...(stepselect ? { stepselect } : {}),
      countdown: COUNTDOWNS.invitationSeconds,
    });
    return null;
  }

  /** The inviter withdraws it. */
  async cancel(by: Reachable, id: number): Promise<Refusal | null> {
    if (!(await this.mayAct(by, id, 'from'))) return noSuchInvitation(id);
    return (await this.end(id, 'cancel_play_resp')) ? null : noSuchInvitation(id);
  }

  /** The invitee declines it. */
  async reject(by: Reachable, id: number): Promise<Refusal | null> {
    if (!(await this.mayAct(by, id, 'to'))) return noSuchInvitation(id);
    return (await this.end(id, 'reject_play_resp')) ? null : noSuchInvitation(id);
  }

  /**
   * The invitee accepts: the game is created, and the accepting socket and the inviting one go
   * to it (the players' other tabs are told, and stay); their other invitations end.
   */
  async agree(by: Reachable, id: number): Promise<Refusal | null> {
    if (!(await this.mayAct(by, id, 'to'))) return noSuchInvitation(id);
    const invitation = await this.take(id);
    if (!invitation) return noSuchInvitation(id);
    const play = await this.options.store.createPlay(this.newPlay(invitation));
    tellGameStarted(
      (names, message, filter) => this.tellUsers(names, message, filter),
      play.id,
      [
        { username: invitation.from.name, socketId: invitation.socket },
        { username: by.username, socketId: by.socketId },
      ],
      () => ({ cmd: 'agree_play_resp', id, playid: play.id }),
      id,
    );
    // The game is made: an invitation that cannot be ended now expires by itself.
    await this.endOthers(invitation).catch((error: unknown) => this.options.onError?.(error));
    await this.afterGame?.([invitation.from.name, invitation.to.name]).catch((error: unknown) =>
      this.options.onError?.(error),
    );
    return null;
  }

  /** A message from another process for these users: to their sockets here (those `filter` picks). */
  deliver(usernames: readonly string[], message: ServerMessage, filter?: SocketFilter): void {
    for (const name of usernames) {
      for (const socket of this.sockets.get(name) ?? []) {
        if (passes(filter, socket.socketId)) socket.send(message);
      }
    }
  }

  /** These users' sockets (those `filter` picks), here and on the other processes. */
  tellUsers(usernames: readonly string[], message: ServerMessage, filter?: SocketFilter): void {
    this.deliver(usernames, message, filter);
    this.options.mail(usernames, message, filter);
  }

  /** Ends this process's countdowns (server shutdown); the invitations expire from the book. */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Whether `by` is the invitation's inviter (`from`) or invitee (`to`). Checked with a read
   * before taking, so a refused request leaves the invitation to its parties: taking it and
   * putting it back would give it a new id, and a party's request in between would find
   * nothing. The read is safe because an invitation's parties never change and its id is never
   * given again; whether it is still pending is decided by `take`, which exactly one caller wins.
   */
  private async mayAct(by: Reachable, id: number, side: 'from' | 'to'): Promise<boolean> {
    const invitation = await this.options.book.get(id);
    return invitation !== null && invitation[side].name === by.username;
  }

  /** The pending invitations this user sent or received, as [inviter, invitee] names. */
  private async pendingWith(username: string): Promise<{ from: string; to: string }[]> {
    const ids = await this.options.book.pendingOf(username);
    const found = await Promise.all(ids.map((id) => this.options.book.get(id)));
    return found.flatMap((i) => (i ? [{ from: i.from.name, to: i.to.name }] : []));
  }

  /** Takes an invitation from the book, and stops its countdown if it runs here. */
  private async take(id: number): Promise<PendingInvitation | null> {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
    return this.options.book.take(id);
  }

  /** Takes an invitation and tells both sides how it ended; false if it was gone. */
  private async end(
    id: number,
    cmd: 'cancel_play_resp' | 'reject_play_resp' | 'play_timeout',
  ): Promise<boolean> {
    const invitation = await this.take(id);
    if (!invitation) return false;
    if (cmd !== 'cancel_play_resp')
      this.limits.turnDown(invitation.from.name, invitation.to.name, this.options.now());
    this.tell(invitation, { cmd, id });
    return true;
  }

  /** After an agreement, the players' other invitations end: cancelled where they invited, rejected where invited. */
  private async endOthers(agreed: PendingInvitation): Promise<void> {
    const players = [agreed.from.name, agreed.to.name];
    const ids = new Set((await Promise.all(players.map((name) => this.options.book.pendingOf(name)))).flat());
    ids.delete(agreed.id);
    await Promise.all(
      [...ids].map(async (otherId) => {
        const other = await this.take(otherId);
        if (!other) return;
        const cmd = players.includes(other.from.name) ? 'cancel_play_resp' : 'reject_play_resp';
        this.tell(other, { cmd, id: otherId });
      }),
    );
  }

  /** Both sides: their sockets here, and on the other processes. */
  private tell(invitation: PendingInvitation, message: ServerMessage): void {
    this.tellUsers([invitation.from.name, invitation.to.name], message);
  }

  /**
   * The play an accepted invitation becomes: colours, handicap stones, the chosen clock. A level
   * challenge's play is ranked and has no take-backs: its result is the game as played.
   */
  private newPlay(invitation: PendingInvitation): NewPlay {
    const { color, size, time, byoyomi, handicap, challenge, stepselect } = invitation.settings;
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
      stepSelect: stepselect === true,
      earlyStartAllowed: false,
      judgeCallsAllowed: false,
      chatEnabled: true,
      // Guests and other non-players chat only when a player opens it (change_chat_req guestenable).
      guestsMayChat: false,
      startsAt: now,
      createdAt: now,
    };
  }
}

function noSuchInvitation(id: number): Refusal {
  return { code: 'NO_SUCH_INVITATION', message: `no invitation ${id} for you` };
}

/** A user as the site's presence lists them: the lobby's entry (the lobby's online list shows it). */
function siteEntry(socket: Reachable): OnlineUser {
  return (
    socket.profile ?? {
      username: socket.username,
      levelname: socket.levelname,
      level: 0,
      usertype: 0,
      win: 0,
      fail: 0,
    }
  );
}
