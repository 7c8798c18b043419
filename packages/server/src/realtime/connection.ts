import {
  type ClientMessage,
  type OnlineUser,
  parseClientMessage,
  playIdOfPkey,
  protocolErrorReply,
  rankLabelFor,
  type ServerMessage,
  type SocketErrorCode,
} from '@tengen/protocol';
import type { Accounts } from '../accounts/accounts.ts';
import type { ChatSender } from '../rooms/commands.ts';
import type { Seat } from '../rooms/state.ts';
import { initData } from '../rooms/view.ts';
import type { Store } from '../storage/store.ts';
import type { User } from '../storage/types.ts';
import type { LiveRooms } from './live-rooms.ts';
import { RateLimiter } from './rate-limit.ts';
import type { RoomHost, RoomMember } from './room-host.ts';
import { toRoomCommand } from './to-command.ts';

/** What a socket can do to its peer: send a frame, or hang up. */
export interface Peer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface ConnectionDeps {
  readonly rooms: LiveRooms;
  readonly accounts: Accounts;
  readonly store: Store;
  readonly now: () => number;
}

/** Messages per second a socket may send on average, and the burst it may save up. */
export const RATE = { perSecond: 10, burst: 30 } as const;
/** A socket that keeps flooding this many refused messages in a row is closed. */
const FLOOD_CLOSE_AFTER = 100;

/** One WebSocket of a game page: who it is, which room, and what it may do there. */
export class Connection implements RoomMember {
  seat: Seat = 0;
  username = '';
  profile: OnlineUser | null = null;
  private user: User | null = null;
  private role: ChatSender['role'] = 'guest';
  private host: RoomHost | null = null;
  private joining = false;
  private readonly limiter: RateLimiter;
  private refusedInARow = 0;
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly peer: Peer,
    private readonly deps: ConnectionDeps,
  ) {
    this.limiter = new RateLimiter(RATE.perSecond, RATE.burst, deps.now());
  }

  send(message: ServerMessage): void {
    this.peer.send(JSON.stringify(message));
  }

  /** One inbound frame, handled after the ones before it from this socket. */
  receive(raw: string): Promise<void> {
    const next = this.inbox.then(() => this.handle(raw));
    this.inbox = next.catch(() => undefined);
    return next;
  }

  /** Every failure is answered to this socket alone and changes nothing. */
  private async handle(raw: string): Promise<void> {
    if (!this.limiter.take(this.deps.now())) {
      if (++this.refusedInARow >= FLOOD_CLOSE_AFTER) this.peer.close(1008, 'flooding');
      return this.refuse('RATE_LIMITED', 'too many messages; slow down');
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      this.refusedInARow++;
      return this.send(protocolErrorReply(parsed.error));
    }
    this.refusedInARow = 0;
    const message = parsed.value;
    if (message.cmd === 'ping') return this.send({ cmd: 'ping_resp' });
    if (message.cmd === 'init_user') return this.join(message.pkey, message.userkey);
    if (!this.host) return this.refuse('NOT_JOINED', 'send init_user first', message.cmd);
    return this.dispatch(this.host, message);
  }

  /** The socket closed: leave the room, and tell it if this user has no other socket there. */
  left(): void {
    const host = this.host;
    if (!host || !host.members.delete(this)) return;
    for (const m of host.members) if (m.username === this.username) return;
    for (const m of host.members) m.send({ cmd: 'exit', username: this.username, reason: 'left' });
  }

  private async dispatch(host: RoomHost, message: ClientMessage): Promise<void> {
    if (message.cmd === 'getinitdata') return this.send(initData(host.current, this.deps.now()));
    if (message.cmd === 'machine_go')
      return this.refuse('NOT_MACHINE_GAME', 'this game has no machine player', message.cmd);
    const command = toRoomCommand(message, { seat: this.seat, chat: await this.chatSender() });
    if (!command) return this.refuse('NOT_ALLOWED', `${message.cmd} is not a game room message`, message.cmd);
    const refused = await host.submit(command);
    if (refused) this.refuse(refused.code, refused.message, message.cmd);
  }

  private async join(pkey: string, userkey: string): Promise<void> {
    if (this.host || this.joining) return this.refuse('NOT_ALLOWED', 'already joined', 'init_user');
    const playId = playIdOfPkey(pkey);
    if (playId === null) return this.refuse('NO_SUCH_PLAY', `no play ${pkey}`, 'init_user');
    this.joining = true;
    try {
      const identity = await this.deps.accounts.identifySocket(playId, userkey);
      if (!identity.ok)
        return this.refuse('BAD_USERKEY', 'the userkey is not valid for this play', 'init_user');
      const host = await this.deps.rooms.room(playId);
      if (!host) return this.refuse('NO_SUCH_PLAY', `no play ${playId}`, 'init_user');
      const play = await this.deps.store.playById(playId);
      if (!play) return this.refuse('NO_SUCH_PLAY', `no play ${playId}`, 'init_user');
      if (identity.value.kind === 'user') {
        const user = identity.value.user;
        this.user = user;
        this.username = user.username;
        this.seat = user.id === play.blackId ? 1 : user.id === play.whiteId ? 2 : 0;
        this.role = this.seat !== 0 ? 'member' : user.isAuditMan ? 'judge' : 'other';
        this.profile = {
          username: user.username,
          levelname: rankLabelFor(user.rank),
          level: user.rank,
          usertype: user.membership,
          win: user.wins,
          fail: user.losses,
        };
        if (play.singleLogin && this.seat !== 0) this.replaceEarlierLogins(host);
      } else {
        this.username = identity.value.username;
        this.profile = {
          username: this.username,
          levelname: 'Auto',
          level: -101,
          usertype: 0,
          win: 0,
          fail: 0,
        };
      }
      const present = [...host.members].some((m) => m.username === this.username);
      host.members.add(this);
      this.host = host;
      this.send({
        cmd: 'connected',
        username: this.username,
        role: this.role,
        color: this.seat,
        now: this.deps.now(),
      });
      this.send({ cmd: 'onlineuser', userlist: onlineUsers(host) });
      if (!present) {
        for (const m of host.members) if (m !== this) m.send({ cmd: 'user_login', user: this.profile });
      }
      if (this.seat !== 0) await host.submit({ type: 'join', by: this.seat });
    } finally {
      this.joining = false;
    }
  }

  /** In a single-login game a player's new socket closes the older ones. */
  private replaceEarlierLogins(host: RoomHost): void {
    for (const m of host.members) {
      if (m.username !== this.username || !(m instanceof Connection)) continue;
      m.send({ cmd: 'exit', username: this.username, reason: 'elsewhere' });
      host.members.delete(m);
      m.host = null;
      m.peer.close(4001, 'logged in elsewhere');
    }
  }

  private async chatSender(): Promise<ChatSender> {
    const user = this.user;
    const banned = user
      ? await this.deps.store.isChatBanned(user.id, this.host?.current.config.playId ?? 0)
      : false;
    return {
      username: this.username,
      role: this.role,
      userLevel: user?.userLevel ?? 0,
      markedBad: (user?.markedBad ?? false) || banned,
    };
  }

  private refuse(code: SocketErrorCode, message: string, replyTo?: ClientMessage['cmd']): void {
    this.send(replyTo ? { cmd: 'error', code, message, replyTo } : { cmd: 'error', code, message });
  }
}

/** The room's users, one entry per user however many sockets they have. */
function onlineUsers(host: RoomHost): OnlineUser[] {
  const seen = new Map<string, OnlineUser>();
  for (const m of host.members) if (m instanceof Connection && m.profile) seen.set(m.username, m.profile);
  return [...seen.values()];
}
