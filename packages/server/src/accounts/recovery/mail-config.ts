/**
 * Where reset links are sent from (TENGEN_SMTP_URL, TENGEN_MAIL_FROM). The site's address they
 * point to is the public origin (TENGEN_PUBLIC_URL, http/public-origin.ts).
 */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; null: the site sends no mail. */
  readonly smtpUrl: string | null;
  /** The From of every mail, e.g. `Tengen <no-reply@example.org>`. */
  readonly from: string;
}

export const NO_MAIL: MailConfig = { smtpUrl: null, from: 'Tengen <no-reply@localhost>' };
