import {
  type ClientMessage,
  classIdOfPkey,
  LOBBY_PKEY,
  type OnlineUser,
  parseClientMessage,
  playIdOfPkey,
  protocolErrorReply,
  SESSION_ENDED_CLOSE,
  type ServerMessage,
  type SessionEndReason,
  type SocketErrorCode,
} from '@tengen/protocol';
import type { Accounts, SocketIdentity } from '../accounts/accounts.ts';
import { onlineProfileOf } from '../accounts/online-profile.ts';
import { isClassCommand, runClassCommand } from '../classroom/class-commands.ts';
import type { ClassHub, ClassSeat } from '../classroom/class-hub.ts';
import type { PresenceBoard } from '../cluster/presence-board.ts';
import type { Invitations } from '../lobby/invitations.ts';
import type { Lobby } from '../lobby/lobby.ts';
import {
  isLobbyCommand,
  type LobbyServices,
  lobbyJoined,
  lobbySocketClosed,
  runLobbyCommand,
} from '../lobby/lobby-commands.ts';
import { enterPlace, leavePlace } from '../lobby/presence.ts';
import type { LiveCounts } from '../play/live-counts.ts';
import type { LiveRooms } from '../play/live-rooms.ts';
import { OneAtATime } from '../play/one-at-a-time.ts';
import type { ChatSender, Refusal } from '../play/room/commands.ts';
import type { Seat } from '../play/room/room-state.ts';
import { initMessages } from '../play/room/view.ts';
import type { RoomHost, RoomMember } from '../play/room-host.ts';
import { toRoomCommand } from '../play/to-command.ts';
import type { Store } from '../storage/store.ts';
import type { User } from '../storage/types.ts';
import { PreparedMessage } from './prepared-message.ts';
import { RateLimiter } from './rate-limit.ts';
import type { SessionMember, SessionSockets } from './session-sockets.ts';

/** What a socket can do to its peer: send a frame, or hang up. */
export interface Peer {
  /** Writes a WebSocket frame already encoded (a broadcast encodes it once for the room). */
  sendFrame(frame: Buffer): void;
  close(code: number, reason: string): void;
}

export interface ConnectionDeps {
  readonly rooms: LiveRooms;
  readonly lobby: Lobby;
  readonly invitations: Invitations;
  /** Open challenges and quick match. */
  readonly matchmaking: LobbyServices;
  readonly accounts: Accounts;
  readonly store: Store;
  /** Who is in the lobby and each room, on every process. */
  readonly presence: PresenceBoard;
  /** The live classes' sockets on this process (docs/classroom.md). */
  readonly classes: ClassHub;
  /** The signed-in sockets by session: they close when it ends. */
  readonly sessions: SessionSockets;
  /** This process, so socket ids are unique on the site. */
  readonly node: string;
  readonly now: () => number;
  /** Where refused and malformed frames are counted (the metrics). */
  readonly counts: LiveCounts;
  /** Told of a failure the socket was answered for (the log). */
  readonly onError?: (error: unknown) => void;
}

/** Messages per second a socket may send on average, and the burst it may save up. */
export const RATE = { perSecond: 10, burst: 30 } as const;
/** A socket that keeps flooding this many refused messages in a row is closed. */
const FLOOD_CLOSE_AFTER = 100;
/** Every open page pings every 10 s: half of a busy server's frames get this same answer. */
const PING_RESP = new PreparedMessage(JSON.stringify({ cmd: 'ping_resp' } satisfies ServerMessage));
/** The play id lobby userkeys are signed for. */
export const LOBBY_PLAY_ID = 0;
let socketsOpened = 0;

/** One WebSocket of a game page or of the lobby: who it is, where, and what it may do there. */
export class Connection implements RoomMember, SessionMember {
  readonly socketId: string;
  seat: Seat = 0;
  username = '';
  profile: OnlineUser | null = null;
  private user: User | null = null;
  private role: ChatSender['role'] = 'guest';
  private host: RoomHost | null = null;
  private inLobby = false;
  private classSeat: ClassSeat | null = null;
  private readonly limiter: RateLimiter;
  private refusedInARow = 0;
  private readonly inbox = new OneAtATime();
  /** The socket has closed: a join still under way must not add it anywhere. */
  private gone = false;

