/** Why a `GamePosition` cannot be set up; `move` is the index of the offending move, if any. */
export interface PositionError {
  readonly code:
    | 'BAD_SIZE'
    | 'BAD_KOMI'
    | 'BAD_RULES'
    | 'BAD_COLOR'
    | 'BAD_POINT'
    | 'SETUP_OVERLAP'
    | 'SETUP_NO_LIBERTY'
    | 'ILLEGAL_MOVE';
  readonly message: string;
  readonly move?: number;
}
