/**
 * What the clock fields of `initdata` and `pos` mean, as two pure functions the server (to
 * decide timeouts) and the web client (to draw the countdown) both use. Japanese byo-yomi:
 * main time first, then `ducount` periods of `dumiao` seconds; a period used up is lost, a
 * move made inside a period keeps it. `dumiao` 0 is fixed time with no byo-yomi.
 */

/** One side's clock as banked at the start of the current turn: what the wire carries. */
export interface SideClock {
  /** Main time left (`blackthink` / `whitethink`). */
  readonly mainMs: number;
  /** Byo-yomi periods left, the current one included (`bducount` / `wducount`). */
  readonly periods: number;
}

export interface TimeControl {
  /** One byo-yomi period (`dumiao` × 1000); 0 means no byo-yomi. */
  readonly periodMs: number;
  /** Per-move think limit (`stepthink` × 1000); 0 means none. */
  readonly moveLimitMs: number;
}

export interface ClockReading {
  readonly mainMs: number;
  readonly periods: number;
  /** Time left in the current byo-yomi period; the full period while main time remains. */
  readonly periodMs: number;
  readonly inByoyomi: boolean;
  /** Time left for this move under the think limit, or null when no limit applies. */
  readonly moveMs: number | null;
  readonly flagged: boolean;
}

/** The think limit caps a move only after step 2: from the third move on. */
export const MOVE_LIMIT_FROM_STEP = 3;

function moveLimitApplies(control: TimeControl, step: number): boolean {
  return control.moveLimitMs > 0 && step >= MOVE_LIMIT_FROM_STEP;
}

/**
 * The clock of the side to move, `elapsedMs` into its turn, thinking about move number
 * `step` (1-based). The side not to move reads with `elapsedMs` 0.
 */
export function readClock(
  side: SideClock,
  elapsedMs: number,
  control: TimeControl,
  step: number,
): ClockReading {
  const moveMs = moveLimitApplies(control, step) ? Math.max(0, control.moveLimitMs - elapsedMs) : null;
  const overLimit = moveMs === 0;
  const periods = control.periodMs > 0 ? side.periods : 0;
  if (elapsedMs < side.mainMs) {
    return {
      mainMs: side.mainMs - elapsedMs,
      periods,
      periodMs: control.periodMs,
      inByoyomi: false,
      moveMs,
      flagged: overLimit,
    };
  }
  const over = elapsedMs - side.mainMs;
  const used = control.periodMs > 0 ? Math.floor(over / control.periodMs) : 0;
  const left = periods - used;
  if (left <= 0) return { mainMs: 0, periods: 0, periodMs: 0, inByoyomi: periods > 0, moveMs, flagged: true };
  return {
    mainMs: 0,
    periods: left,
    periodMs: control.periodMs - (over % control.periodMs),
    inByoyomi: true,
    moveMs,
    flagged: overLimit,
  };
}

/** The side's banked clock after it moved `elapsedMs` into its turn (it must not have flagged). */
export function bankMove(side: SideClock, elapsedMs: number, control: TimeControl): SideClock {
  if (elapsedMs < side.mainMs) return { mainMs: side.mainMs - elapsedMs, periods: side.periods };
  const over = elapsedMs - side.mainMs;
  const used = control.periodMs > 0 ? Math.floor(over / control.periodMs) : 0;
  return { mainMs: 0, periods: Math.max(0, side.periods - used) };
}

/** A new game's clock for each side. */
export function startClock(basicMinutes: number, byoyomiSeconds: number, periods: number): SideClock {
  return { mainMs: basicMinutes * 60_000, periods: byoyomiSeconds > 0 ? periods : 0 };
}