  constructor(
    private readonly peer: Peer,
    private readonly deps: ConnectionDeps,
  ) {
    this.limiter = new RateLimiter(RATE.perSecond, RATE.burst, deps.now());
    this.socketId = `${deps.node}/${++socketsOpened}`;
  }

  /** In a room, the lobby or a class (a socket that never joins is closed: socket/hub.ts). */
  get joined(): boolean {
    return this.host !== null || this.inLobby || this.classSeat !== null;
  }

  get userId(): number {
    return this.user?.id ?? 0;
  }

  get levelname(): string {
    return this.profile?.levelname ?? '';
  }

  send(message: ServerMessage): void {
    this.peer.sendFrame(new PreparedMessage(JSON.stringify(message)).bytes);
  }

  sendPrepared(message: PreparedMessage): void {
    this.peer.sendFrame(message.bytes);
  }

  /** One inbound frame, handled after the ones before it from this socket. */
  receive(raw: string): Promise<void> {
    return this.inbox.run(() => this.handle(raw));
  }

  /**
   * The socket closed: leave the room or lobby and the invitation list, after whatever this
   * socket sent before (a join still under way finishes first, so it leaves no ghost).
   */
  left(): Promise<void> {
    this.gone = true;
    this.deps.sessions.remove(this);
    return this.inbox.run(async () => {
      const { presence, lobby, invitations } = this.deps;
      const host = this.host;
      const inLobby = this.inLobby;
      this.host = null;
      this.inLobby = false;
      const classSeat = this.classSeat;
      this.classSeat = null;
      if (classSeat) await this.deps.classes.leave(classSeat);
      if (host) await leavePlace(host, presence, this);
      if (host) await host.playerLeft(this.seat);
      if (inLobby) {
        const leftLobby = await leavePlace(lobby, presence, this);
        if (this.user) await lobbySocketClosed(this.deps.matchmaking, this, leftLobby);
      }
      if (this.user) await invitations.disconnect(this);
    });
  }

  /**
   * Another socket of this player opened the single-login game: this one is told, and closed;
   * once closed it leaves the room as any socket does.
   */
  replaced(): void {
    this.send({ cmd: 'exit', username: this.username, reason: 'elsewhere' });
    this.peer.close(4001, 'logged in elsewhere');
  }

  /** The login this socket was opened with ended: the page is told why as it closes. */
  endSession(reason: SessionEndReason): void {
    this.peer.close(SESSION_ENDED_CLOSE, reason);
  }

  /** Every failure is answered to this socket alone and changes nothing. */
  private async handle(raw: string): Promise<void> {
    if (!this.limiter.take(this.deps.now())) {
      this.deps.counts.limitedFrames++;
      if (++this.refusedInARow >= FLOOD_CLOSE_AFTER) this.peer.close(1008, 'flooding');
      return this.refuse('RATE_LIMITED', 'too many messages; slow down');
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      this.deps.counts.malformedFrames++;
      this.refusedInARow++;
      return this.send(protocolErrorReply(parsed.error));
    }
    this.refusedInARow = 0;
    const message = parsed.value;
    if (message.cmd === 'ping') return this.peer.sendFrame(PING_RESP.bytes);
    this.deps.sessions.used(this);
    if (message.cmd === 'init_user') return this.join(message.pkey, message.userkey);
    if (!this.host && !this.inLobby && !this.classSeat)
      return this.refuse('NOT_JOINED', 'send init_user first', message.cmd);
    if (this.classSeat) return this.classCommand(this.classSeat, message);
    if (isInvitation(message)) return this.invitation(message);
    if (isLobbyCommand(message)) return this.lobbyCommand(message);
    if (!this.host) return this.refuse('NOT_ALLOWED', `${message.cmd} is not a lobby message`, message.cmd);
    return this.dispatch(this.host, message);
  }

