/**
 * How often one guest address or one user may ask for a situation judgement (POST
 * /jwt/getmuscore/): a token bucket per key, as full as the per-minute figure and refilled at
 * that rate, so a page that judges now and then never meets it and a script that floods is
 * refused before it reaches the engines. Counted in this process's memory: the engines it
 * protects are this process's own. docs/operations.md gives the reasons for the numbers.
 */

export interface JudgeRates {
  /** Per guest address. */
  readonly guest: number;
  /** Per signed-in user. */
  readonly user: number;
}

/** Keys remembered at most; the least recently used is forgotten first (a forgotten key starts full). */
const KEYS_REMEMBERED = 50_000;
const MINUTE = 60_000;

interface Bucket {
  tokens: number;
  at: number;
}

export class JudgeLimits {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rates: JudgeRates,
    private readonly now: () => number,
  ) {}

  /**
   * Takes one judgement for this guest address or user: null when it may go on, else how many
   * whole seconds until the next one is allowed (nothing is taken then).
   */
  take(who: { readonly guestAddress: string } | { readonly userId: number }): number | null {
    const [key, perMinute] =
      'userId' in who
        ? [`user:${who.userId}`, this.rates.user]
        : [`guest:${who.guestAddress}`, this.rates.guest];
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: perMinute, at: now };
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > KEYS_REMEMBERED) this.buckets.delete(this.buckets.keys().next().value as string);
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) * perMinute) / MINUTE);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return null;
    }
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * MINUTE) / perMinute / 1000));
  }
}
