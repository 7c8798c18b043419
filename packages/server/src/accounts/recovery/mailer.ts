/** Sends the site's few mails (a reset link) through the configured SMTP server, with nodemailer. */
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Null when no SMTP server is configured. */
export function createMailer(config: MailConfig): Mailer | null {
  if (config.smtpUrl === null) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