  private async dispatch(host: RoomHost, message: ClientMessage): Promise<void> {
    if (message.cmd === 'getinitdata') {
      for (const m of initMessages(host.current, this.deps.now())) this.send(m);
      return;
    }
    if (message.cmd === 'machine_go') {
      // The game's owner answers, wherever this socket is (machine players live with the owner).
      const refused = await host.submit({ type: 'machineGo', by: this.seat });
      return refused ? this.refuse(refused.code, refused.message, message.cmd) : undefined;
    }
    const chat = await this.chatSender(CHAT_CMDS.has(message.cmd));
    const command = toRoomCommand(message, { seat: this.seat, chat });
    if (!command) return this.refuse('NOT_ALLOWED', `${message.cmd} is not a game room message`, message.cmd);
    const answer = (refused: Refusal | null) => {
      if (refused) this.refuse(refused.code, refused.message, message.cmd);
    };
    // A command that starts a count is answered when the engine has marked the dead stones;
    // this socket's next messages are answered meanwhile (play/room-preparations.ts).
    answer(
      await host.submit(command, (later) =>
        later.then(answer, (error: unknown) => this.deps.onError?.(error)),
      ),
    );
  }

  private async invitation(message: Extract<ClientMessage, { cmd: InvitationCmd }>): Promise<void> {
    if (!this.user)
      return this.refuse('GUEST_NOT_ALLOWED', 'sign in to invite or answer invitations', message.cmd);
    // Pending invitations live in Redis with several processes: while it is out, none can be answered.
    const refused = await this.answerInvitation(message).catch((error: unknown): Refusal => {
      this.deps.onError?.(error);
      return INVITATIONS_UNAVAILABLE;
    });
    if (refused) this.refuse(refused.code, refused.message, message.cmd);
  }

  private async lobbyCommand(message: Parameters<typeof runLobbyCommand>[2]): Promise<void> {
    if (!this.inLobby) return this.refuse('NOT_ALLOWED', `${message.cmd} is a lobby message`, message.cmd);
    if (!this.user) return this.refuse('GUEST_NOT_ALLOWED', 'sign in to play from the lobby', message.cmd);
    const refused = await runLobbyCommand(this.deps.matchmaking, this, message).catch(
      (error: unknown): Refusal => {
        this.deps.onError?.(error);
        return LOBBY_UNAVAILABLE;
      },
    );
    if (refused) this.refuse(refused.code, refused.message, message.cmd);
  }

  private answerInvitation(message: Extract<ClientMessage, { cmd: InvitationCmd }>): Promise<Refusal | null> {
    const invitations = this.deps.invitations;
    if (message.cmd === 'playreq') return invitations.invite(this, message);
    if (message.cmd === 'cancelplayreq') return invitations.cancel(this, message.id);
    if (message.cmd === 'rejectplayreq') return invitations.reject(this, message.id);
    return invitations.agree(this, message.id);
  }

  private async join(pkey: string, userkey: string): Promise<void> {
    if (this.host || this.inLobby || this.classSeat)
      return this.refuse('NOT_ALLOWED', 'already joined', 'init_user');
    const classId = classIdOfPkey(pkey);
    if (classId !== null) return this.joinClass(classId, userkey);
    const lobby = pkey === LOBBY_PKEY;
    const playId = lobby ? LOBBY_PLAY_ID : playIdOfPkey(pkey);
    if (playId === null) return this.refuse('NO_SUCH_PLAY', `no play ${pkey}`, 'init_user');
    const identity = await this.deps.accounts.identifySocket(playId, userkey);
    if (!identity.ok) return this.refuse('BAD_USERKEY', 'the userkey is not valid here', 'init_user');
    if (this.gone) return;
    if (lobby) {
      this.identify(identity.value, 0);
      this.inLobby = true;
      this.send({
        cmd: 'connected',
        username: this.username,
        role: this.role,
        color: 0,
        now: this.deps.now(),
      });
      // Reachable by invitations first: once the page has the list, others can invite it.
      if (this.user) await this.deps.invitations.connect(this);
      await enterPlace(this.deps.lobby, this.deps.presence, this);
      await lobbyJoined(this.deps.matchmaking, this);
      return;
    }
    const host = await this.deps.rooms.room(playId);
    const play = await this.deps.store.playById(playId);
    if (!host || !play) return this.refuse('NO_SUCH_PLAY', `no play ${playId}`, 'init_user');
    if (this.gone) return;
    const user = identity.value.kind === 'user' ? identity.value.user : null;
    const seat: Seat = user?.id === play.blackId ? 1 : user?.id === play.whiteId ? 2 : 0;
    this.identify(identity.value, seat);
    this.host = host;
    this.send({
      cmd: 'connected',
      username: this.username,
      role: this.role,
      color: seat,
      now: this.deps.now(),
    });
    if (this.user) await this.deps.invitations.connect(this);
    await enterPlace(host, this.deps.presence, this);
    // The older sockets are closed once this one is on the presence board, so their leaving never
    // looks like the player's last socket going.
    if (play.singleLogin && seat !== 0) host.keepOneLogin(this.username, this.socketId);
    if (seat !== 0) await host.submit({ type: 'join', by: seat });
  }

