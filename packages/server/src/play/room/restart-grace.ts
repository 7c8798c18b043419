/**
 * After a restart the side to move is charged nothing until they are back (docs/game-page.md,
 * "After a restart"): their page reconnects with a backoff of up to 30 s, and a clock running
 * meanwhile would charge them for the server's outage after all. The grace ends when they join
 * the room, when anything but presence and chat happens in the game, or at `until` at the
 * latest; then the turn began later by the time it lasted.
 */
import type { Outbound, RoomCommand } from './commands.ts';
import { pauseMessage } from './request-pause.ts';
import { type RoomState, toMove } from './room-state.ts';
import { clockRuns } from './timing.ts';

/** After `resume`: the clock of the side to move stands still from `now` for the room's grace. */
export function startGrace(state: RoomState, now: number): RoomState {
  const graceMs = state.config.restartGraceMs;
  if (graceMs <= 0 || !clockRuns(state) || state.pause) return state;
  return { ...state, grace: { since: now, until: now + graceMs } };
}

/** The grace ends at `now` (or at its end, if that came first): the turn began later by its length. */
export function endGrace(state: RoomState, now: number): RoomState {
  const { grace } = state;
  if (!grace) return state;
  const held = Math.max(0, Math.min(now, grace.until) - grace.since);
  return { ...state, grace: null, turnStartedAt: state.turnStartedAt + held };
}

const KEEPS_GRACE: ReadonlySet<RoomCommand['type']> = new Set([
  'leave',
  'claim',
  'chat',
  'deleteChat',
  'forbidChat',
  'changeChat',
  'changeGuestChat',
  'callJudge',
  'machineGo',
  'resume',
]);

function endsGrace(state: RoomState, command: RoomCommand, now: number): boolean {
  if (!state.grace) return false;
  if (now >= state.grace.until) return command.type !== 'resume';
  if (command.type === 'join') return command.by === toMove(state);
  return command.type !== 'tick' && !KEEPS_GRACE.has(command.type);
}

/** Before a command: ends the grace if the command ends it, and tells the room the clock runs again. */
export function closeGrace(
  state: RoomState,
  command: RoomCommand,
  now: number,
): { state: RoomState; out: Outbound[] } | null {
  if (!endsGrace(state, command, now)) return null;
  const next = endGrace(state, now);
  return { state: next, out: [pauseMessage(next, now)] };
}
