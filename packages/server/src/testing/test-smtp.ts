/**
 * For tests of mail: a real SMTP server (the smtp-server package) on a random loopback port that
 * keeps every mail it receives, parsed (mailparser), so a test reads the mail the site sent and
 * follows its link. No TLS, any login accepted: it stands in for the site's mail relay.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for TENGEN_SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** The next mail not yet taken, waiting for it if none has come. */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          received.push({
            to: addressText(mail.to),
            from: addressText(mail.from),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          for (const wake of waiting.splice(0)) wake();
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMail() {
      while (received.length <= taken) await new Promise<void>((wake) => waiting.push(wake));
      return received[taken++];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressText(address: ParsedMail['to'] | ParsedMail['from']): string {
  if (address === undefined) return '';
  return (Array.isArray(address) ? address : [address]).map((a) => a.text).join(', ');
}
