/** An engine failure as an HTTP answer: busy or broken engines are a 503 the caller may retry. */

import { failure, type HttpFailure } from '../http/failure.ts';
import { isGtpError } from './gtp-errors.ts';
import { EngineBusyError } from './pool.ts';

export const enginesNotRunning = failure('INTERNAL', 'the engines are not running', 503);

export function engineFailure(error: unknown): HttpFailure {
  if (error instanceof EngineBusyError) return failure('INTERNAL', error.message, 503);
  if (isGtpError(error)) return failure('INTERNAL', `the engine failed: ${error.message}`, 503);
  throw error;
}
