/**
 * The signed-in sockets of this process by session (docs/accounts.md): when a session ends
 * they close with the protocol's SESSION_ENDED_CLOSE and the reason, so a page never plays on after its
 * login ended. A session ends by an announcement (logout, a password change, the sessions
 * list; from any process), when its token expires (a timer per socket), or when it is idle
 * longer than the idle timeout (the periodic check, which also closes the sockets of sessions
 * revoked while an announcement could not reach this process).
 */
import { type SessionEndReason, sessionEndReasonOf } from '@tengen/protocol';
import { seenEveryMs } from '../accounts/accounts.ts';
import type { SessionEnds } from '../accounts/session-ends.ts';
import type { Store } from '../storage/store.ts';

/** A socket that can be told its session ended. */
export interface SessionMember {
  endSession(reason: SessionEndReason): void;
}

export interface SessionSocketsOptions {
  readonly store: Store;
  readonly now: () => number;
  readonly sessionEnds: SessionEnds;
  /** The idle timeout (ms); 0: none. */
  readonly idleMs: number;
  /** How often the sessions of the open sockets are read again (SESSION_CHECK_MS by default). */
  readonly checkMs?: number;
  readonly onError: (error: unknown) => void;
}

/** How often the open sockets' sessions are read from the store, at most. */
export const SESSION_CHECK_MS = 30_000;
/** setTimeout's longest wait; a later expiry waits again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface Entry {
  readonly tokenId: string;
  readonly expiresAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export class SessionSockets {
  private readonly members = new Map<SessionMember, Entry>();
  private readonly byToken = new Map<string, Set<SessionMember>>();
  /** When this process last wrote each open session's last use. */
  private readonly touched = new Map<string, number>();
  private readonly seenEvery: number;
  private readonly checker: ReturnType<typeof setInterval>;

  constructor(private readonly options: SessionSocketsOptions) {
    this.seenEvery = seenEveryMs(options.idleMs);
    options.sessionEnds.onEnded((tokenIds, reason) => this.end(tokenIds, reason));
    const idleCheck = options.idleMs > 0 ? Math.ceil(options.idleMs / 4) : SESSION_CHECK_MS;
    const period = options.checkMs ?? Math.min(SESSION_CHECK_MS, idleCheck);
    this.checker = setInterval(() => this.check().catch(options.onError), period);
    this.checker.unref();
  }

  /** A socket signed in with this session; it closes when the session ends. */
  add(member: SessionMember, tokenId: string, expiresAt: number): void {
    if (this.members.has(member)) return;
    const entry: Entry = { tokenId, expiresAt, timer: null };
    this.members.set(member, entry);
    const sockets = this.byToken.get(tokenId) ?? new Set<SessionMember>();
    this.byToken.set(tokenId, sockets);
    sockets.add(member);
    if (!this.touched.has(tokenId)) this.touched.set(tokenId, this.options.now());
    this.armExpiry(member, entry);
  }

  remove(member: SessionMember): void {
    const entry = this.members.get(member);
    if (entry === undefined) return;
    if (entry.timer !== null) clearTimeout(entry.timer);
    this.members.delete(member);
    const sockets = this.byToken.get(entry.tokenId);
    sockets?.delete(member);
    if (sockets?.size === 0) {
      this.byToken.delete(entry.tokenId);
      this.touched.delete(entry.tokenId);
    }
  }

  /** The socket's user did something (not a ping): the session is in use. */
  used(member: SessionMember): void {
    const entry = this.members.get(member);
    if (entry === undefined) return;
    const at = this.options.now();
    if (at - (this.touched.get(entry.tokenId) ?? 0) < this.seenEvery) return;
    this.touched.set(entry.tokenId, at);
    this.options.store.touchSession(entry.tokenId, at).catch(this.options.onError);
  }

  /** Closes every socket of these sessions on this process. */
  end(tokenIds: readonly string[], reason: SessionEndReason): void {
    for (const tokenId of tokenIds) {
      for (const member of [...(this.byToken.get(tokenId) ?? [])]) {
        this.remove(member);
        member.endSession(reason);
      }
    }
  }

  /** Reads the open sockets' sessions: closes those revoked elsewhere, expired or idle. */
  async check(): Promise<void> {
    const tokenIds = [...this.byToken.keys()];
    if (tokenIds.length === 0) return;
    const { store, now, idleMs, sessionEnds } = this.options;
    const sessions = await store.sessionsByIds(tokenIds);
    const found = new Set(sessions.map((s) => s.tokenId));
    const at = now();
    this.end(
      tokenIds.filter((id) => !found.has(id)),
      'revoked',
    );
    for (const session of sessions) {
      if (session.revokedAt !== null) {
        this.end([session.tokenId], sessionEndReasonOf(session.endReason ?? '') ?? 'revoked');
      } else if (session.expiresAt <= at) {
        this.end([session.tokenId], 'expired');
      } else if (idleMs > 0 && at - session.lastSeenAt >= idleMs) {
        if (await store.revokeSession(session.tokenId, at, 'idle'))
          sessionEnds.announce([session.tokenId], 'idle');
        this.end([session.tokenId], 'idle');
      }
    }
  }

  close(): void {
    clearInterval(this.checker);
    for (const entry of this.members.values()) if (entry.timer !== null) clearTimeout(entry.timer);
  }

  private armExpiry(member: SessionMember, entry: Entry): void {
    const wait = entry.expiresAt - this.options.now();
    if (wait <= 0) {
      this.remove(member);
      member.endSession('expired');
      return;
    }
    entry.timer = setTimeout(
      () => {
        entry.timer = null;
        if (this.members.get(member) === entry) this.armExpiry(member, entry);
      },
      Math.min(wait, LONGEST_TIMER_MS),
    );
    entry.timer.unref();
  }
}
