/**
 * `GET /.well-known/security.txt` (RFC 9116): where to report a vulnerability of this site. The
 * contact is the operator's (`TENGEN_SECURITY_CONTACT`); without one it is the conventional
 * `security@` address of the site's host. `Expires` is a year after the server started, so a
 * copy cached by a scanner never outlives the running configuration by more than that.
 */
import type { FastifyInstance } from 'fastify';

export interface SecurityTxtOptions {
  /** A `mailto:` or `https:` address; null for the site host's `security@` address. */
  readonly contact: string | null;
  /** The site as its users reach it, e.g. `https://go.example.org`. */
  readonly publicUrl: string;
  readonly now: () => number;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The file's text: one field a line, as RFC 9116 writes them. */
export function securityTxt(options: SecurityTxtOptions): string {
  const site = new URL(options.publicUrl);
  const contact = options.contact ?? `mailto:security@${site.hostname}`;
  return [
    `Contact: ${contact}`,
    `Expires: ${new Date(options.now() + YEAR_MS).toISOString()}`,
    'Preferred-Languages: en, zh, ja, ko',
    `Canonical: ${new URL(SECURITY_TXT_PATH, site).href}`,
    '',
  ].join('\n');
}

export function addSecurityTxtRoute(app: FastifyInstance, options: SecurityTxtOptions): void {
  const text = securityTxt(options);
  app.get(SECURITY_TXT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(text),
  );
}
