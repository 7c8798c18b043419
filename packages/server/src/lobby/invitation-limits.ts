/**
 * Limits on invitations (docs/lobby.md), so nobody can bury another player under them:
 * - a target has at most INVITATION_LIMITS.waitingPerTarget invitations waiting at once, and a
 *   sender at most one waiting for each target (both read from the book, so on any process);
 * - a sender sends at most `perSenderPerMinute` in any minute; once a target turned down
 *   `turnedDownPerMinute` of theirs in a minute (refused, or let time out), the sender waits
 *   (counted in this process's memory: with several processes, per process).
 * A refusal says which, and when to try again.
 */

export const INVITATION_LIMITS = {
  waitingPerTarget: 3,
  perSenderPerMinute: 20,
  /** Invitations to one target that it refused or let time out, in a minute. */
  turnedDownPerMinute: 5,
  windowMs: 60_000,
} as const;

type Pending = (username: string) => Promise<readonly { from: string; to: string }[]>;
type Entry = [target: string, at: number];

export class InvitationLimits {
  /** When each sender sent an invitation in the last minute: sender → entries. */
  private readonly sent = new Map<string, Entry[]>();
  /** When a target turned down each sender's invitations (refused, or let time out): sender → entries. */
  private readonly turnedDown = new Map<string, Entry[]>();

  constructor(private readonly pending: Pending) {}

  /** Null if `from` may invite `to` now (and counts it), else why not. */
  async check(from: string, to: string, now: number): Promise<string | null> {
    const waiting = await this.pending(to);
    if (waiting.some((i) => i.from === from && i.to === to))
      return `you have invited ${to} already: wait for the answer`;
    if (waiting.filter((i) => i.to === to).length >= INVITATION_LIMITS.waitingPerTarget)
      return `${to} has too many invitations waiting: try again in a few seconds`;
    const down = recent(this.turnedDown, from, now).filter(([target]) => target === to);
    if (down.length >= INVITATION_LIMITS.turnedDownPerMinute)
      return `${to} turned down ${down.length} of your invitations in a minute: wait ${waitSeconds(down, now)} s`;
    const sent = recent(this.sent, from, now);
    if (sent.length >= INVITATION_LIMITS.perSenderPerMinute)
      return `you have sent ${sent.length} invitations in a minute: wait ${waitSeconds(sent, now)} s`;
    this.add(this.sent, from, to, now);
    return null;
  }

  /** The target refused an invitation from `from`, or let it time out. */
  turnDown(from: string, to: string, now: number): void {
    this.add(this.turnedDown, from, to, now);
  }

  private add(map: Map<string, Entry[]>, from: string, to: string, now: number): void {
    map.set(from, [...recent(map, from, now), [to, now]]);
    if (map.size > 1_000) {
      for (const [sender, entries] of map) {
        if (entries.every(([, at]) => at <= now - INVITATION_LIMITS.windowMs)) map.delete(sender);
      }
    }
  }
}

function recent(map: Map<string, Entry[]>, from: string, now: number): Entry[] {
  return (map.get(from) ?? []).filter(([, at]) => at > now - INVITATION_LIMITS.windowMs);
}

/** Whole seconds until the oldest of these leaves the window. */
function waitSeconds(entries: readonly Entry[], now: number): number {
  const oldest = Math.min(...entries.map(([, at]) => at));
  return Math.max(1, Math.ceil((oldest + INVITATION_LIMITS.windowMs - now) / 1000));
}
