/** Where reset links are sent from, and the site's address they point to (TENGEN_SMTP_URL…). */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; null: the site sends no mail. */
  readonly smtpUrl: string | null;
  /** The From of every mail, e.g. `Tengen <no-reply@example.org>`. */
  readonly from: string;
  /** The site's public address (`https://go.example.org`), which links in mail start with. */
  readonly publicUrl: string | null;
}

export const NO_MAIL: MailConfig = { smtpUrl: null, from: 'Tengen <no-reply@localhost>', publicUrl: null };