  /** A class's socket (docs/classroom.md): signed in with a userkey of no game room. */
  private async joinClass(classId: number, userkey: string): Promise<void> {
    const identity = await this.deps.accounts.identifySocket(LOBBY_PLAY_ID, userkey);
    if (!identity.ok) return this.refuse('BAD_USERKEY', 'the userkey is not valid here', 'init_user');
    if (this.gone) return;
    this.identify(identity.value, 0);
    const greet = () =>
      this.send({
        cmd: 'connected',
        username: this.username,
        role: this.role,
        color: 0,
        now: this.deps.now(),
      });
    const entered = await this.deps.classes.enter(this, classId, greet);
    if (!entered.ok) return this.refuse(entered.error.code, entered.error.message, 'init_user');
    if (this.gone) await this.deps.classes.leave(entered.value);
    else this.classSeat = entered.value;
  }

  private async classCommand(seat: ClassSeat, message: ClientMessage): Promise<void> {
    if (!isClassCommand(message))
      return this.refuse('NOT_ALLOWED', `${message.cmd} is not a class message`, message.cmd);
    const refused = await runClassCommand(this.deps.classes, seat, message);
    if (refused) this.refuse(refused.code, refused.message, message.cmd);
  }

  private identify(identity: SocketIdentity, seat: Seat): void {
    this.seat = seat;
    if (identity.kind === 'user') this.deps.sessions.add(this, identity.tokenId, identity.expiresAt);
    if (identity.kind === 'guest') {
      this.username = identity.username;
      this.role = 'guest';
      this.profile = {
        username: this.username,
        levelname: 'Auto',
        level: -101,
        usertype: 0,
        win: 0,
        fail: 0,
      };
      return;
    }
    const user = identity.user;
    this.user = user;
    this.username = user.username;
    this.role = seat !== 0 ? 'member' : user.isAuditMan ? 'judge' : 'other';
    this.profile = onlineProfileOf(user);
  }

  /**
   * Who is sending, for the chat rules. A chat reads the account and the bans afresh: an admin
   * may mark a user bad, ban them or change their level in the middle of a game. Other commands
   * need none of it and skip the reads.
   */
  private async chatSender(isChat: boolean): Promise<ChatSender> {
    let user = this.user;
    let banned = false;
    if (user && isChat) {
      const playId = this.host?.playId ?? 0;
      const [fresh, isBanned] = await Promise.all([
        this.deps.store.userById(user.id),
        this.deps.store.isChatBanned(user.id, playId),
      ]);
      if (fresh) user = this.user = fresh;
      banned = isBanned;
    }
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

const INVITATIONS_UNAVAILABLE: Refusal = {
  code: 'UNAVAILABLE',
  message: 'invitations cannot be reached just now; try again in a moment',
};

const LOBBY_UNAVAILABLE: Refusal = {
  code: 'UNAVAILABLE',
  message: 'the lobby cannot be reached just now; try again in a moment',
};

type InvitationCmd = 'playreq' | 'cancelplayreq' | 'rejectplayreq' | 'agreeplayreq';

/** The room commands that carry the sender's chat standing (`toRoomCommand`'s `sender.chat`). */
const CHAT_CMDS: ReadonlySet<ClientMessage['cmd']> = new Set(['add_chat', 'delete_chat', 'forbid_chat']);

function isInvitation(message: ClientMessage): message is Extract<ClientMessage, { cmd: InvitationCmd }> {
  return ['playreq', 'cancelplayreq', 'rejectplayreq', 'agreeplayreq'].includes(message.cmd);
}
