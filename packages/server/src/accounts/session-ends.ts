/**
 * How the end of a session reaches its sockets (docs/accounts.md): a logout, a password
 * change or the sessions list announces the sessions that ended; every process closes its
 * sockets of them. Without Redis nothing leaves the process (cluster/redis-session-ends.ts
 * carries it to the others).
 */
import type { SessionEndReason } from '@tengen/protocol';

export type SessionEndHandler = (tokenIds: readonly string[], reason: SessionEndReason) => void;

export interface SessionEnds {
  /** Tells this process at once, and every other process. */
  announce(tokenIds: readonly string[], reason: SessionEndReason): void;
  /** Where every announcement goes, this process's and the others'. */
  onEnded(handler: SessionEndHandler): void;
}

/** The handlers of one process: what `announce` calls at once. */
export class SessionEndListeners {
  private readonly handlers: SessionEndHandler[] = [];

  add(handler: SessionEndHandler): void {
    this.handlers.push(handler);
  }

  tell(tokenIds: readonly string[], reason: SessionEndReason): void {
    if (tokenIds.length === 0) return;
    for (const handler of this.handlers) handler(tokenIds, reason);
  }
}

export function localSessionEnds(): SessionEnds {
  const listeners = new SessionEndListeners();
  return {
    announce: (tokenIds, reason) => listeners.tell(tokenIds, reason),
    onEnded: (handler) => listeners.add(handler),
  };
}
