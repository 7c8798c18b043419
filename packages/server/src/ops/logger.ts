/**
 * The server's logger: pino (the one Fastify uses), one JSON line per event. Information goes
 * to standard output, warnings and errors to standard error. Secrets are never written: the
 * fields that could hold one are redacted wherever they appear, and request lines leave the
 * query string's secrets out (http/request-log.ts).
 */
import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../config/server-config.ts';

export type { Logger } from 'pino';

/** Field paths replaced by "[redacted]" in every line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'token', 'userkey', 'secret', 'authorization', 'cookie'].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
];

/** A logger at `level` writing to `destination`, by default standard output and standard error. */
export function createLogger(level: LogLevel, destination: DestinationStream = standardStreams()): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** A logger that writes nothing (the default of tests that start a server in their own process). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' }, { write: () => undefined });
}

/** An `onError` callback: the error logged with its stack. */
export function errorLogger(log: Logger, message: string): (error: unknown) => void {
  return (error) => log.error({ err: error }, message);
}

/** Below warn to standard output, warn and above to standard error; written at once (sync). */
function standardStreams(): DestinationStream {
  return pino.multistream(
    [
      { level: 'trace', stream: pino.destination({ dest: 1, sync: true }) },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}
