/**
 * The game a machine challenge (POST /jwt/startgameka/) creates. The seed's form has only
 * `machinename`; Tengen also reads the invitation dialog's choices when they are sent —
 * `color` (the challenger's: black, white, guess), `size`, `time` (minutes), `byoyomi`
 * (seconds), `handicap` — each checked against the invitation's lists. Without them: the
 * challenger takes black on 19×19, no handicap, DEFAULT_TIME (30 min, 30 s × 3).
 */
import { err, fixedHandicap, ok, type Result, vertexToSgf } from '@tengen/core';
import {
  BOARD_SIZES,
  type BoardSize,
  DEFAULT_TIME,
  INVITE,
  INVITE_COLORS,
  type InviteColor,
} from '@tengen/protocol';
import type { NewPlay } from '../storage/types.ts';

export interface MachineGameChoices {
  readonly color: InviteColor;
  readonly size: BoardSize;
  readonly time: number;
  readonly byoyomi: number;
  readonly handicap: number;
}

export const MACHINE_GAME_DEFAULTS: MachineGameChoices = {
  color: 'black',
  size: 19,
  time: DEFAULT_TIME.basicMinutes,
  byoyomi: DEFAULT_TIME.byoyomiSeconds,
  handicap: 0,
};

/** The optional choices from the raw form; an unknown value is an error naming the field. */
export function machineGameChoices(body: unknown): Result<MachineGameChoices, string> {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const pick = <T>(
    name: string,
    allowed: readonly T[],
    read: (text: string) => T,
    fallback: T,
  ): Result<T, string> => {
    const text = form[name];
    if (text === undefined || text === '') return ok(fallback);
    const value = read(String(text));
    return allowed.includes(value) ? ok(value) : err(`${name}: not one of ${allowed.join(', ')}`);
  };
  const d = MACHINE_GAME_DEFAULTS;
  const handicaps = Array.from({ length: INVITE.handicapMax + 1 }, (_, i) => i);
  const color = pick('color', INVITE_COLORS, (t) => t as InviteColor, d.color);
  const size = pick('size', BOARD_SIZES, (t) => Number(t) as BoardSize, d.size);
  const time = pick('time', INVITE.basicMinutes as readonly number[], Number, d.time);
  const byoyomi = pick('byoyomi', INVITE.byoyomiSeconds as readonly number[], Number, d.byoyomi);
  const handicap = pick('handicap', handicaps, Number, d.handicap);
  for (const r of [color, size, time, byoyomi, handicap]) if (!r.ok) return r;
  return ok({
    color: (color as { value: InviteColor }).value,
    size: (size as { value: BoardSize }).value,
    time: (time as { value: number }).value,
    byoyomi: (byoyomi as { value: number }).value,
    handicap: (handicap as { value: number }).value,
  });
}

/** The play between the challenger and the machine, starting now. */
export function machinePlay(
  challengerId: number,
  machineId: number,
  choices: MachineGameChoices,
  now: number,
  coin: () => boolean = () => Math.random() < 0.5,
): NewPlay {
  const challengerBlack = choices.color === 'black' || (choices.color === 'guess' && coin());
  const stones = choices.handicap >= 2 ? (fixedHandicap(choices.size, choices.handicap) ?? []) : [];
  return {
    blackId: challengerBlack ? challengerId : machineId,
    whiteId: challengerBlack ? machineId : challengerId,
    boardSize: choices.size,
    mainMinutes: choices.time,
    byoyomiSeconds: choices.byoyomi,
    byoyomiPeriods: INVITE.byoyomiPeriods,
    handicap: choices.handicap,
    blackFirst: stones.length === 0,
    presetStones: { black: stones.map(vertexToSgf), white: [] },
    undoAllowed: true,
    earlyStartAllowed: false,
    judgeCallsAllowed: false,
    chatEnabled: true,
    guestsMayChat: true,
    startsAt: now,
    createdAt: now,
  };
}
