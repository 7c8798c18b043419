/** The invitation countdown: whole seconds left until `deadline`, counting 10, 9 … 1, 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** When an invitation answerable for `countdown` seconds, received at `receivedAt`, runs out. */
export function deadlineOf(receivedAt: number, countdownSeconds: number): number {
  return receivedAt + countdownSeconds * 1000;
}

/**
 * How long past its deadline an invitation is kept waiting for the server's word
 * (`play_timeout`) before the page drops it by itself (a message lost with a dropped link).
 */
export const SERVER_WORD_GRACE_MS = 3_000;

export function isStale(deadline: number, now: number): boolean {
  return now > deadline + SERVER_WORD_GRACE_MS;
}
