/**
 * A signed-in socket closes when its session ends (docs/accounts.md): the close code says so,
 * the close reason says why, and the page shows it instead of reconnecting.
 */

/** The close code of a socket whose session ended. */
export const SESSION_ENDED_CLOSE = 4003;

/**
 * signedout: this browser signed out. revoked: signed out from the sessions list of another
 * browser. password: the account's password changed. expired: the login's time is over.
 * idle: unused longer than the site's idle timeout.
 */
export const SESSION_END_REASONS = ['signedout', 'revoked', 'password', 'expired', 'idle'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The reason a close carries, or null for a reason this page does not know. */
export function sessionEndReasonOf(text: string): SessionEndReason | null {
  return (SESSION_END_REASONS as readonly string[]).includes(text) ? (text as SessionEndReason) : null;
}
