/**
 * The optional choices of a machine challenge (POST /jwt/startgameka/): the challenger's
 * colour, the board, the main time, the byo-yomi (seconds and periods) and the handicap. The
 * seed's form has only `machinename`, so a form without them is still a whole challenge.
 */
import * as z from 'zod/mini';
import {
  BOARD_SIZES,
  type BoardSize,
  DEFAULT_TIME,
  INVITE,
  INVITE_COLORS,
  type InviteColor,
} from '../constants/limits.ts';
import { choiceField } from './fields.ts';

/** How many byo-yomi periods a machine game may have (against a person they are INVITE.byoyomiPeriods). */
export const MACHINE_BYOYOMI_PERIODS = { min: 1, max: 10 } as const;

const INT_TEXT = /^\d{1,4}$/;

/** A number sent as decimal text that must pass `accept`; anything else is refused with `message`. */
function checkedNumber<T extends number>(accept: (n: number) => n is T, message: string) {
  return z.codec(
    z.string().check(z.regex(INT_TEXT, message)),
    z.number().check(z.refine((n) => accept(n), message)),
    { decode: (text) => Number(text) as T, encode: (n) => String(n) },
  );
}

const oneOf =
  <const T extends readonly number[]>(values: T) =>
  (n: number): n is T[number] =>
    values.includes(n);
const between =
  (min: number, max: number) =>
  (n: number): n is number =>
    Number.isInteger(n) && n >= min && n <= max;

export const machineGameChoiceFields = {
  /** The challenger's colour. */
  color: z.optional(z.enum(INVITE_COLORS)),
  size: z.optional(choiceField(BOARD_SIZES)),
  /** Basic time, minutes. */
  time: z.optional(
    checkedNumber(
      oneOf(INVITE.basicMinutes),
      `the main time is one of ${INVITE.basicMinutes.join(', ')} minutes`,
    ),
  ),
  /** Byo-yomi seconds (0: fixed time). */
  byoyomi: z.optional(
    checkedNumber(
      oneOf(INVITE.byoyomiSeconds),
      `the byo-yomi is one of ${INVITE.byoyomiSeconds.join(', ')} seconds`,
    ),
  ),
  /** Byo-yomi periods. */
  periods: z.optional(
    checkedNumber(
      between(MACHINE_BYOYOMI_PERIODS.min, MACHINE_BYOYOMI_PERIODS.max),
      `${MACHINE_BYOYOMI_PERIODS.min}–${MACHINE_BYOYOMI_PERIODS.max} byo-yomi periods`,
    ),
  ),
  /** Black's handicap stones on the fixed points (whoever is black); 1 is not a handicap. */
  handicap: z.optional(
    checkedNumber(
      (n): n is number => n === 0 || between(2, INVITE.handicapMax)(n),
      `${INVITE.handicapMin} (even) or 2–${INVITE.handicapMax} stones`,
    ),
  ),
};

export interface MachineGameChoices {
  readonly color: InviteColor;
  readonly size: BoardSize;
  readonly time: number;
  readonly byoyomi: number;
  readonly periods: number;
  readonly handicap: number;
}

/** What a challenge without choices plays: the challenger black on 19×19, even, DEFAULT_TIME. */
export const MACHINE_GAME_DEFAULTS: MachineGameChoices = {
  color: 'black',
  size: 19,
  time: DEFAULT_TIME.basicMinutes,
  byoyomi: DEFAULT_TIME.byoyomiSeconds,
  periods: DEFAULT_TIME.byoyomiPeriods,
  handicap: 0,
};

/** The choices a decoded form makes, the defaults filling what it leaves out. */
export function machineGameChoices(form: Partial<MachineGameChoices>): MachineGameChoices {
  const d = MACHINE_GAME_DEFAULTS;
  return {
    color: form.color ?? d.color,
    size: form.size ?? d.size,
    time: form.time ?? d.time,
    byoyomi: form.byoyomi ?? d.byoyomi,
    periods: form.periods ?? d.periods,
    handicap: form.handicap ?? d.handicap,
  };
}
