/** Why a GTP command failed. Every failure of the engine layer is one of these, never a hang. */
export type GtpFailure =
  /** The engine answered `?`: an illegal move, an unknown command, a bad argument. */
  | 'ENGINE_REFUSED'
  /** No answer within the command's time limit; the process was killed. */
  | 'TIMEOUT'
  /** The process exited or was killed while the command waited. */
  | 'DIED'
  /** The process could not be started (no such file, not executable). */
  | 'SPAWN_FAILED'
  /** The client was closed. */
  | 'CLOSED';

export class GtpError extends Error {
  constructor(
    readonly failure: GtpFailure,
    message: string,
    /** The command that failed, as sent (without its id). */
    readonly command: string,
  ) {
    super(message);
    this.name = 'GtpError';
  }
}

export function isGtpError(error: unknown, failure?: GtpFailure): error is GtpError {
  return error instanceof GtpError && (failure === undefined || error.failure === failure);
}
